import { useGetList } from 'react-admin';
import type { Store } from '../../contract/stores.ts';
import { FALLBACK_STORE_TIME_ZONE } from '../stores/home/storeTime.ts';

/**
 * A company has no time zone of its own: its banners are scheduled in the zone of its first store's Main
 * address (New York, the server's fallback, when there is none).
 */
export function useCompanyTimeZone(companyId: number): string {
  const { data } = useGetList<Store>('stores', { filter: { company_id: companyId }, pagination: { page: 1, perPage: 1 } });
  const main = data?.[0]?.address.find((address) => address.address_type === 'Main');
  return main?.timezone || FALLBACK_STORE_TIME_ZONE;
}
