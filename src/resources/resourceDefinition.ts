import type { ResourceProps } from 'react-admin';

/** What a resource folder's index.ts exports, spread into <Resource name=...>. */
export type ResourceDefinition = Pick<ResourceProps, 'list' | 'edit' | 'create' | 'show' | 'icon' | 'recordRepresentation'>;
