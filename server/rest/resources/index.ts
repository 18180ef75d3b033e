// Every resource served on react-admin's simple REST conventions under /api/rest (server/rest/README.md).
// A resource is one declaration in its own file here, added to this list with one line.
import type { RestResourceDeclaration } from '../declaration.ts';
import { feeRulesResource } from './feeRules.ts';
import { modifierGroupsResource } from './modifierGroups.ts';

export const REST_RESOURCES: readonly RestResourceDeclaration[] = [modifierGroupsResource, feeRulesResource];
