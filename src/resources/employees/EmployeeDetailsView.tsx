import { Box, Typography } from '@mui/material';
import { formatPhone } from '../../domain/phone.ts';
import { employeeLevelLabel } from '../../domain/roles.ts';
import type { LsmMessageKey } from '../../providers/i18n/messageKeys.ts';
import type { EmployeeProfile } from './useEmployeeProfile.ts';
import { useLsmTranslate } from '../../providers/i18n/useLsmTranslate.ts';

/** The employee's fields, read-only. */
export const EmployeeDetailsView = ({ profile }: { profile: EmployeeProfile }) => {
  const translate = useLsmTranslate();
  const role = profile.roles[0];
  const fields: [LsmMessageKey, string][] = [
    ['lsm.employees.details.first_name', profile.firstName],
    ['lsm.employees.details.last_name', profile.lastName],
    ['lsm.employees.details.email', profile.email],
    ['lsm.employees.details.phone', formatPhone(profile.phoneNo)],
    ['lsm.employees.details.employee_id', profile.employeeId ?? ''],
    ['lsm.employees.details.role', role?.label ?? employeeLevelLabel(profile.role)],
  ];
  return (
    // minmax(0, 1fr): a long email wraps instead of widening the page on a phone
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', columnGap: 3, rowGap: 1, m: 0 }}>
      {fields.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {translate(label)}
          </Typography>
          <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value || translate('lsm.employees.details.none')}
          </Typography>
        </Box>
      ))}
    </Box>
  );
};
