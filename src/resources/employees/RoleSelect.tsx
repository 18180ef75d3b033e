import { ListSubheader, MenuItem, TextField } from '@mui/material';
import type { ReactNode } from 'react';
import type { Role } from '../../contract/roles.ts';
import type { LsmMessageKey } from '../../providers/i18n/messageKeys.ts';
import { useLsmTranslate } from '../../providers/i18n/useLsmTranslate.ts';

interface RoleSelectProps {
  roles: readonly Role[];
  value: string;
  onChange(value: string): void;
  error?: boolean;
  helperText?: ReactNode;
  disabled?: boolean;
}

/** The role of an employee, grouped under "Default role" and "Custom role". */
export const RoleSelect = ({ roles, value, onChange, error = false, helperText, disabled }: RoleSelectProps) => {
  const translate = useLsmTranslate();
  const group = (type: Role['type'], heading: LsmMessageKey) => {
    const members = roles.filter((role) => role.type === type);
    if (members.length === 0) return [];
    return [
      <ListSubheader key={heading}>{translate(heading)}</ListSubheader>,
      ...members.map((role) => (
        <MenuItem key={role.id} value={String(role.id)}>
          {role.label}
        </MenuItem>
      )),
    ];
  };
  const known = roles.some((role) => String(role.id) === value);
  return (
    <TextField
      select
      fullWidth
      required
      label={translate('lsm.employees.form.role')}
      value={known ? value : ''}
      onChange={(event) => onChange(event.target.value)}
      error={error}
      helperText={helperText}
      disabled={disabled}
    >
      {group('DEFAULT', 'lsm.employees.roles.default_group')}
      {group('CUSTOM', 'lsm.employees.roles.custom_group')}
    </TextField>
  );
};
