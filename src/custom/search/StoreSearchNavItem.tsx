import SearchIcon from '@mui/icons-material/Search';
import { ListItemButton, ListItemIcon, ListItemText, Tooltip } from '@mui/material';
import { STORE_SEARCH_KEYS } from './searchShortcut.ts';
import { ShortcutHint } from './ShortcutHint.tsx';
import { openStoreSearch } from './storeSearchOpen.ts';
import { useLsmTranslate } from '../../providers/i18n/useLsmTranslate.ts';

/** Merchants' way into the global store search: an entry in their sidebar navigation. */
export const StoreSearchNavItem = ({ collapsed }: { collapsed: boolean }) => {
  const translate = useLsmTranslate();
  const label = translate('lsm.store_search.open');
  return (
    <Tooltip title={collapsed ? label : ''} placement="right">
      <ListItemButton aria-label={label} aria-keyshortcuts={STORE_SEARCH_KEYS} onClick={openStoreSearch}>
        <ListItemIcon sx={{ minWidth: collapsed ? 0 : 40 }}>
          <SearchIcon />
        </ListItemIcon>
        {!collapsed && (
          <>
            <ListItemText primary={label} />
            <ShortcutHint />
          </>
        )}
      </ListItemButton>
    </Tooltip>
  );
};
