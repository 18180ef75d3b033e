import SearchIcon from '@mui/icons-material/Search';
import { Button, IconButton } from '@mui/material';
import { useIsMobile } from '../layout/useIsMobile.ts';
import { STORE_SEARCH_KEYS } from './searchShortcut.ts';
import { ShortcutHint } from './ShortcutHint.tsx';
import { openStoreSearch } from './storeSearchOpen.ts';
import { useLsmTranslate } from '../../providers/i18n/useLsmTranslate.ts';

/** The top bar's search box look-alike: opens the global store search. */
export const StoreSearchTrigger = () => {
  const translate = useLsmTranslate();
  const isMobile = useIsMobile();
  const label = translate('lsm.store_search.open');
  if (isMobile) {
    return (
      <IconButton color="inherit" aria-label={label} aria-keyshortcuts={STORE_SEARCH_KEYS} onClick={openStoreSearch}>
        <SearchIcon />
      </IconButton>
    );
  }
  return (
    <Button
      color="inherit"
      variant="outlined"
      startIcon={<SearchIcon />}
      aria-label={label}
      aria-keyshortcuts={STORE_SEARCH_KEYS}
      onClick={openStoreSearch}
      sx={{ textTransform: 'none', minWidth: 280, justifyContent: 'flex-start', borderColor: 'rgba(255,255,255,0.5)' }}
    >
      <span style={{ flexGrow: 1, textAlign: 'left' }}>{label}</span>
      <ShortcutHint />
    </Button>
  );
};
