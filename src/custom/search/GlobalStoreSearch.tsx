import { useEffect } from 'react';
import { StoreSearchDialog } from './StoreSearchDialog.tsx';
import { closeStoreSearch } from './storeSearchOpen.ts';
import { useStoreSearchShortcut } from './useStoreSearchShortcut.ts';

/** Ctrl/Cmd+K and the search palette, for every signed-in page; closed again when the user leaves. */
export const GlobalStoreSearch = () => {
  useStoreSearchShortcut();
  useEffect(() => closeStoreSearch, []);
  return <StoreSearchDialog />;
};
