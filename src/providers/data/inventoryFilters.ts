// The inventory list's filters and sort as the list keeps them, and the query they become (spec 001 §4, §5).
// The store-items adapter and the page's first script build the list call from them; the screens choose them.
import type { SaleState, StoreInventoryQuery, StoreItemFilters } from '../../contract/inventory.ts';
import { DEFAULT_MAX_PRICE, DEFAULT_MIN_PRICE } from '../../domain/numbers.ts';
import { offsetOf, PAGE_SIZE } from '../../domain/paging.ts';

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

