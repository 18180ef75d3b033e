// The GETs a screen starts with, as path and query: the company list, a store's details and the store's
// inventory list. The adapters of companies.ts, stores.ts and inventory.ts send them, and the page's first
// script sends the same ones as it starts (src/custom/routes/firstCalls.ts). They live apart from the adapters
// so that this small first script carries these builders only, not the adapters and named methods of the areas.
import type { GetListParams } from 'react-admin';
import type { StoreInventoryQuery } from '../../contract/inventory.ts';
import { offsetOf, PAGE_SIZE } from '../../domain/paging.ts';
import type { ApiCall } from '../http.ts';
import { inventoryFilterState, inventoryListQuery, SORTABLE_COLUMNS, type InventorySort, type SortColumn } from './inventoryFilters.ts';

function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value.trimStart() || undefined : undefined;
}

const positiveId = (value: unknown): number | undefined => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : undefined;
};

/** GET /stores/company/?limit&offset&search_string&status: the company list. */
export function companyListCall(params: Pick<GetListParams, 'pagination' | 'filter'>): ApiCall {
  const perPage = params.pagination?.perPage ?? PAGE_SIZE;
  return {
    path: '/stores/company/',
    query: {
      limit: perPage,
      offset: offsetOf(params.pagination?.page ?? 1, perPage),
      search_string: text(params.filter?.q),
      status: text(params.filter?.status),
    },
  };
}

/** GET /stores/{id}?company_id: a store's details. */
export function storeCall(id: unknown, companyId: unknown): ApiCall {
  return { path: `/stores/${String(id)}`, query: { company_id: positiveId(companyId) } };
}

const isSortColumn = (field: string): field is SortColumn => (SORTABLE_COLUMNS as readonly string[]).includes(field);

/**
 * The store and query of a store-items getList: filter.storeId and the list's filter values
 * (InventoryFilterState keys: search, saleState, availability, …), sort and page.
 */
export function storeItemsListQuery({ filter, pagination, sort }: Pick<GetListParams, 'pagination' | 'sort' | 'filter'>) {
  const { storeId, ...values } = filter as Record<string, unknown>;
  if (typeof storeId !== 'number') throw new Error('store-items calls need the storeId');
  const order: InventorySort = { order: sort && isSortColumn(sort.field) ? sort.field : 'name', direction: sort?.order === 'DESC' ? 'DESC' : 'ASC' };
  const query = inventoryListQuery(inventoryFilterState(values), pagination?.page ?? 1, order, pagination?.perPage ?? PAGE_SIZE);
  return { storeId, query };
}

/** GET /inventory/{id}?filters: the inventory list. */
export function inventoryListCall(storeId: number, query: StoreInventoryQuery): ApiCall {
  return { path: `/inventory/${storeId}`, query: { ...query } };
}
