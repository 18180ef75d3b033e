import { useSyncExternalStore } from 'react';
import type { ExternalStore } from './createStore.ts';

export function useStoreValue<T>(store: ExternalStore<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
