import GroupsIcon from '@mui/icons-material/Groups';
import InsightsIcon from '@mui/icons-material/Insights';
import { List, ListItemButton, ListItemIcon, ListItemText, Tooltip } from '@mui/material';
import type { ComponentType } from 'react';
import { useTranslate } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';
import type { LsmMessageKey } from '../../providers/i18n/messageKeys.ts';
import { StoreSearchNavItem } from '../search/StoreSearchNavItem.tsx';

const MERCHANT_TABS: readonly { path: string; label: LsmMessageKey; icon: ComponentType }[] = [
  { path: '/employees', label: 'lsm.nav.team', icon: GroupsIcon },
  { path: '/insights', label: 'lsm.nav.analytics', icon: InsightsIcon },
];

interface MerchantNavigationProps {
  collapsed: boolean;
  /** one labelled row (the phone-width bar) instead of the sidebar's column */
  row?: boolean;
}

/** Merchant top-level tabs: team and Analytics (spec 000 §2), after the global store search. */
export const MerchantNavigation = ({ collapsed, row = false }: MerchantNavigationProps) => {
  const translate = useTranslate();
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
      {MERCHANT_TABS.map(({ path, label, icon: Icon }) => (
        <Tooltip key={path} title={collapsed ? translate(label) : ''} placement="right">
          <ListItemButton component={Link} to={path} selected={pathname === path} aria-label={translate(label)}>
            <ListItemIcon sx={{ minWidth: collapsed ? 0 : 40 }}>
              <Icon />
            </ListItemIcon>
            {!collapsed && <ListItemText primary={translate(label)} />}
          </ListItemButton>
        </Tooltip>
      ))}
    </List>
  );
};
