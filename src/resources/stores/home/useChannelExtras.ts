import { useQueries, useQuery } from '@tanstack/react-query';
import type { ChannelName } from '../../../domain/channelStatus.ts';
import { useLsmDataProvider } from '../../../providers/useLsmDataProvider.ts';
import type { PosIntegration } from '../../../providers/data/storeHome.ts';
import { retryServerFailures, useFailureAlert } from './useFailureAlert.ts';

export interface ChannelExtras {
  pos: Partial<Record<ChannelName, PosIntegration>>;
  unsynced: Partial<Record<string, number>>;
}

/** POS integration status of each linked channel and the count of items not synced to each. */
export function useChannelExtras(storeId: number, channels: readonly ChannelName[]): ChannelExtras {
  const dataProvider = useLsmDataProvider();
  const posQueries = useQueries({
    queries: channels.map((partner) => ({
      queryKey: ['stores', storeId, 'pos-integration-status', partner],
      queryFn: () => dataProvider.getPosIntegrationStatus(storeId, partner),
      retry: retryServerFailures,
    })),
  });
  const unsync = useQuery({
    queryKey: ['stores', storeId, 'unsync-count'],
    queryFn: () => dataProvider.getUnsyncCount(storeId),
    retry: retryServerFailures,
  });
  useFailureAlert(posQueries.find((query) => query.error)?.error ?? null, 'unable_to_fetch_data');
  useFailureAlert(unsync.error, 'unable_to_fetch_store_partners');
  const pos: ChannelExtras['pos'] = {};
  channels.forEach((partner, index) => {
    const answer = posQueries[index]?.data;
    if (answer) pos[partner] = answer;
  });
  const unsynced = Object.fromEntries((unsync.data?.partners ?? []).map((row) => [row.partner, row.unsync_count]));
  return { pos, unsynced };
}
