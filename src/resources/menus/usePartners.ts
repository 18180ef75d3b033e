import { useQuery } from '@tanstack/react-query';
import type { Dsp } from '../../contract/channels.ts';
import { useLsmDataProvider } from '../../providers/useLsmDataProvider.ts';

const PARTNERS_STALE_MS = 10 * 60_000;

/** The partner directory (GET /stores/dsps): the channels a menu can sync to. */
export function usePartners(): Dsp[] {
  const dataProvider = useLsmDataProvider();
  const query = useQuery({ queryKey: ['menu-partners'], queryFn: () => dataProvider.getPartnerDirectory(), staleTime: PARTNERS_STALE_MS, retry: false });
  return query.data ?? [];
}
