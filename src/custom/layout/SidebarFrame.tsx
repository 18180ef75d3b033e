import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Box, Divider, IconButton } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useIdentifiedUser } from '../../providers/useIdentifiedUser.ts';
import { BrandLink } from './BrandLink.tsx';
import { SIDEBAR_WIDTH_UNITS, TOP_BAR_HEIGHT_UNITS } from './breakpoints.ts';
import { MerchantNavigation } from './MerchantNavigation.tsx';
import { MerchantProfileBlock } from './MerchantProfileBlock.tsx';

interface SidebarFrameProps {
  collapsed: boolean;
  onToggle: () => void;
  /** the page's own content: entity header and tabs */
  children?: ReactNode;
}

/**
 * The collapsible left sidebar. For merchants it also carries the brand link, the top-level tabs and
 * the profile block, since merchants have no top bar.
 */
export const SidebarFrame = ({ collapsed, onToggle, children }: SidebarFrameProps) => {
  const translate = useTranslate();
  const current = useIdentifiedUser();
  const isMerchant = current?.isMerchant ?? false;
  const toggleLabel = translate(collapsed ? 'lsm.layout.expand_sidebar' : 'lsm.layout.collapse_sidebar');
  return (
    <Box
      component="aside"
      sx={(theme) => ({
        width: theme.spacing(collapsed ? SIDEBAR_WIDTH_UNITS.collapsed : SIDEBAR_WIDTH_UNITS.expanded),
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
