import { Chip } from '@mui/material';
import type { RoleType } from '../../contract/roles.ts';
import { useLsmTranslate } from '../../providers/i18n/useLsmTranslate.ts';

/** "Default role" or "Custom role". */
export const RoleTypeChip = ({ type }: { type: RoleType }) => {
  const translate = useLsmTranslate();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={type === 'DEFAULT' ? 'default' : 'primary'}
      label={translate(type === 'DEFAULT' ? 'lsm.employees.roles.default_group' : 'lsm.employees.roles.custom_group')}
    />
  );
};
