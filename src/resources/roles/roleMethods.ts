import type { RolePermissionsAnswer } from '../../contract/roles.ts';
import { roleApi } from './roleApi.ts';

/** Role operations that are not plain CRUD. */
export interface RoleMethods {
  /** GET /user-service/permissions/{id}: every permission, grouped, with toggle true when the role grants it */
  getRolePermissions(roleId: number): Promise<RolePermissionsAnswer>;
}

export const roleMethods: RoleMethods = {
  getRolePermissions: (roleId) => roleApi.permissions(roleId),
};
