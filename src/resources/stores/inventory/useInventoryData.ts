import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useGetList } from 'react-admin';
import type { StoreItem } from '../../../contract/inventory.ts';
import { countExactOf, suggestionsOf } from '../../../domain/paging.ts';
import { useLsmDataProvider } from '../../../providers/useLsmDataProvider.ts';
import { inventoryListParams, type InventoryFilterState, type InventorySort } from './inventoryQuery.ts';
import { useAlertOnError } from './useAlertOnError.ts';

export const STORE_ITEMS = 'store-items';

/** One page of the store's items (20), the total that matches, and close spellings when nothing matched. */
export function useInventoryList(storeId: number, applied: InventoryFilterState, page: number, sort: InventorySort) {
  const { data, total, meta, isPending, error } = useGetList<StoreItem>(
    STORE_ITEMS,
    inventoryListParams(storeId, applied, page, sort),
    { enabled: storeId > 0, placeholderData: keepPreviousData, retry: false },
  );
  useAlertOnError(error, 'unable_to_fetch_data');
  return { items: data ?? [], total: total ?? 0, countExact: countExactOf(meta), suggestions: suggestionsOf(meta), isPending };
}

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
