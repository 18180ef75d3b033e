import { MenuItem, TextField } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import type { Role } from '../../contract/roles.ts';
import { useLsmDataProvider } from '../../providers/useLsmDataProvider.ts';
import { grantedKeys } from './roleForm.ts';
import { useCompanyRoles } from './useCompanyRoles.ts';
import { useLsmTranslate } from '../../providers/i18n/useLsmTranslate.ts';

interface StartFromRoleProps {
  companyId: number;
  /** the role being edited, not offered as its own template */
  editing: Role | null;
  onPick(permissions: string[]): void;
}

/** "Start from role …": replaces the ticked permissions by those of another of the company's roles. */
export const StartFromRole = ({ companyId, editing, onPick }: StartFromRoleProps) => {
  const translate = useLsmTranslate();
  const dataProvider = useLsmDataProvider();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const { roles } = useCompanyRoles(companyId);
  const [picked, setPicked] = useState('');
  const templates = roles.filter((role) => role.id !== editing?.id);

  const pick = async (value: string) => {
    setPicked(value);
    const template = templates.find((role) => String(role.id) === value);
    if (!template) return;
    try {
      const answer = await queryClient.fetchQuery({
        queryKey: ['roles', 'permissions', template.id],
        queryFn: () => dataProvider.getRolePermissions(template.id),
      });
      onPick(grantedKeys(answer));
    } catch {
      setPicked('');
      notify(translate('lsm.employees.permission_matrix.start_from_failed', { name: template.label }), { type: 'error' });
    }
  };

  return (
    <TextField
      select
      size="small"
      label={translate('lsm.employees.permission_matrix.start_from')}
      value={picked}
      onChange={(event) => void pick(event.target.value)}
      sx={{ minWidth: 220, mb: 1 }}
    >
      <MenuItem value="" disabled>
        {translate('lsm.employees.permission_matrix.start_from_none')}
      </MenuItem>
      {templates.map((role) => (
        <MenuItem key={role.id} value={String(role.id)}>
          {role.label}
        </MenuItem>
      ))}
    </TextField>
  );
};
