import { DialogContent, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import type { StoreHourRow } from '../../../contract/stores.ts';
import { DAY_NAMES, formatTime12h } from '../../../domain/time.ts';
import { draftFromRows } from './weekDraft.ts';
import { useLsmTranslate } from '../../../providers/i18n/useLsmTranslate.ts';

/** The week as text, for users who may view the hours but not edit them. */
export const HoursReadOnly = ({ rows }: { rows: readonly StoreHourRow[] }) => {
  const translate = useLsmTranslate();
  return (
    <DialogContent dividers>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('lsm.storePage.hours.read_only')}
      </Typography>
      <Table size="small">
        <TableBody>
          {draftFromRows(rows).map((day) => (
            <TableRow key={day.dayOfWeek}>
              <TableCell component="th" scope="row">
                {DAY_NAMES[day.dayOfWeek]}
              </TableCell>
              <TableCell>
                {day.open
                  ? day.slots
                      .map((slot) =>
                        translate('lsm.storePage.hours.slot', {
                          open: formatTime12h(slot.open_time),
                          close: formatTime12h(slot.close_time),
                        }),
                      )
                      .join(', ')
                  : translate('lsm.storePage.hours.closed')}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </DialogContent>
  );
};
