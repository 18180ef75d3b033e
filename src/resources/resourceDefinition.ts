import type { ResourceProps } from 'react-admin';
import type { LazyComponent } from '../custom/lazy/lazyNamed.ts';

/** A resource's page: its code loads when first shown, or when the app preloads the page of the URL. */
export type ResourcePage = LazyComponent<object>;

/** What a resource folder's index.ts exports, spread into <Resource name=...>. */
export type ResourceDefinition = Pick<ResourceProps, 'create' | 'show' | 'icon' | 'recordRepresentation'> & {
  list: ResourcePage | undefined;
  edit: ResourcePage | undefined;
};
