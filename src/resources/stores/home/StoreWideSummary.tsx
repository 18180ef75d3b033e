import { Button, Chip, Stack, Typography, type ChipProps } from '@mui/material';
import type { CurrentPause, OperatingStatusCodename, StoreWideState } from '../../../domain/channelStatus.ts';
import { formatStoreTime } from './storeTime.ts';
import { useLsmTranslate } from '../../../providers/i18n/useLsmTranslate.ts';

const OPERATING_COLOURS: Record<OperatingStatusCodename, ChipProps['color']> = {
  accepting_orders: 'success',
  paused: 'warning',
  offline: 'default',
  closed: 'default',
  integration_failure: 'error',
};

interface StoreWideSummaryProps {
  operating: OperatingStatusCodename;
  storeWide: StoreWideState;
  /** when a closed store opens next, null when open or unknown */
  opens: string | null;
  currentPause: CurrentPause | null;
  timeZone: string;
  /** shown when the user may pause and some channel is online / paused or offline */
  onPauseAll: (() => void) | null;
  onResumeAll: (() => void) | null;
  busy: boolean;
}

/** The store as a whole: operating status, what its channels add up to, and the store-wide actions. */
export const StoreWideSummary = ({ operating, storeWide, opens, currentPause, timeZone, onPauseAll, onResumeAll, busy }: StoreWideSummaryProps) => {
  const translate = useLsmTranslate();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, mb: 2 }}>
      <Stack spacing={0.5} sx={{ flexGrow: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="body2" color="text.secondary">
            {translate('lsm.store_home.status.operating_status')}
          </Typography>
          <Chip data-testid="operating-status" color={OPERATING_COLOURS[operating]} label={translate(`lsm.store_home.status.operating.${operating}`)} />
        </Stack>
        <Typography variant="h6" component="p" data-testid="store-wide-status">
          {storeWide === 'closed' && opens
            ? translate('lsm.store_home.status.closed_opens', { time: opens })
            : translate(`lsm.store_home.status.store_wide.${storeWide}`)}
        </Typography>
        {storeWide === 'all_paused' && currentPause && (
          <Typography variant="body2">
            {translate('lsm.store_home.status.store_paused_until', { time: formatStoreTime(currentPause.end_time, timeZone) })}
          </Typography>
        )}
        <Typography variant="caption" color="text.secondary">
          {translate('lsm.store_home.status.store_time', { zone: timeZone })}
        </Typography>
      </Stack>
      <Stack direction="row" spacing={1}>
        {onPauseAll && (
          <Button variant="outlined" color="warning" disabled={busy} onClick={onPauseAll}>
            {translate('lsm.store_home.status.pause_all')}
          </Button>
        )}
        {onResumeAll && (
          <Button variant="contained" disabled={busy} onClick={onResumeAll}>
            {translate('lsm.store_home.status.resume_all')}
          </Button>
        )}
      </Stack>
    </Stack>
  );
};
