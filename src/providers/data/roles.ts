// Roles (spec 000 §7 "Roles"): the react-admin adapter of `roles`, and one named method per call that is not
// plain CRUD.
import type {
  AccessibleRolesAnswer,
  Role,
  RoleCreateBody,
  RolePermissionsAnswer,
  RoleUpdateBody,
} from '../../contract/roles.ts';
import { offsetOf } from '../../domain/paging.ts';
import { sortRoles } from '../../domain/roles.ts';
import { httpRequest } from '../http.ts';
import type { ResourceAdapter } from '../resourceAdapter.ts';

/** The role calls of spec 000 §7, typed from src/contract/roles.ts. */
const roleApi = {
  accessible: (companyId: number) =>
    httpRequest<AccessibleRolesAnswer>('/user-service/accessible-roles', { query: { company_id: companyId } }),
  one: (id: number, companyId?: number) => httpRequest<Role>(`/user-service/roles/${id}`, { query: { company_id: companyId } }),
  permissions: (id: number) => httpRequest<RolePermissionsAnswer>(`/user-service/permissions/${id}`),
  create: (body: RoleCreateBody) => httpRequest<Role>('/user-service/create-role', { method: 'POST', body }),
  update: (body: RoleUpdateBody) => httpRequest<Role>('/user-service/update-role', { method: 'PATCH', body }),
  remove: (id: number) => httpRequest<{ message: string }>(`/user-service/roles/${id}`, { method: 'DELETE' }),
};

function companyIdOf(source: unknown): number | undefined {
  if (typeof source !== 'object' || source === null || !('companyId' in source)) return undefined;
  return typeof source.companyId === 'number' ? source.companyId : undefined;
}

/** "roles": accessible-roles (filter.companyId), roles/{id}, create-role, update-role, DELETE roles/{id}. */
export const rolesAdapter: ResourceAdapter = {
  async getList({ filter, pagination }) {
    const companyId = companyIdOf(filter);
    if (companyId === undefined) throw new Error('The role list needs filter.companyId');
    // the server sorts already (spec 000 §5); sortRoles guards the order
    const roles = sortRoles(await roleApi.accessible(companyId));
    // the call answers every role at once: the page asked for is cut here
    const start = pagination ? offsetOf(pagination.page, pagination.perPage) : 0;
    return { data: pagination ? roles.slice(start, start + pagination.perPage) : roles, total: roles.length };
  },
  async getOne({ id, meta }) {
    return { data: await roleApi.one(Number(id), companyIdOf(meta)) };
  },
  async create({ data }) {
    return { data: await roleApi.create(data as RoleCreateBody) };
  },
  async update({ data }) {
    return { data: await roleApi.update(data as RoleUpdateBody) };
  },
  async delete({ id }) {
    await roleApi.remove(Number(id));
    return { data: { id } };
  },
};

/** Role operations that are not plain CRUD. */
export interface RoleMethods {
  /** GET /user-service/permissions/{id}: every permission, grouped, with toggle true when the role grants it */
  getRolePermissions(roleId: number): Promise<RolePermissionsAnswer>;
}

export const roleMethods: RoleMethods = {
  getRolePermissions: (roleId) => roleApi.permissions(roleId),
};
