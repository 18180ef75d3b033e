import { List, ListItemButton, ListItemIcon, ListItemText, Tooltip } from '@mui/material';
import { Link, useLocation } from 'react-router-dom';
import { navigationOf } from './pages.ts';
import { StoreSearchNavItem } from '../search/StoreSearchNavItem.tsx';
import { NAV_ICONS } from './navIcons.ts';
import { useLsmTranslate } from '../../providers/i18n/useLsmTranslate.ts';

const MERCHANT_TABS = navigationOf('MERCHANT');

interface MerchantNavigationProps {
  collapsed: boolean;
  /** one labelled row (the phone-width bar) instead of the sidebar's column */
  row?: boolean;
}

/** Merchant top-level tabs, from the page table: team and Analytics (spec 000 §2), after the global store search. */
export const MerchantNavigation = ({ collapsed, row = false }: MerchantNavigationProps) => {
  const translate = useLsmTranslate();
  const { pathname } = useLocation();
  if (row) {
    return (
      <List component="nav" aria-label={translate('lsm.layout.main_navigation')} dense disablePadding sx={{ display: 'flex', alignItems: 'center', minWidth: 0 }}>
        <StoreSearchNavItem collapsed />
        {MERCHANT_TABS.map(({ path, label }) => (
          <ListItemButton key={path} component={Link} to={path} selected={pathname === path} sx={{ flex: 'none', px: 1.5 }}>
            <ListItemText primary={translate(label)} />
          </ListItemButton>
        ))}
      </List>
    );
  }
  return (
    <List component="nav" aria-label={translate('lsm.layout.main_navigation')} dense>
      <StoreSearchNavItem collapsed={collapsed} />
      {MERCHANT_TABS.map(({ path, label, icon }) => {
        const Icon = NAV_ICONS[icon];
        return (
          <Tooltip key={path} title={collapsed ? translate(label) : ''} placement="right">
            <ListItemButton component={Link} to={path} selected={pathname === path} aria-label={translate(label)}>
              <ListItemIcon sx={{ minWidth: collapsed ? 0 : 40 }}>
                <Icon />
              </ListItemIcon>
              {!collapsed && <ListItemText primary={translate(label)} />}
            </ListItemButton>
          </Tooltip>
        );
      })}
    </List>
  );
};
