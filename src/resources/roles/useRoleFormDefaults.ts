import { useQuery } from '@tanstack/react-query';
import type { Role } from '../../contract/roles.ts';
import { useLsmDataProvider } from '../../providers/useLsmDataProvider.ts';
import { EMPTY_ROLE_FORM, grantedKeys, type RoleFormValues } from './roleForm.ts';

/**
 * The editor's starting values: empty for a new role, else the role's name and description and the keys its
 * GET /user-service/permissions/{id} answer toggles on (undefined while that answer is on its way).
 */
export function useRoleFormDefaults(role: Role | null): RoleFormValues | undefined {
  const dataProvider = useLsmDataProvider();
  const { data, isPending, isError } = useQuery({
    queryKey: ['roles', 'permissions', role?.id],
    queryFn: () => dataProvider.getRolePermissions(role?.id ?? 0),
    enabled: role !== null,
  });
  if (role === null) return EMPTY_ROLE_FORM;
  if (isPending) return undefined;
  return {
    name: role.name,
    description: role.description ?? '',
    permissions: !isError && data ? grantedKeys(data) : (role.permissions ?? []),
  };
}
