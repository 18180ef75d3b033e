import { useQuery } from '@tanstack/react-query';
import type { StoreCountsRow } from '../../contract/employees.ts';
import { useLsmDataProvider } from '../../providers/useLsmDataProvider.ts';

/** Store counts and names of the listed employees (GET /stores/employees/list-count-and-store-names). */
export function useEmployeeStoreCounts(userIds: readonly number[]): readonly StoreCountsRow[] {
  const dataProvider = useLsmDataProvider();
  const { data } = useQuery({
    queryKey: ['employees', 'storeCounts', userIds],
    queryFn: () => dataProvider.getEmployeeStoreCounts(userIds),
    enabled: userIds.length > 0,
  });
  return data ?? [];
}
