import { useState } from 'react';
import { useDebouncedValue } from '../../../custom/hooks/useDebouncedValue.ts';
import { DEFAULT_FILTERS, DEFAULT_SORT, type InventoryFilterState, type InventorySort, type SortColumn } from './inventoryQuery.ts';

/**
 * Filters, sort and page of the inventory list. What is typed (search, prices) reaches the query 500 ms
 * after the typing stops; choices apply at once. Any change of filter or sort goes back to page 1.
 */
export function useInventoryFilters() {
  const [filters, setFilters] = useState<InventoryFilterState>(DEFAULT_FILTERS);
  const [sort, setSort] = useState<InventorySort>(DEFAULT_SORT);
  const [page, setPage] = useState(1);

  // Debounced as one string: a new object every render would restart the timer for ever.
  const typedKey = JSON.stringify([filters.search, filters.minPrice, filters.maxPrice]);
  const settledKey = useDebouncedValue(typedKey);
  const [search, minPrice, maxPrice] = JSON.parse(settledKey) as [string, string, string];
  const applied: InventoryFilterState = { ...filters, search, minPrice, maxPrice };

  const appliedKey = JSON.stringify([applied, sort]);
  const [lastKey, setLastKey] = useState(appliedKey);
  if (appliedKey !== lastKey) {
    setLastKey(appliedKey);
    setPage(1);
  }

  return {
    /** what the inputs show */
    filters,
    /** what the list is queried with */
    applied,
    /** a stable text naming the applied filters (selection is cleared when it changes) */
    appliedKey: JSON.stringify(applied),
    change: (next: Partial<InventoryFilterState>) => setFilters((current) => ({ ...current, ...next })),
    setSearch: (text: string) => setFilters((current) => ({ ...current, search: text.trimStart() })),
    reset: () => setFilters(DEFAULT_FILTERS),
    isFiltered: JSON.stringify(filters) !== JSON.stringify(DEFAULT_FILTERS),
    sort,
    /** same column: flips the direction; another column: ascending */
    sortBy: (order: SortColumn) =>
      setSort((current) => (current.order === order ? { order, direction: current.direction === 'ASC' ? 'DESC' : 'ASC' } : { order, direction: 'ASC' })),
    page,
    setPage,
  };
}

export type InventoryFilters = ReturnType<typeof useInventoryFilters>;
