import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useIdentifiedUser } from '../../providers/useIdentifiedUser.ts';
import { PAGES, type PageKey } from './pages.ts';
import { SidebarFrame } from './SidebarFrame.tsx';
import { useDocumentTitle } from './useDocumentTitle.ts';
import { useIsMobile } from './useIsMobile.ts';
import { useSidebarCollapse } from './useSidebarCollapse.ts';
import { useLsmTranslate } from '../../providers/i18n/useLsmTranslate.ts';

/** Frame of a top-level page: its title (from the page table) and content; merchants also get their sidebar. */
export const PageFrame = ({ page, children }: { page: PageKey; children?: ReactNode }) => {
  const translate = useLsmTranslate();
  const title = PAGES[page].title;
  const isMerchant = useIdentifiedUser()?.isMerchant ?? false;
  const { collapsed, toggle } = useSidebarCollapse();
  const isMobile = useIsMobile();
  useDocumentTitle(translate(title));
  return (
    <Box sx={{ display: 'flex', flexDirection: isMobile ? 'column' : 'row', flexGrow: 1, minWidth: 0 }}>
      {isMerchant && <SidebarFrame collapsed={collapsed} onToggle={toggle} />}
      <Box sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, md: 3 } }}>
        <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
          {translate(title)}
        </Typography>
        {children}
      </Box>
    </Box>
  );
};
