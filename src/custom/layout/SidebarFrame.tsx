import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import MenuIcon from '@mui/icons-material/Menu';
import { Box, Divider, IconButton } from '@mui/material';
import type { ReactNode } from 'react';
import { useIdentifiedUser } from '../../providers/useIdentifiedUser.ts';
import { BrandLink } from './BrandLink.tsx';
import { SIDEBAR_MEDIUM_WIDTH_UNITS, SIDEBAR_WIDTH_UNITS, TOP_BAR_HEIGHT_UNITS } from './breakpoints.ts';
import { MerchantNavigation } from './MerchantNavigation.tsx';
import { MerchantProfileBlock } from './MerchantProfileBlock.tsx';
import { useIsMobile } from './useIsMobile.ts';
import { useLsmTranslate } from '../../providers/i18n/useLsmTranslate.ts';

interface SidebarFrameProps {
  collapsed: boolean;
  onToggle: () => void;
  /** the page's own content: entity header and tabs */
  children?: ReactNode;
}

interface PhoneSidebarProps extends SidebarFrameProps {
  toggleLabel: string;
  /** the merchant's company (brand link, navigation and profile block); null for internal users */
  merchantCompanyId: number | null;
}

/**
 * Below 768 px the sidebar is a bar across the top: brand, the merchant's labelled navigation and a menu
 * button; opened, it shows the page's header and tabs (and the merchant's profile block) at full width.
 */
const PhoneSidebar = ({ collapsed, onToggle, toggleLabel, merchantCompanyId, children }: PhoneSidebarProps) => (
  <Box component="aside" sx={{ width: '100%', borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, px: 1, py: 0.5, minWidth: 0 }}>
      {merchantCompanyId !== null && (
        <>
          <Box sx={{ flex: 'none', px: 0.5 }}>
            <BrandLink to={`/companies/${merchantCompanyId}`} color="primary" />
          </Box>
          <MerchantNavigation collapsed row />
        </>
      )}
      <IconButton aria-label={toggleLabel} aria-expanded={!collapsed} onClick={onToggle} size="small" sx={{ ml: 'auto', flex: 'none' }}>
        {collapsed ? <MenuIcon /> : <ExpandLessIcon />}
      </IconButton>
    </Box>
    {!collapsed && (
      <>
        <Divider />
        {children}
        {merchantCompanyId !== null && <MerchantProfileBlock collapsed={false} />}
      </>
    )}
  </Box>
);

/**
 * The collapsible left sidebar. For merchants it also carries the brand link, the top-level tabs and
 * the profile block, since merchants have no top bar.
 */
export const SidebarFrame = ({ collapsed, onToggle, children }: SidebarFrameProps) => {
  const translate = useLsmTranslate();
  const current = useIdentifiedUser();
  const isMobile = useIsMobile();
  const isMerchant = current?.isMerchant ?? false;
  const toggleLabel = translate(collapsed ? 'lsm.layout.expand_sidebar' : 'lsm.layout.collapse_sidebar');
  if (isMobile) {
    return (
      <PhoneSidebar collapsed={collapsed} onToggle={onToggle} toggleLabel={toggleLabel} merchantCompanyId={isMerchant ? (current?.companyId ?? null) : null}>
        {children}
      </PhoneSidebar>
    );
  }
  return (
    <Box
      component="aside"
      sx={(theme) => ({
        width: collapsed
          ? theme.spacing(SIDEBAR_WIDTH_UNITS.collapsed)
          : { xs: theme.spacing(SIDEBAR_MEDIUM_WIDTH_UNITS), lg: theme.spacing(SIDEBAR_WIDTH_UNITS.expanded) },
        flexShrink: 0,
        borderRight: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        display: 'flex',
        flexDirection: 'column',
        position: 'sticky',
        top: isMerchant ? 0 : theme.spacing(TOP_BAR_HEIGHT_UNITS),
        height: isMerchant ? '100vh' : `calc(100vh - ${theme.spacing(TOP_BAR_HEIGHT_UNITS)})`,
        overflowY: 'auto',
        overflowX: 'hidden',
        transition: theme.transitions.create('width'),
      })}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: collapsed ? 'center' : 'space-between', p: 1 }}>
        {isMerchant && !collapsed && current?.companyId != null && (
          <Box sx={{ pl: 1 }}>
            <BrandLink to={`/companies/${current.companyId}`} color="primary" />
          </Box>
        )}
        <IconButton aria-label={toggleLabel} onClick={onToggle} size="small" sx={{ ml: 'auto' }}>
          {collapsed ? <ChevronRightIcon /> : <ChevronLeftIcon />}
        </IconButton>
      </Box>
      {isMerchant && (
        <>
          <MerchantNavigation collapsed={collapsed} />
          <Divider />
        </>
      )}
      <Box sx={{ flexGrow: 1 }}>{children}</Box>
      {isMerchant && <MerchantProfileBlock collapsed={collapsed} />}
    </Box>
  );
};
