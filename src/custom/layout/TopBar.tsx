import { AppBar, Box, Toolbar } from '@mui/material';
import { BrandLink } from './BrandLink.tsx';
import { StoreSearchTrigger } from '../search/StoreSearchTrigger.tsx';
import { ProfileMenu } from './ProfileMenu.tsx';
import { TopBarTabs } from './TopBarTabs.tsx';

/** The global store search (Ctrl/Cmd+K) mounts into this slot. */
export const GLOBAL_STORE_SEARCH_SLOT_ID = 'global-store-search-slot';

/** Fixed top bar, internal users only (spec 000 §2). */
export const TopBar = () => (
  <AppBar position="fixed" elevation={1}>
    <Toolbar sx={{ gap: 3 }}>
      <BrandLink to="/" />
      <TopBarTabs />
      <Box id={GLOBAL_STORE_SEARCH_SLOT_ID} sx={{ flexGrow: 1, display: 'flex', justifyContent: 'center' }}>
        <StoreSearchTrigger />
      </Box>
      <ProfileMenu />
    </Toolbar>
  </AppBar>
);
