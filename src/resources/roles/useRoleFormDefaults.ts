import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Role } from '../../contract/roles.ts';
import { useLsmDataProvider } from '../../providers/useLsmDataProvider.ts';
import { grantedKeys, type RoleFormValues } from './roleForm.ts';

/**
 * The editor's values: empty for a new role, else the role's name and description and the keys its
 * GET /user-service/permissions/{id} answer toggles on, overlaid with the user's changes.
 */
export function useRoleForm(role: Role | null) {
  const dataProvider = useLsmDataProvider();
  const { data, isPending } = useQuery({
    queryKey: ['roles', 'permissions', role?.id],
    queryFn: () => dataProvider.getRolePermissions(role?.id ?? 0),
    enabled: role !== null,
  });
  const [changes, setChanges] = useState<Partial<RoleFormValues>>({});
  const values: RoleFormValues = {
    name: changes.name ?? role?.name ?? '',
    description: changes.description ?? role?.description ?? '',
    permissions: changes.permissions ?? (data ? grantedKeys(data) : (role?.permissions ?? [])),
  };
  const setValues = (next: RoleFormValues) => setChanges(next);
  /** for answers that arrive later: keeps whatever else the user changed meanwhile */
  const setPermissions = (permissions: readonly string[]) => setChanges((current) => ({ ...current, permissions }));
  return { values, setValues, setPermissions, loading: role !== null && isPending };
}
