import type { RoleCreateBody, RoleUpdateBody } from '../../contract/roles.ts';
import { offsetOf } from '../../domain/paging.ts';
import { sortRoles } from '../../domain/roles.ts';
import type { ResourceAdapter } from '../../providers/resourceAdapter.ts';
import { roleApi } from './roleApi.ts';

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
