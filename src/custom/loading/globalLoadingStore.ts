import { createStore } from '../state/createStore.ts';

/** How many operations currently hold the global loading flag. */
export const globalLoadingStore = createStore(0);

export function beginGlobalLoading(): () => void {
  globalLoadingStore.update((count) => count + 1);
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    globalLoadingStore.update((count) => Math.max(0, count - 1));
  };
}

/** Shows the full-area spinner while the promise is pending. */
export async function whileGlobalLoading<T>(work: Promise<T>): Promise<T> {
  const end = beginGlobalLoading();
  try {
    return await work;
  } finally {
    end();
  }
}
