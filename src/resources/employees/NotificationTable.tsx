import { Switch, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { NotificationPreference } from '../../contract/employees.ts';
import type { LsmMessageKey } from '../../providers/i18n/messageKeys.ts';
import { useLsmTranslate } from '../../providers/i18n/useLsmTranslate.ts';

export type NotificationChannel = 'isEmail' | 'isSMS' | 'isMobile';

const CHANNELS: [NotificationChannel, LsmMessageKey][] = [
  ['isEmail', 'lsm.employees.notifications.email'],
  ['isSMS', 'lsm.employees.notifications.sms'],
  ['isMobile', 'lsm.employees.notifications.mobile'],
];

interface NotificationTableProps {
  preferences: readonly NotificationPreference[];
  disabled: boolean;
  onToggle(eventName: string, channel: NotificationChannel, on: boolean): void;
}

/** One row per event, a toggle per channel (email, SMS, mobile). */
export const NotificationTable = ({ preferences, disabled, onToggle }: NotificationTableProps) => {
  const translate = useLsmTranslate();
  return (
    // narrower cells on a phone: the event column and three toggles fit 390 px
    <Table size="small" sx={{ '& .MuiTableCell-root': { px: { xs: 0.5, sm: 2 } } }}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('lsm.employees.notifications.event')}</TableCell>
          {CHANNELS.map(([channel, label]) => (
            <TableCell key={channel} align="center">
              {translate(label)}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {preferences.map((preference) => (
          <TableRow key={preference.eventName}>
            <TableCell>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {preference.eventName}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {preference.eventDescription}
              </Typography>
            </TableCell>
            {CHANNELS.map(([channel, label]) => (
              <TableCell key={channel} align="center">
                <Switch
                  checked={preference[channel]}
                  disabled={disabled}
                  onChange={(event) => onToggle(preference.eventName, channel, event.target.checked)}
                  slotProps={{
                    input: {
                      'aria-label': translate('lsm.employees.notifications.toggle', {
                        channel: translate(label),
                        event: preference.eventName,
                      }),
                    },
                  }}
                />
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
