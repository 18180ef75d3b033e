import { AppBar, Box, Toolbar } from '@mui/material';
import { BrandLink } from './BrandLink.tsx';
import { StoreSearchTrigger } from '../search/StoreSearchTrigger.tsx';
import { ProfileMenu } from './ProfileMenu.tsx';
import { TopBarTabs } from './TopBarTabs.tsx';
import { useIsMobile } from './useIsMobile.ts';

/** The global store search (Ctrl/Cmd+K) mounts into this slot. */
export const GLOBAL_STORE_SEARCH_SLOT_ID = 'global-store-search-slot';

/**
 * Fixed top bar, internal users only (spec 000 §2). Below 768 px it takes two rows (brand, search and
 * profile; then the tabs at full width) and scrolls away with the page instead of staying fixed.
 */
export const TopBar = () => {
  const isMobile = useIsMobile();
  return (
    <AppBar position={isMobile ? 'static' : 'fixed'} elevation={1}>
      <Toolbar sx={{ gap: isMobile ? 1 : 3, flexWrap: isMobile ? 'wrap' : 'nowrap' }}>
        <BrandLink to="/" />
        {!isMobile && <TopBarTabs />}
        <Box id={GLOBAL_STORE_SEARCH_SLOT_ID} sx={{ flexGrow: 1, display: 'flex', justifyContent: isMobile ? 'flex-end' : 'center' }}>
          <StoreSearchTrigger />
        </Box>
        <ProfileMenu />
      </Toolbar>
      {isMobile && <TopBarTabs />}
    </AppBar>
  );
};
