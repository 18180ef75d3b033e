import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, List, ListItem } from '@mui/material';
import type { MenuHourInput } from '../../../contract/menus.ts';
import { DAY_NAMES, formatTime12h } from '../../../domain/time.ts';
import { useLsmTranslate } from '../../../providers/i18n/useLsmTranslate.ts';

interface OutsideHoursDialogProps {
  /** the slots outside the store's hours; null: closed */
  slots: readonly MenuHourInput[] | null;
  onConfirm(): void;
  onCancel(): void;
}

/** Asks before saving menu slots that lie outside the store's hours of their day. */
export const OutsideHoursDialog = ({ slots, onConfirm, onCancel }: OutsideHoursDialogProps) => {
  const translate = useLsmTranslate();
  return (
    <Dialog open={slots !== null} onClose={onCancel} aria-labelledby="menu-outside-title" maxWidth="xs" fullWidth>
      <DialogTitle id="menu-outside-title">{translate('lsm.menus.form.outside_title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate('lsm.menus.form.outside_intro')}</DialogContentText>
        <List dense>
          {(slots ?? []).map((slot) => (
            <ListItem key={`${slot.day_of_week}-${slot.open_time}-${slot.close_time}`}>
              {translate('lsm.menus.form.outside_slot', {
                day: DAY_NAMES[slot.day_of_week] ?? '',
                open: formatTime12h(slot.open_time),
                close: formatTime12h(slot.close_time),
              })}
            </ListItem>
          ))}
        </List>
        <DialogContentText>{translate('lsm.menus.form.outside_question')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>
          {translate('lsm.menus.confirm.cancel')}
        </Button>
        <Button variant="contained" onClick={onConfirm} autoFocus>
          {translate('lsm.menus.form.save_anyway')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
