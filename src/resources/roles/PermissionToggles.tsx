import { Box, FormControlLabel, Switch, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PERMISSION_GROUPS, type PermissionGroup } from '../../domain/permissions.ts';
import type { LsmMessageKey } from '../../providers/i18n/messageKeys.ts';

interface PermissionTogglesProps {
  granted: readonly string[];
  readOnly: boolean;
  onToggle(key: string, on: boolean): void;
}

const GROUPS = Object.keys(PERMISSION_GROUPS) as PermissionGroup[];

/** Every permission of spec 000 §6 in its group, with a toggle (disabled when read-only). */
export const PermissionToggles = ({ granted, readOnly, onToggle }: PermissionTogglesProps) => {
  const translate = useTranslate();
  return (
    <Box>
      {GROUPS.map((group) => (
        <Box key={group} component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2 }}>
          <Typography component="legend" variant="subtitle2" sx={{ fontWeight: 600 }}>
            {translate(`lsm.employees.permission_groups.${group}`)}
          </Typography>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            {PERMISSION_GROUPS[group].map((key) => (
              <FormControlLabel
                key={key}
                control={
                  <Switch
                    size="small"
                    checked={granted.includes(key)}
                    disabled={readOnly}
                    onChange={(event) => onToggle(key, event.target.checked)}
                  />
                }
                label={translate(`lsm.employees.permission_names.${key}` satisfies LsmMessageKey)}
              />
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
};
