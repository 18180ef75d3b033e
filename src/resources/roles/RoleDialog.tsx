import { Alert, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import type { Role } from '../../contract/roles.ts';
import { useIsMobile } from '../../custom/layout/useIsMobile.ts';
import { useCan } from '../employees/usePermissionKeys.ts';
import { PermissionMatrix } from './PermissionMatrix.tsx';
import { toggleKeys } from './roleForm.ts';
import { RoleTypeChip } from './RoleTypeChip.tsx';
import { StartFromRole } from './StartFromRole.tsx';
import { useRoleForm } from './useRoleForm.ts';
import { useRoleMutations } from './useRoleMutations.ts';
import { useLsmTranslate } from '../../providers/i18n/useLsmTranslate.ts';

interface RoleDialogProps {
  companyId: number;
  /** null: a new custom role */
  role: Role | null;
  onClose(): void;
}

/** A role's name, description and permission matrix; default roles are read-only. */
export const RoleDialog = ({ companyId, role, onClose }: RoleDialogProps) => {
  const translate = useLsmTranslate();
  const canCreate = useCan('create_custom_roles');
  const canEditCustom = useCan('edit_custom_roles');
  const canDeleteCustom = useCan('delete_custom_roles');
  const isCustom = role === null || role.type === 'CUSTOM';
  const editable = role === null ? canCreate : isCustom && canEditCustom;
  const deletable = role !== null && isCustom && canDeleteCustom;
  const { values, setValues, setPermissions, loading } = useRoleForm(role);
  const { save, remove } = useRoleMutations(companyId, role, onClose);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  // the whole matrix fits a phone only on the full screen
  const isMobile = useIsMobile();
  const busy = save.isPending || remove.isPending;

  return (
    <Dialog open onClose={onClose} fullWidth fullScreen={isMobile} maxWidth="md" aria-labelledby="role-dialog-title">
      <DialogTitle id="role-dialog-title">
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <span>{role ? role.label : translate('lsm.employees.roles.create_title')}</span>
          {role && <RoleTypeChip type={role.type} />}
        </Stack>
      </DialogTitle>
      <DialogContent sx={{ px: { xs: 2, sm: 3 } }}>
        {role?.type === 'DEFAULT' && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {translate('lsm.employees.roles.read_only')}
          </Alert>
        )}
        <Stack spacing={2} sx={{ pt: 1, mb: 2 }}>
          <TextField
            label={translate('lsm.employees.roles.name')}
            value={values.name}
            required
            disabled={!editable}
            onChange={(event) => setValues({ ...values, name: event.target.value })}
          />
          <TextField
            label={translate('lsm.employees.roles.description')}
            value={values.description}
            multiline
            disabled={!editable}
            onChange={(event) => setValues({ ...values, description: event.target.value })}
          />
        </Stack>
        <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
          {translate('lsm.employees.roles.permissions')}
        </Typography>
        {loading ? (
          <CircularProgress />
        ) : (
          <>
            {editable && (
              <StartFromRole companyId={companyId} editing={role} onPick={setPermissions} />
            )}
            <PermissionMatrix
              granted={values.permissions}
              readOnly={!editable}
              onChange={(keys, on) => setValues({ ...values, permissions: toggleKeys(values.permissions, keys, on) })}
            />
          </>
        )}
        {confirmingDelete && role && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {translate('lsm.employees.roles.delete_confirm', { name: role.label })}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        {deletable && role && (
          <Button
            color="error"
            disabled={busy}
            onClick={() => (confirmingDelete ? remove.mutate(role) : setConfirmingDelete(true))}
            sx={{ mr: 'auto' }}
          >
            {translate('lsm.employees.roles.delete')}
          </Button>
        )}
        <Button onClick={onClose}>{translate(editable ? 'lsm.employees.roles.cancel' : 'lsm.employees.roles.close')}</Button>
        {editable && (
          <Button variant="contained" disabled={busy || loading || !values.name.trim()} onClick={() => save.mutate(values)}>
            {translate('lsm.employees.roles.save')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
};
