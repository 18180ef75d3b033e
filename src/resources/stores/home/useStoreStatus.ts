import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useGetOne } from 'react-admin';
import type { Store, StoreStatusAnswer, StoreStatusUpdateBody } from '../../../contract/stores.ts';
import { storeLocalDateTime } from '../../../domain/pauseDuration.ts';
import { useLsmDataProvider } from '../../../providers/useLsmDataProvider.ts';
import { alertFailure } from '../../../custom/alert/alertFailure.ts';
import type { InternalStatusRequest } from '../../../providers/data/storeHome.ts';
import { FALLBACK_STORE_TIME_ZONE } from './storeTime.ts';
import { retryServerFailures, useFailureAlert } from './useFailureAlert.ts';

/** Pauses end and partners change on their own: the status is read again this often. */
const STATUS_REFRESH_MS = 60_000;

export const storeStatusKey = (storeId: number) => ['stores', storeId, 'status'] as const;

/** The store's time zone (Main address), null while the store details load. */
export function useStoreTimeZone(storeId: number): string | null {
  const { data, error } = useGetOne<Store>('stores', { id: storeId }, { retry: retryServerFailures });
  useFailureAlert(error, 'unable_to_fetch_data');
  if (data) return data.address.find((address) => address.address_type === 'Main')?.timezone ?? FALLBACK_STORE_TIME_ZONE;
  return error ? FALLBACK_STORE_TIME_ZONE : null;
}

/** GET /stores/{id}/status with the store's wall clock as current_local_date, refreshed every minute. */
export function useStoreStatus(storeId: number, timeZone: string | null) {
  const dataProvider = useLsmDataProvider();
  const query = useQuery({
    queryKey: storeStatusKey(storeId),
    queryFn: () => dataProvider.getStoreStatus(storeId, storeLocalDateTime(new Date(), timeZone ?? FALLBACK_STORE_TIME_ZONE)),
    enabled: timeZone !== null,
    refetchInterval: STATUS_REFRESH_MS,
    retry: retryServerFailures,
  });
  // A failed background refresh keeps the last answer on screen; an alert every minute would only nag.
  useFailureAlert(query.isRefetchError ? null : query.error, 'unable_to_fetch_data');
  return query;
}

/** A call that answers the new status: the screen shows it at once, then reads it again. */
function useStatusChange<Variables>(storeId: number, call: (variables: Variables) => Promise<StoreStatusAnswer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (answer) => queryClient.setQueryData(storeStatusKey(storeId), answer),
    onError: (error) => alertFailure('unable_to_update_data', error),
    // A refusal by one partner can follow changes on the others: read what holds now either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: storeStatusKey(storeId) }),
  });
}

/** PUT /stores/{id}/status: pause (is_active false with pause_end) or resume (is_active true). */
export function useChannelStatusUpdate(storeId: number) {
  const dataProvider = useLsmDataProvider();
  return useStatusChange(storeId, (body: StoreStatusUpdateBody) => dataProvider.updateChannelStatus(storeId, body));
}

/** PUT /stores/{id}/internal_status (internal users). */
export function useInternalStatusUpdate(storeId: number) {
  const dataProvider = useLsmDataProvider();
  return useStatusChange(storeId, (body: InternalStatusRequest) => dataProvider.setInternalStoreStatus(storeId, body));
}
