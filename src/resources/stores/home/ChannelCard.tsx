import { Button, Card, CardActions, CardContent, Chip, Stack, Typography, type ChipProps } from '@mui/material';
import { pauseEnd, type ChannelName, type ChannelState, type LinkedChannel } from '../../../domain/channelStatus.ts';
import type { PosIntegration } from '../../../providers/data/storeHome.ts';
import { formatStoreTime } from './storeTime.ts';
import { useLsmTranslate } from '../../../providers/i18n/useLsmTranslate.ts';

const STATE_COLOURS: Record<ChannelState | 'not_linked', ChipProps['color']> = {
  open: 'success',
  paused: 'warning',
  offline: 'default',
  integration_failure: 'error',
  closed: 'default',
  not_linked: 'default',
};

interface ChannelCardProps {
  name: ChannelName;
  /** null when the store is not linked to this channel */
  channel: LinkedChannel | null;
  timeZone: string;
  /** when a closed store opens next ("9:00 AM", "Tue 9:00 AM"), null when open or unknown */
  opens: string | null;
  pos?: PosIntegration;
  unsynced?: number;
  canEdit: boolean;
  busy: boolean;
  onPause(): void;
  onResume(): void;
}

/** One delivery channel: its state, pause end, partner details and, when permitted, pause or resume. */
export const ChannelCard = ({ name, channel, timeZone, opens, pos, unsynced, canEdit, busy, onPause, onResume }: ChannelCardProps) => {
  const translate = useLsmTranslate();
  const state = channel?.state ?? 'not_linked';
  const end = channel && (state === 'paused' || state === 'offline') ? pauseEnd(channel.entry) : null;
  const status = channel?.entry.status;
  // A failing integration refuses changes until the partner link is repaired.
  const canPause = canEdit && channel !== null && channel.state === 'open' && channel.entry.success;
  const canResume = canEdit && channel !== null && channel.entry.success && (status === 'PAUSED' || status === 'OFFLINE');
  const headingId = `channel-${name}-heading`;
  return (
    <Card component="section" variant="outlined" aria-labelledby={headingId} sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
          <Typography id={headingId} variant="subtitle1" component="h4" sx={{ fontWeight: 600 }}>
            {name}
          </Typography>
          <Chip
            size="small"
            color={STATE_COLOURS[state]}
            variant={state === 'not_linked' ? 'outlined' : 'filled'}
            label={translate(`lsm.store_home.channel.states.${state}`)}
          />
        </Stack>
        {end && (
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {translate(state === 'paused' ? 'lsm.store_home.channel.paused_until' : 'lsm.store_home.channel.offline_until', {
              time: formatStoreTime(end, timeZone),
            })}
          </Typography>
        )}
        {state === 'closed' && opens && (
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {translate('lsm.store_home.channel.opens', { time: opens })}
          </Typography>
        )}
        {/* The partner's "Online on ..." would contradict a closed store. */}
        {channel && state !== 'closed' && (
          <Typography variant="body2" color="text.secondary">
            {channel.entry.description}
          </Typography>
        )}
        {channel?.entry.partner_store_id && (
          <Typography variant="body2" color="text.secondary">
            {translate('lsm.store_home.channel.partner_store_id', { channel: name, id: channel.entry.partner_store_id })}
          </Typography>
        )}
        {pos && (
          <Typography variant="body2" color={pos.pos_enabled && !pos.connected ? 'error' : 'text.secondary'}>
            {!pos.pos_enabled
              ? translate('lsm.store_home.channel.pos_off')
              : pos.connected
                ? translate('lsm.store_home.channel.pos_connected')
                : translate('lsm.store_home.channel.pos_problem', { status: pos.status })}
          </Typography>
        )}
        {unsynced !== undefined && unsynced > 0 && (
          <Typography variant="body2" color="warning.main">
            {translate('lsm.store_home.channel.unsynced', { smart_count: unsynced })}
          </Typography>
        )}
      </CardContent>
      {(canPause || canResume) && (
        <CardActions>
          {canPause && (
            <Button size="small" variant="outlined" color="warning" disabled={busy} onClick={onPause}>
              {translate('lsm.store_home.channel.pause')}
            </Button>
          )}
          {canResume && (
            <Button size="small" variant="contained" disabled={busy} onClick={onResume}>
              {translate('lsm.store_home.channel.resume')}
            </Button>
          )}
        </CardActions>
      )}
    </Card>
  );
};
