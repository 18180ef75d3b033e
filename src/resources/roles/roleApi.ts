import type {
  AccessibleRolesAnswer,
  Role,
  RoleCreateBody,
  RolePermissionsAnswer,
  RoleUpdateBody,
} from '../../contract/roles.ts';
import { httpRequest } from '../../providers/http.ts';

/** The role calls of spec 000 §7, typed from src/contract/roles.ts. */
export const roleApi = {
  accessible: (companyId: number) =>
    httpRequest<AccessibleRolesAnswer>('/user-service/accessible-roles', { query: { company_id: companyId } }),
  one: (id: number, companyId?: number) => httpRequest<Role>(`/user-service/roles/${id}`, { query: { company_id: companyId } }),
  permissions: (id: number) => httpRequest<RolePermissionsAnswer>(`/user-service/permissions/${id}`),
  create: (body: RoleCreateBody) => httpRequest<Role>('/user-service/create-role', { method: 'POST', body }),
  update: (body: RoleUpdateBody) => httpRequest<Role>('/user-service/update-role', { method: 'PATCH', body }),
  remove: (id: number) => httpRequest<{ message: string }>(`/user-service/roles/${id}`, { method: 'DELETE' }),
};
