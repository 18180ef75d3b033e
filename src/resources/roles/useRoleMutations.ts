import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Role } from '../../contract/roles.ts';
import { useSaveFeedback } from '../../custom/form/useSaveFeedback.ts';
import { useLsmDataProvider } from '../../providers/useLsmDataProvider.ts';
import { alertFailure } from '../../custom/alert/alertFailure.ts';
import { toCreateRoleBody, toUpdateRoleBody, type RoleFormValues } from './roleForm.ts';

/** Save (create-role or update-role) and delete of a custom role; `done` runs after success. */
export function useRoleMutations(companyId: number, role: Role | null, done: () => void) {
  const dataProvider = useLsmDataProvider();
  const queryClient = useQueryClient();
  const feedback = useSaveFeedback();
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: ['roles'] });
    done();
  };
  /** Sends the form's values; a failure is shown with the spec's heading and the form stays open. */
  const save = async (values: RoleFormValues) => {
    const name = values.name.trim();
    const saved = await feedback.run(
      () =>
        role
          ? dataProvider.update('roles', { id: role.id, data: toUpdateRoleBody(values, role.id), previousData: role })
          : dataProvider.create('roles', { data: toCreateRoleBody(values, companyId) }),
      { success: 'lsm.employees.roles.saved', successArgs: { name }, failure: role ? 'unable_to_update_custom_role' : 'unable_to_create_custom_role' },
    );
    if (saved) await refresh();
  };
  const remove = useMutation({
    mutationFn: (target: Role) => dataProvider.delete('roles', { id: target.id, previousData: target }),
    onSuccess: refresh,
    onError: (error) => alertFailure('unable_to_update_custom_role', error, 'lsm.employees.roles.unable_to_delete'),
  });
  return { save, remove };
}
