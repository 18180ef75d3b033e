import { beginGlobalLoading, globalLoadingStore, whileGlobalLoading } from './globalLoadingStore.ts';
import { useStoreValue } from '../state/useStoreValue.ts';

export function useGlobalLoading() {
  const isGlobalLoading = useStoreValue(globalLoadingStore) > 0;
  return { isGlobalLoading, beginGlobalLoading, whileGlobalLoading };
}
