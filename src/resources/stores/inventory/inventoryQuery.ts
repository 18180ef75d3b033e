// The inventory list's filters and sort, and the query they become (spec 001 §4, §5).
import type { GetListParams } from 'react-admin';
import type { SaleState, StoreInventoryQuery, StoreItemFilters } from '../../../contract/inventory.ts';
import { DEFAULT_MAX_PRICE, DEFAULT_MIN_PRICE } from '../../../domain/numbers.ts';
import { offsetOf, PAGE_SIZE } from '../../../domain/paging.ts';
import type { ApiCall } from '../../../providers/http.ts';

export const AVAILABILITY_CHOICES = ['all', 'available', 'unavailable'] as const;
export type Availability = (typeof AVAILABILITY_CHOICES)[number];

export const ITEM_TYPE_CHOICES = ['all', 'sold_independently', 'has_modifiers', 'not_sold_independently', 'is_modifier'] as const;
export type ItemType = (typeof ITEM_TYPE_CHOICES)[number];

export const SORTABLE_COLUMNS = ['name', 'price', 'quantity'] as const;
export type SortColumn = (typeof SORTABLE_COLUMNS)[number];

export interface InventorySort {
  order: SortColumn;
  direction: 'ASC' | 'DESC';
}

export const DEFAULT_SORT: InventorySort = { order: 'name', direction: 'ASC' };

export interface InventoryFilterState {
  /** leading whitespace already stripped */
  search: string;
  saleState: SaleState | '';
  availability: Availability;
  itemType: ItemType;
  categoryId: number | null;
  menuId: number | null;
  /** dollars as typed; blank means the default */
  minPrice: string;
  maxPrice: string;
}

export const DEFAULT_FILTERS: InventoryFilterState = {
  search: '',
  saleState: '',
  availability: 'all',
  itemType: 'all',
  categoryId: null,
  menuId: null,
  minPrice: '',
  maxPrice: '',
};

const ITEM_TYPE_FILTERS: Record<ItemType, StoreItemFilters> = {
  all: {},
  sold_independently: { sell_independently: true },
  has_modifiers: { has_modifier_groups: true },
  not_sold_independently: { sell_independently: false },
  is_modifier: { modifier_item: true },
};

function price(typed: string | number | null | undefined, fallback: number): number {
  const text = String(typed ?? '').trim();
  const value = Number(text);
  return text !== '' && Number.isFinite(value) && value >= 0 ? value : fallback;
}

/** The filters as the server takes them (the list, its select-all bulk actions). */
export function inventoryFilters(state: InventoryFilterState): StoreItemFilters {
  const filters: StoreItemFilters = {
    ...ITEM_TYPE_FILTERS[state.itemType],
    min_price: price(state.minPrice, DEFAULT_MIN_PRICE),
    max_price: price(state.maxPrice, DEFAULT_MAX_PRICE),
  };
  const search = state.search.trimStart();
  if (search) filters.search_string = search;
  if (state.saleState) filters.sale_state = state.saleState;
  if (state.availability !== 'all') filters.active = state.availability === 'available';
  if (state.categoryId !== null) filters.categories = [state.categoryId];
  if (state.menuId !== null) filters.menus = [state.menuId];
  return filters;
}

/** GET /inventory/{id}?filters: 20 a page. */
export function inventoryListQuery(state: InventoryFilterState, page: number, sort: InventorySort, perPage: number = PAGE_SIZE): StoreInventoryQuery {
  return {
    ...inventoryFilters(state),
    order: sort.order,
    sort_dir: sort.direction,
    offset: offsetOf(page, perPage),
    limit: perPage,
  };
}

/** The filter values of the inventory list as react-admin keeps them (only those set), over the defaults. */
export const inventoryFilterState = (values: Record<string, unknown>): InventoryFilterState => ({
  ...DEFAULT_FILTERS,
  ...(values as Partial<InventoryFilterState>),
});

/** The store-items getList params of the inventory list's first page (the list's own, and src/firstCalls). */
export function inventoryListParams(storeId: number, values: Partial<InventoryFilterState>, page: number, sort: InventorySort) {
  return {
    pagination: { page, perPage: PAGE_SIZE },
    sort: { field: sort.order, order: sort.direction },
    filter: { ...values, storeId },
  } satisfies Pick<GetListParams, 'pagination' | 'sort' | 'filter'>;
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

/** GET /inventory/{id}?filters (also sent as the inventory tab's page starts, src/firstCalls). */
export function inventoryListCall(storeId: number, query: StoreInventoryQuery): ApiCall {
  return { path: `/inventory/${storeId}`, query: { ...query } };
}
