import { useGetList } from 'react-admin';
import type { StoreItem } from '../../contract/inventory.ts';
import { PAGE_SIZE } from '../../domain/paging.ts';
import { useDebouncedValue } from '../../custom/hooks/useDebouncedValue.ts';

/** The store's items matching a search (the first 20 by name), through the store-items adapter. */
export function useStoreItemSearch(storeId: number, search: string, enabled = true) {
  const term = useDebouncedValue(search.trim());
  const { data, isPending } = useGetList<StoreItem>(
    'store-items',
    { filter: { storeId, ...(term ? { search: term } : {}) }, pagination: { page: 1, perPage: PAGE_SIZE }, sort: { field: 'name', order: 'ASC' } },
    { enabled, placeholderData: (previous) => previous },
  );
  return { items: data ?? [], isPending };
}
