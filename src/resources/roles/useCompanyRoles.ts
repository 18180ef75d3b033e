import { useEffect } from 'react';
import { useGetList } from 'react-admin';
import type { Role } from '../../contract/roles.ts';
import { alertFailure } from '../../custom/alert/alertFailure.ts';

/** The roles a company's employees may hold (GET /user-service/accessible-roles?company_id), in spec order. */
export function useCompanyRoles(companyId: number | null, enabled = true) {
  const result = useGetList<Role>(
    'roles',
    { filter: { companyId }, pagination: { page: 1, perPage: 1000 }, sort: { field: 'id', order: 'ASC' } },
    { enabled: enabled && companyId !== null, retry: false },
  );
  const { error } = result;
  useEffect(() => {
    if (error) alertFailure('unable_to_fetch_roles', error);
  }, [error]);
  return { roles: result.data ?? [], isPending: result.isPending && companyId !== null && enabled };
}
