import { MenuItem, Stack, TextField } from '@mui/material';
import type { Role } from '../../contract/roles.ts';
import { useLsmTranslate } from '../../providers/i18n/useLsmTranslate.ts';

interface EmployeeFiltersProps {
  search: string;
  onSearch(text: string): void;
  roles: readonly Role[];
  roleId: string;
  onRole(roleId: string): void;
}

/** Search text and role filter of the employee list. */
export const EmployeeFilters = ({ search, onSearch, roles, roleId, onRole }: EmployeeFiltersProps) => {
  const translate = useLsmTranslate();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, flexGrow: 1 }}>
      <TextField
        size="small"
        type="search"
        label={translate('lsm.employees.list.search')}
        value={search}
        onChange={(event) => onSearch(event.target.value)}
        sx={{ minWidth: 240 }}
      />
      <TextField
        select
        size="small"
        label={translate('lsm.employees.list.role_filter')}
        value={roles.some((role) => String(role.id) === roleId) ? roleId : ''}
        onChange={(event) => onRole(event.target.value)}
        sx={{ minWidth: 200 }}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">{translate('lsm.employees.list.all_roles')}</MenuItem>
        {roles.map((role) => (
          <MenuItem key={role.id} value={String(role.id)}>
            {role.label}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
};
