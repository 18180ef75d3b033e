// The global item list's filters (spec 001 §4) turned into the query fields of spec 001 §7.
import type { GlobalItemFilters, GlobalItemListQuery } from '../contract/catalogue.ts';
import { DEFAULT_MAX_PRICE, DEFAULT_MIN_PRICE } from './numbers.ts';
import { offsetOf } from './paging.ts';

/** Item availability filter: All, Available (active), Unavailable (inactive). */
export const AVAILABILITY_OPTIONS = ['all', 'available', 'unavailable'] as const;
export type Availability = (typeof AVAILABILITY_OPTIONS)[number];

/** Item filter options: All, Sold independently, Has modifiers, Not sold independently, Is a modifier. */
export const ITEM_FILTER_OPTIONS = ['all', 'sold_independently', 'has_modifiers', 'not_sold_independently', 'is_modifier'] as const;
export type ItemFilterOption = (typeof ITEM_FILTER_OPTIONS)[number];

/** Catalogue verification filter: Certified, Enriched, Unresolved, All. */
export const VERIFICATION_OPTIONS = ['certified', 'enriched', 'unresolved', 'all'] as const;
export type VerificationOption = (typeof VERIFICATION_OPTIONS)[number];

type Order = NonNullable<GlobalItemListQuery['order']>;
type SortDirection = NonNullable<GlobalItemListQuery['sort_dir']>;

/** The sort choices of the list, each an order column and a direction. */
export const SORT_OPTIONS = {
  name_asc: { order: 'name', sort_dir: 'ASC' },
  name_desc: { order: 'name', sort_dir: 'DESC' },
  price_asc: { order: 'retail_price', sort_dir: 'ASC' },
  price_desc: { order: 'retail_price', sort_dir: 'DESC' },
  newest: { order: 'created_at', sort_dir: 'DESC' },
  oldest: { order: 'created_at', sort_dir: 'ASC' },
  updated: { order: 'updated_at', sort_dir: 'DESC' },
} as const satisfies Record<string, { order: Order; sort_dir: SortDirection }>;
export type SortOption = keyof typeof SORT_OPTIONS;
export const SORT_OPTION_KEYS = Object.keys(SORT_OPTIONS) as SortOption[];

/** What the user chose on the list screen. */
export interface GlobalItemListFilters {
  /** the company whose catalogue is listed; null: every company (internal users) */
  companyId: number | null;
  /** also list the platform-wide items */
  showGlobalItemsContent: boolean;
  availability: Availability;
  itemOption: ItemFilterOption;
  verification: VerificationOption;
  categories: readonly number[];
  tags: readonly number[];
  menus: readonly number[];
  /** null: the default (0) */
  minPrice: number | null;
  /** null: the default (99999) */
  maxPrice: number | null;
  /** YYYY-MM-DD or YYYY-MM-DDTHH:mm:ss; '' for none */
  startDate: string;
  endDate: string;
  /** the text as typed; the query drops its leading whitespace */
  search: string;
  /** only items missing name, size, upc or category */
  incompleteOnly: boolean;
  /** only items linked to an out-of-stock store item */
  outOfStockOnly: boolean;
  sort: SortOption;
}

/** The list as it opens: available items, sorted by name, default price range (spec 001 §5, §7). */
export const DEFAULT_GLOBAL_ITEM_FILTERS: GlobalItemListFilters = {
  companyId: null,
  showGlobalItemsContent: false,
  availability: 'available',
  itemOption: 'all',
  verification: 'all',
  categories: [],
  tags: [],
  menus: [],
  minPrice: null,
  maxPrice: null,
  startDate: '',
  endDate: '',
  search: '',
  incompleteOnly: false,
  outOfStockOnly: false,
  sort: 'name_asc',
};

const ACTIVE: Record<Availability, NonNullable<GlobalItemFilters['active']>> = { all: 'all', available: 'true', unavailable: 'false' };

function itemOptionQuery(option: ItemFilterOption): Pick<GlobalItemFilters, 'sell_independently' | 'has_modifier_groups' | 'modifier_item'> {
  switch (option) {
    case 'sold_independently':
      return { sell_independently: true };
    case 'not_sold_independently':
      return { sell_independently: false };
    case 'has_modifiers':
      return { has_modifier_groups: true };
    case 'is_modifier':
      return { modifier_item: true };
    case 'all':
      return {};
  }
}

const orUndefined = <T>(values: readonly T[]): T[] | undefined => (values.length ? [...values] : undefined);

/**
 * The filter fields (list, bulk actions by filter): the ones not chosen are left out, so the query
 * string built from them (buildQuery) carries only what narrows the list.
 */
export function globalItemFilterQuery(filters: GlobalItemListFilters): GlobalItemFilters {
  const search = filters.search.trimStart();
  return {
    company_id: filters.companyId ?? undefined,
    ...itemOptionQuery(filters.itemOption),
    show_global_items_content: filters.showGlobalItemsContent || undefined,
    min_price: filters.minPrice ?? DEFAULT_MIN_PRICE,
    max_price: filters.maxPrice ?? DEFAULT_MAX_PRICE,
    start_date: filters.startDate || undefined,
    end_date: filters.endDate || undefined,
    menus: orUndefined(filters.menus),
    tags: orUndefined(filters.tags),
    active: ACTIVE[filters.availability],
    search_string: search || undefined,
    categories: orUndefined(filters.categories),
    out_of_stock: filters.outOfStockOnly || undefined,
    incomplete: filters.incompleteOnly || undefined,
    verification: filters.verification === 'all' ? undefined : filters.verification,
  };
}

/** The query of one page of the list: the filters, the sort and the offset of the 1-based page. */
export function globalItemListQuery(filters: GlobalItemListFilters, page: number): GlobalItemListQuery {
  const { order, sort_dir } = SORT_OPTIONS[filters.sort];
  return { ...globalItemFilterQuery(filters), order, sort_dir, offset: offsetOf(page) };
}

