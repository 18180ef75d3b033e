// The inventory list's first page as react-admin's getList params (the list's own, and src/firstCalls).
import type { GetListParams } from 'react-admin';
import { PAGE_SIZE } from '../../../domain/paging.ts';
import type { InventoryFilterState, InventorySort } from '../../../providers/data/inventoryFilters.ts';

/** The store-items getList params of the inventory list's first page (the list's own, and src/firstCalls). */
export function inventoryListParams(storeId: number, values: Partial<InventoryFilterState>, page: number, sort: InventorySort) {
  return {
    pagination: { page, perPage: PAGE_SIZE },
    sort: { field: sort.order, order: sort.direction },
    filter: { ...values, storeId },
  } satisfies Pick<GetListParams, 'pagination' | 'sort' | 'filter'>;
}
