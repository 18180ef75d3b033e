import { useEffect } from 'react';
import { isStoreSearchShortcut } from './searchShortcut.ts';
import { openStoreSearch } from './storeSearchOpen.ts';

/** Opens the global store search on Ctrl/Cmd+K from anywhere, even from a text field. */
export function useStoreSearchShortcut(): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isStoreSearchShortcut(event)) return;
      // Browsers bind Ctrl+K to their own search box.
      event.preventDefault();
      openStoreSearch();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
