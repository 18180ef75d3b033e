import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Typography,
} from '@mui/material';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import type { ChannelName } from '../../../domain/channelStatus.ts';
import { countsAsOffline, PAUSE_PRESETS, presetPauseEnd, type PausePreset } from '../../../domain/pauseDuration.ts';
import { formatStoreTime, inStoreTime } from './storeTime.ts';
import { useNow } from './useNow.ts';
import { useLsmTranslate } from '../../../providers/i18n/useLsmTranslate.ts';

type Choice = PausePreset | 'custom';
const CHOICES: readonly Choice[] = [...PAUSE_PRESETS, 'custom'];
const HOUR_MS = 3_600_000;
/** The field shows no seconds, so the chosen end has none. */
const wholeMinute = (value: Dayjs) => (value.isValid() ? value.second(0).millisecond(0) : value);

interface PauseDialogProps {
  /** the channel to pause, or every linked channel */
  target: ChannelName | 'all';
  timeZone: string;
  pending: boolean;
  onCancel(): void;
  onConfirm(pauseEnd: Date): void;
}

/** How long to pause: presets from 30 minutes to the rest of the store's day, or a chosen store-time end. */
export const PauseDialog = ({ target, timeZone, pending, onCancel, onConfirm }: PauseDialogProps) => {
  const translate = useLsmTranslate();
  const now = useNow(15_000);
  const [choice, setChoice] = useState<Choice>('30m');
  const [customEnd, setCustomEnd] = useState<Dayjs | null>(() => wholeMinute(inStoreTime(new Date(Date.now() + HOUR_MS), timeZone)));

  const endAt = (at: Date): Date | null => {
    if (choice !== 'custom') return presetPauseEnd(choice, at, timeZone);
    return customEnd?.isValid() ? customEnd.toDate() : null;
  };
  const end = endAt(now);
  const inFuture = end !== null && end.getTime() > now.getTime();
  const title = target === 'all' ? translate('lsm.store_home.pause_dialog.title_all') : translate('lsm.store_home.pause_dialog.title', { channel: target });

  const confirm = () => {
    // Presets count from the moment of the click, not from when the dialog opened.
    const chosen = endAt(new Date());
    if (chosen && chosen.getTime() > Date.now()) onConfirm(chosen);
  };

  return (
    <Dialog open onClose={pending ? undefined : onCancel} maxWidth="xs" fullWidth aria-labelledby="pause-dialog-title">
      <DialogTitle id="pause-dialog-title">{title}</DialogTitle>
      <DialogContent>
        <FormControl>
          <FormLabel id="pause-duration-label">{translate('lsm.store_home.pause_dialog.duration')}</FormLabel>
          <RadioGroup aria-labelledby="pause-duration-label" value={choice} onChange={(event) => setChoice(event.target.value as Choice)}>
            {CHOICES.map((option) => (
              <FormControlLabel key={option} value={option} control={<Radio />} label={translate(`lsm.store_home.pause_dialog.presets.${option}`)} />
            ))}
          </RadioGroup>
        </FormControl>
        {choice === 'custom' && (
          <LocalizationProvider dateAdapter={AdapterDayjs}>
            <DateTimePicker
              label={translate('lsm.store_home.pause_dialog.custom_end')}
              value={customEnd}
              onChange={(value) => setCustomEnd(value && wholeMinute(value))}
              timezone={timeZone}
              disablePast
              sx={{ mt: 1, width: '100%' }}
            />
          </LocalizationProvider>
        )}
        {end && inFuture && (
          <Typography role="status" sx={{ mt: 2 }}>
            {translate('lsm.store_home.pause_dialog.ends', { time: formatStoreTime(end, timeZone) })}
          </Typography>
        )}
        {choice === 'custom' && !inFuture && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {translate('lsm.store_home.pause_dialog.in_the_past')}
          </Alert>
        )}
        {end && inFuture && countsAsOffline(end, now) && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {translate('lsm.store_home.pause_dialog.offline_warning')}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={pending}>
          {translate('lsm.store_home.pause_dialog.cancel')}
        </Button>
        <Button variant="contained" color="warning" onClick={confirm} disabled={pending || !inFuture}>
          {translate('lsm.store_home.pause_dialog.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
