import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLsmDataProvider } from '../../../providers/useLsmDataProvider.ts';
import { useAlertOnError } from './useAlertOnError.ts';

export const STORE_ITEMS = 'store-items';

/** GET /inventory/{id}/inventory-count */
export function useInventoryCount(storeId: number, enabled: boolean) {
  const dataProvider = useLsmDataProvider();
  const query = useQuery({
    queryKey: [STORE_ITEMS, 'count', storeId],
    queryFn: () => dataProvider.getInventoryCount(storeId),
    enabled: enabled && storeId > 0,
    retry: false,
  });
  useAlertOnError(query.error, 'unable_to_fetch_data');
  return query.data ?? null;
}

/** Refetches everything about store items (lists, counts, items, choices that depend on them). */
export function useInventoryRefresh(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: [STORE_ITEMS] }), [queryClient]);
}
