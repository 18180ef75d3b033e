import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AnalyticsQuery, DowntimeQuery, SalesQuery } from '../../contract/orders.ts';
import { offsetOf, PAGE_SIZE } from '../../domain/paging.ts';
import { useLsmDataProvider } from '../../providers/useLsmDataProvider.ts';
import { retryServerFailures, useFailureAlert } from '../../resources/stores/home/useFailureAlert.ts';

/** The analytics calls as queries keyed by their parameters; a failure shows the spec's fetch alert. */
export function useSales(query: SalesQuery) {
  const dataProvider = useLsmDataProvider();
  const result = useQuery({ queryKey: ['analytics', 'sales', query], queryFn: () => dataProvider.getSales(query), retry: retryServerFailures });
  useFailureAlert(result.error, 'unable_to_fetch_data');
  return result.data?.rows;
}

/**
 * Sales with a row per store (thousands platform-wide), a page at a time: the first page for the chart, the
 * page the table shows (the previous one stays while the next loads), and the page back to 1 when the query changes.
 */
export function useSalesPages(query: SalesQuery) {
  const dataProvider = useLsmDataProvider();
  const key = JSON.stringify(query);
  const [state, setState] = useState({ key, page: 1 });
  const page = state.key === key ? state.page : 1;
  const pageQuery = (at: number) => ({ ...query, offset: offsetOf(at), limit: PAGE_SIZE });
  const first = useQuery({ queryKey: ['analytics', 'sales', pageQuery(1)], queryFn: () => dataProvider.getSales(pageQuery(1)), retry: retryServerFailures });
  const shown = useQuery({ queryKey: ['analytics', 'sales', pageQuery(page)], queryFn: () => dataProvider.getSales(pageQuery(page)), retry: retryServerFailures, placeholderData: keepPreviousData });
  useFailureAlert(first.error ?? shown.error, 'unable_to_fetch_data');
  return {
    top: first.data?.rows,
    total: first.data?.total ?? 0,
    table: { rows: shown.data?.rows, paging: { total: shown.data?.total ?? first.data?.total ?? 0, page, setPage: (next: number) => setState({ key, page: next }) } },
  };
}

export function useDowntime(query: DowntimeQuery) {
  const dataProvider = useLsmDataProvider();
  const result = useQuery({ queryKey: ['analytics', 'downtime', query], queryFn: () => dataProvider.getDowntime(query), retry: retryServerFailures });
  useFailureAlert(result.error, 'unable_to_fetch_data');
  return result.data?.rows;
}

export function useTopItems(query: AnalyticsQuery & { limit: number }) {
  const dataProvider = useLsmDataProvider();
  const result = useQuery({ queryKey: ['analytics', 'top-items', query], queryFn: () => dataProvider.getTopItems(query), retry: retryServerFailures });
  useFailureAlert(result.error, 'unable_to_fetch_data');
  return result.data?.rows;
}
