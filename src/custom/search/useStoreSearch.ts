import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Store } from '../../contract/stores.ts';
import { useLsmDataProvider } from '../../providers/useLsmDataProvider.ts';
import { useIdentifiedUser } from '../../providers/useIdentifiedUser.ts';
import { alertFailure } from '../alert/alertFailure.ts';
import { useDebouncedValue } from '../hooks/useDebouncedValue.ts';
import { storeSearchQuery } from './storeSearchQuery.ts';

export type StoreSearchState =
  | { status: 'loading' }
  | { status: 'failed' }
  /** the stores found for `term`, the text as it was sent */
  | { status: 'ready'; stores: readonly Store[]; term: string };

/**
 * Stores matching `text`, asked for 500 ms after the text stops changing (leading whitespace does not
 * count). A merchant's search always carries their own company id; an internal user searches every company.
 */
export function useStoreSearch(text: string): StoreSearchState {
  const dataProvider = useLsmDataProvider();
  const current = useIdentifiedUser();
  const companyId = current?.isMerchant ? current.companyId : null;
  const typed = text.trimStart();
  const term = useDebouncedValue(typed);
  const { data, error, isPending } = useQuery({
    queryKey: ['stores', 'globalSearch', companyId, term],
    queryFn: ({ signal }) => dataProvider.getList<Store>('stores', { ...storeSearchQuery(term, companyId), signal }),
    retry: false,
    // Going back to a text searched moments ago answers at once.
    staleTime: 30_000,
  });
  useEffect(() => {
    if (error) alertFailure('unable_to_fetch_data', error);
  }, [error]);
  if (typed !== term || isPending) return { status: 'loading' };
  if (error || !data) return { status: 'failed' };
  return { status: 'ready', stores: data.data, term };
}
