import { CircularProgress, Grid } from '@mui/material';
import { useState } from 'react';
import type { StoreStatusUpdateBody } from '../../../contract/stores.ts';
import { useSaveFeedback } from '../../../custom/form/useSaveFeedback.ts';
import { CHANNEL_NAMES, summariseStoreStatus, type ChannelName } from '../../../domain/channelStatus.ts';
import { nextOpeningText } from '../../../domain/hours.ts';
import { ChannelCard } from './ChannelCard.tsx';
import { HomeCard } from './HomeCard.tsx';
import { InternalStatusControl } from './InternalStatusControl.tsx';
import { PauseDialog } from './PauseDialog.tsx';
import { StoreWideSummary } from './StoreWideSummary.tsx';
import { useChannelExtras } from './useChannelExtras.ts';
import { useNow } from './useNow.ts';
import { useChannelStatusUpdate, useStoreStatus, useStoreTimeZone } from './useStoreStatus.ts';
import { useLsmTranslate } from '../../../providers/i18n/useLsmTranslate.ts';

interface StoreStatusSectionProps {
  storeId: number;
  /** lm_edit_store_status: pause and resume */
  canEdit: boolean;
  /** internal users with lm_edit_store_status set the store status directly */
  canSetStatus: boolean;
}

/** Store and channel status (GET /stores/{id}/status) with pause and resume per channel or for all. */
export const StoreStatusSection = ({ storeId, canEdit, canSetStatus }: StoreStatusSectionProps) => {
  const translate = useLsmTranslate();
  const timeZone = useStoreTimeZone(storeId);
  const { data } = useStoreStatus(storeId, timeZone);
  const now = useNow();
  const update = useChannelStatusUpdate(storeId);
  const { succeeded } = useSaveFeedback();
  const [pausing, setPausing] = useState<ChannelName | 'all' | null>(null);
  const summary = data ? summariseStoreStatus(data, now) : null;
  const channels = summary?.channels ?? [];
  const extras = useChannelExtras(
    storeId,
    channels.map((channel) => channel.name),
  );

  if (!data || !summary || !timeZone) {
    return (
      <HomeCard id="store-status" title="lsm.store_home.status.title">
        <CircularProgress aria-label={translate('lsm.store_home.status.loading')} />
      </HomeCard>
    );
  }

  const { storeWide, operating } = summary;
  const opens = data.next_opening ? nextOpeningText(data.next_opening) : null;
  const changeable = channels.filter((channel) => channel.entry.success);
  // Only a channel taking orders now can be paused; a closed store's channels take none.
  const anyOnline = changeable.some((channel) => channel.state === 'open');
  const anyStopped = changeable.some((channel) => channel.entry.status === 'PAUSED' || channel.entry.status === 'OFFLINE');
  const resume = (target: ChannelName | 'all') => update.mutate({ dsp_name: target, is_active: true });
  // a refusal is shown by the status update itself, under the spec's heading
  const pause = (body: StoreStatusUpdateBody) =>
    update.mutateAsync(body).then(
      () => succeeded('lsm.store_home.pause_dialog.paused'),
      () => undefined,
    ).finally(() => setPausing(null));

  return (
    <HomeCard id="store-status" title="lsm.store_home.status.title">
      <StoreWideSummary
        operating={operating}
        storeWide={storeWide}
        opens={opens}
        currentPause={data.current_pause}
        timeZone={timeZone}
        onPauseAll={canEdit && anyOnline ? () => setPausing('all') : null}
        onResumeAll={canEdit && anyStopped ? () => resume('all') : null}
        busy={update.isPending}
      />
      <Grid container spacing={2}>
        {CHANNEL_NAMES.map((name) => {
          const linked = channels.filter((channel) => channel.name === name);
          return (linked.length ? linked : [null]).map((channel) => (
            <Grid key={`${name}-${channel?.entry.id ?? 'none'}`} size={{ xs: 12, sm: 6, lg: 3 }}>
              <ChannelCard
                name={name}
                channel={channel}
                timeZone={timeZone}
                opens={opens}
                pos={channel ? extras.pos[name] : undefined}
                unsynced={extras.unsynced[name]}
                canEdit={canEdit}
                busy={update.isPending}
                onPause={() => setPausing(name)}
                onResume={() => resume(name)}
              />
            </Grid>
          ));
        })}
      </Grid>
      {canSetStatus && <InternalStatusControl storeId={storeId} current={data.store_status?.codename ?? null} />}
      {pausing && (
        <PauseDialog
          target={pausing}
          timeZone={timeZone}
          onCancel={() => setPausing(null)}
          onConfirm={(body) => pause(body)}
        />
      )}
    </HomeCard>
  );
};
