import { Alert, Button, CircularProgress, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Form, TextInput } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { RoleCreateBody, type Role } from '../../contract/roles.ts';
import { composeValidators, contractValidator } from '../../custom/form/contractValidation.ts';
import { FormDialog } from '../../custom/form/FormDialog.tsx';
import { FormSaveActions } from '../../custom/form/FormSaveActions.tsx';
import { useIsMobile } from '../../custom/layout/useIsMobile.ts';
import { useCan } from '../employees/usePermissionKeys.ts';
import { PermissionMatrixInput } from './PermissionMatrixInput.tsx';
import { toCreateRoleBody, type RoleFormValues } from './roleForm.ts';
import { RoleTypeChip } from './RoleTypeChip.tsx';
import { StartFromRole } from './StartFromRole.tsx';
import { useRoleFormDefaults } from './useRoleFormDefaults.ts';
import { useRoleMutations } from './useRoleMutations.ts';
import { useLsmTranslate } from '../../providers/i18n/useLsmTranslate.ts';

interface RoleDialogProps {
  companyId: number;
  /** null: a new custom role */
  role: Role | null;
  onClose(): void;
}

/** "Start from role …" writing into the form: the pick replaces the ticked permissions. */
const StartFromRoleInput = ({ companyId, editing }: { companyId: number; editing: Role | null }) => {
  const { setValue } = useFormContext<RoleFormValues>();
  return <StartFromRole companyId={companyId} editing={editing} onPick={(keys) => setValue('permissions', keys, { shouldDirty: true })} />;
};

/** A role's name, description and permission matrix; default roles are read-only. */
export const RoleDialog = ({ companyId, role, onClose }: RoleDialogProps) => {
  const translate = useLsmTranslate();
  const canCreate = useCan('create_custom_roles');
  const canEditCustom = useCan('edit_custom_roles');
  const canDeleteCustom = useCan('delete_custom_roles');
  const isCustom = role === null || role.type === 'CUSTOM';
  const editable = role === null ? canCreate : isCustom && canEditCustom;
  const deletable = role !== null && isCustom && canDeleteCustom;
  const defaults = useRoleFormDefaults(role);
  const { save, remove } = useRoleMutations(companyId, role, onClose);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  // the whole matrix fits a phone only on the full screen
  const isMobile = useIsMobile();
  const validate = composeValidators(contractValidator<RoleFormValues>(RoleCreateBody, { toBody: (values) => toCreateRoleBody(values, companyId) }));

  return (
    <FormDialog onClose={onClose} fullWidth fullScreen={isMobile} maxWidth="md" aria-labelledby="role-dialog-title">
      <DialogTitle id="role-dialog-title">
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <span>{role ? role.label : translate('lsm.employees.roles.create_title')}</span>
          {role && <RoleTypeChip type={role.type} />}
        </Stack>
      </DialogTitle>
      {defaults === undefined ? (
        <DialogContent>
          <CircularProgress aria-label={translate('lsm.employees.roles.loading_permissions')} />
        </DialogContent>
      ) : (
        <Form<RoleFormValues> defaultValues={defaults} validate={validate} onSubmit={(values: Partial<RoleFormValues>) => save(values as RoleFormValues)} noValidate>
          <DialogContent sx={{ px: { xs: 2, sm: 3 } }}>
            {role?.type === 'DEFAULT' && (
              <Alert severity="info" sx={{ mb: 2 }}>
                {translate('lsm.employees.roles.read_only')}
              </Alert>
            )}
            <Stack sx={{ pt: 1, mb: 1 }}>
              <TextInput source="name" label="lsm.employees.roles.name" isRequired disabled={!editable} />
              <TextInput source="description" label="lsm.employees.roles.description" multiline disabled={!editable} />
            </Stack>
            <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
              {translate('lsm.employees.roles.permissions')}
            </Typography>
            {editable && <StartFromRoleInput companyId={companyId} editing={role} />}
            <PermissionMatrixInput readOnly={!editable} />
            {confirmingDelete && role && (
              <Alert severity="warning" sx={{ mt: 2 }}>
                {translate('lsm.employees.roles.delete_confirm', { name: role.label })}
              </Alert>
            )}
          </DialogContent>
          <FormSaveActions readOnly={!editable} saveLabel="lsm.employees.roles.save" cancelLabel={editable ? 'lsm.employees.roles.cancel' : 'lsm.employees.roles.close'}>
            {deletable && role && (
              <Button color="error" disabled={remove.isPending} onClick={() => (confirmingDelete ? remove.mutate(role) : setConfirmingDelete(true))}>
                {translate('lsm.employees.roles.delete')}
              </Button>
            )}
          </FormSaveActions>
        </Form>
      )}
    </FormDialog>
  );
};
