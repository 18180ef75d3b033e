import { List, ListItemButton, ListItemIcon, ListItemText, ListSubheader, Tooltip } from '@mui/material';
import type { ReactElement } from 'react';
import type { SidebarTab } from './sidebarTab.ts';
import type { DetailPage, TabKey } from './tabVisibility.ts';
import { useLsmTranslate } from '../../providers/i18n/useLsmTranslate.ts';

interface SidebarTabListProps<Page extends DetailPage> {
  tabs: readonly SidebarTab<Page>[];
  active: TabKey<Page> | null;
  collapsed: boolean;
  onSelect: (key: TabKey<Page>) => void;
}

/** A collapsed tab shows its name on hover; an open one shows it already (a Tooltip with no title still costs its hooks on every tab). */
const TitleWhenCollapsed = ({ title, collapsed, children }: { title: string; collapsed: boolean; children: ReactElement }) =>
  collapsed ? (
    <Tooltip title={title} placement="right">
      {children}
    </Tooltip>
  ) : (
    children
  );

/** The visible tabs of a detail page, with grouped tabs (store Settings) under their group label. */
export function SidebarTabList<Page extends DetailPage>({ tabs, active, collapsed, onSelect }: SidebarTabListProps<Page>) {
  const translate = useLsmTranslate();
  return (
    <List component="nav" aria-label={translate('lsm.layout.sidebar_tabs')} dense>
      {tabs.map((tab, index) => {
        const label = translate(tab.label);
        const startsGroup = tab.group !== undefined && tabs[index - 1]?.group !== tab.group;
        const Icon = tab.icon;
        return [
          startsGroup && tab.group && !collapsed ? (
            <ListSubheader key={`group-${tab.group}`} component="div" disableSticky>
              {translate(tab.group)}
            </ListSubheader>
          ) : null,
          <TitleWhenCollapsed key={tab.key} title={label} collapsed={collapsed}>
            <ListItemButton
              selected={tab.key === active}
              aria-current={tab.key === active ? 'page' : undefined}
              aria-label={label}
              onClick={() => onSelect(tab.key)}
              sx={{ pl: tab.group && !collapsed ? 4 : 2 }}
            >
              <ListItemIcon sx={{ minWidth: collapsed ? 0 : 40 }}>
                <Icon />
              </ListItemIcon>
              {!collapsed && <ListItemText primary={label} />}
            </ListItemButton>
          </TitleWhenCollapsed>,
        ];
      })}
    </List>
  );
}
