import { keepPreviousData } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useGetList } from 'react-admin';
import type { GlobalItem } from '../../../contract/catalogue.ts';
import { useDebouncedValue } from '../../../custom/hooks/useDebouncedValue.ts';
import { DEFAULT_GLOBAL_ITEM_FILTERS, type GlobalItemListFilters } from '../../../domain/globalItemQuery.ts';
import { countExactOf, PAGE_SIZE } from '../../../domain/paging.ts';
import { alertFailure } from '../../../custom/alert/alertFailure.ts';
import { retryNetworkFailure } from '../choices/retryPolicy.ts';
import { useSelection } from './useSelection.ts';

/**
 * The global item list of one company (or of every company for internal users on /items): the
 * filters as chosen, the page, the selection, and the page of items from GET .../v2. The search text
 * reaches the query 500 ms after the last keystroke; every filter change goes back to page 1 and
 * clears the selection.
 */
export function useGlobalItemList(companyId: number | null) {
  const [filters, setFilters] = useState<GlobalItemListFilters>({ ...DEFAULT_GLOBAL_ITEM_FILTERS, companyId });
  const [page, setPageState] = useState(1);
  const selection = useSelection();
  const search = useDebouncedValue(filters.search);
  const [lastSearch, setLastSearch] = useState(search);
  if (search !== lastSearch) {
    setLastSearch(search);
    setPageState(1);
    selection.clear();
  }
  const applied = useMemo(() => ({ ...filters, search }), [filters, search]);

  const list = useGetList<GlobalItem>(
    'items',
    { pagination: { page, perPage: PAGE_SIZE }, filter: applied },
    {
      placeholderData: keepPreviousData,
      retry: retryNetworkFailure,
      onError: (error) => alertFailure('unable_to_fetch_data', error),
    },
  );

  const { clear } = selection;
  const changeFilters = useCallback(
    (patch: Partial<GlobalItemListFilters>) => {
      setFilters((current) => ({ ...current, ...patch }));
      setPageState(1);
      clear();
    },
    [clear],
  );
  const setSearch = useCallback((text: string) => setFilters((current) => ({ ...current, search: text.trimStart() })), []);
  const resetFilters = useCallback(() => {
    setFilters((current) => ({ ...DEFAULT_GLOBAL_ITEM_FILTERS, companyId: current.companyId }));
    setPageState(1);
    clear();
  }, [clear]);

  return {
    /** the filters as shown in the inputs (search as typed) */
    filters,
    /** the filters of the current query (search debounced) */
    applied,
    /** any filter but the search text: back to page 1, selection cleared */
    setFilters: changeFilters,
    /** the search text as typed (leading whitespace dropped); it reaches the query debounced */
    setSearch,
    resetFilters,
    page,
    setPage: setPageState,
    items: list.data ?? [],
    total: list.total ?? 0,
    /** false when more than `total` items match (the server stops counting) */
    countExact: countExactOf(list.meta),
    isPending: list.isPending,
    selection,
  };
}
