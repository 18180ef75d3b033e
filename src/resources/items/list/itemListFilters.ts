import { DEFAULT_GLOBAL_ITEM_FILTERS, type GlobalItemListFilters } from '../../../domain/globalItemQuery.ts';

/** The list's filter values as react-admin keeps them (URL or state), with the name of the company picked on /items. */
export type ItemListFilterValues = GlobalItemListFilters & { companyName?: string };

/** react-admin's filter values over the defaults: what the filter bar shows and the query asks. */
export const itemListFilters = (values: Record<string, unknown>): ItemListFilterValues => ({
  ...DEFAULT_GLOBAL_ITEM_FILTERS,
  ...(values as Partial<ItemListFilterValues>),
});

