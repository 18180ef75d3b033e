import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { RoleType } from '../../contract/roles.ts';

/** "Default role" or "Custom role". */
export const RoleTypeChip = ({ type }: { type: RoleType }) => {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={type === 'DEFAULT' ? 'default' : 'primary'}
      label={translate(type === 'DEFAULT' ? 'lsm.employees.roles.default_group' : 'lsm.employees.roles.custom_group')}
    />
  );
};
