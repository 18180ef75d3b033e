import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { StoreHoursAnswer } from '../../../contract/stores.ts';
import { HttpError } from '../../../providers/HttpError.ts';
import { useLsmDataProvider } from '../../../providers/useLsmDataProvider.ts';
import { alertFailure } from '../../../custom/alert/alertFailure.ts';

export const storeHoursKey = (storeId: number) => ['stores', storeId, 'store-hours'] as const;

/**
 * The store's week and time zone (GET /stores/{id}/store-hours), one query shared by the sidebar and the
 * editor. A failure raises "Unable to fetch store hours" (server message, else "Failed to fetch store hours").
 */
export function useStoreHours(storeId: number, enabled = true) {
  const dataProvider = useLsmDataProvider();
  return useQuery({
    queryKey: storeHoursKey(storeId),
    queryFn: async () => {
      try {
        return await dataProvider.getStoreHours(storeId);
      } catch (error) {
        // A 401 ends the session elsewhere (authProvider.checkError).
        if (!(error instanceof HttpError && error.status === 401)) alertFailure('unable_to_fetch_store_hours', error);
        throw error;
      }
    },
    enabled,
    // Not retried: every failed attempt would raise the alert again.
    retry: false,
  });
}

/** Puts the week a PUT or DELETE answered into the shared query, so the sidebar text follows at once. */
export function useSetStoreHours(storeId: number) {
  const queryClient = useQueryClient();
  return (answer: StoreHoursAnswer) => queryClient.setQueryData(storeHoursKey(storeId), answer);
}
