import { Box, Toolbar } from '@mui/material';
import { Suspense, type ReactNode } from 'react';
import { useIdentifiedUser } from '../../providers/useIdentifiedUser.ts';
import { GlobalStoreSearch } from '../search/GlobalStoreSearch.tsx';
import { ContentLoading } from './ContentLoading.tsx';
import { RouteGuard } from './RouteGuard.tsx';
import { TopBar } from './TopBar.tsx';
import { useIsMobile } from './useIsMobile.ts';

/** react-admin layout: route guard, the internal users' top bar, the page, and the global store search. */
export const AppLayout = ({ children }: { children?: ReactNode }) => {
  const current = useIdentifiedUser();
  const hasTopBar = current !== null && !current.isMerchant;
  const isMobile = useIsMobile();
  return (
    <RouteGuard>
      <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
        {hasTopBar && (
          <>
            <TopBar />
            {/* room under the fixed bar; on phones the bar is in the flow */}
            {!isMobile && <Toolbar />}
          </>
        )}
        <Box component="main" sx={{ display: 'flex', flexGrow: 1, minWidth: 0 }}>
          <Suspense fallback={<ContentLoading />}>{children}</Suspense>
        </Box>
      </Box>
      {current !== null && <GlobalStoreSearch />}
    </RouteGuard>
  );
};
