import { createStore } from '../state/createStore.ts';

/** Whether the global store search is open; any trigger (top bar, sidebar, shortcut) may open it. */
export const storeSearchOpenStore = createStore(false);

export const openStoreSearch = () => storeSearchOpenStore.set(true);
export const closeStoreSearch = () => storeSearchOpenStore.set(false);
