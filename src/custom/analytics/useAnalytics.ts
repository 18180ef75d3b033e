import { useQuery } from '@tanstack/react-query';
import type { AnalyticsQuery, DowntimeQuery, SalesQuery } from '../../contract/orders.ts';
import { useLsmDataProvider } from '../../providers/useLsmDataProvider.ts';
import { retryServerFailures, useFailureAlert } from '../../resources/stores/home/useFailureAlert.ts';

/** The analytics calls as queries keyed by their parameters; a failure shows the spec's fetch alert. */
export function useSales(query: SalesQuery) {
  const dataProvider = useLsmDataProvider();
  const result = useQuery({ queryKey: ['analytics', 'sales', query], queryFn: () => dataProvider.getSales(query), retry: retryServerFailures });
  useFailureAlert(result.error, 'unable_to_fetch_data');
  return result.data?.rows;
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
