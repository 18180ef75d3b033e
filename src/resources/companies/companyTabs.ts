import StoreOutlinedIcon from '@mui/icons-material/StoreOutlined';
import CategoryOutlinedIcon from '@mui/icons-material/CategoryOutlined';
import InsightsOutlinedIcon from '@mui/icons-material/InsightsOutlined';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import AdminPanelSettingsOutlinedIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import ViewCarouselOutlinedIcon from '@mui/icons-material/ViewCarouselOutlined';
import SyncOutlinedIcon from '@mui/icons-material/SyncOutlined';
import type { SidebarTab } from '../../custom/layout/sidebarTab.ts';
import { companyTabBodies } from './companyTabBodies.ts';

/** The sidebar tabs of the company page, in order (visibility: custom/layout/tabVisibility.ts). */
export const companyTabs: readonly SidebarTab<'company'>[] = [
  { key: 'stores', icon: StoreOutlinedIcon, body: companyTabBodies.stores },
  { key: 'products', icon: CategoryOutlinedIcon, body: companyTabBodies.products },
  { key: 'analytics', icon: InsightsOutlinedIcon, body: companyTabBodies.analytics },
  { key: 'settings', icon: SettingsOutlinedIcon, body: companyTabBodies.settings },
  { key: 'employees', icon: GroupsOutlinedIcon, body: companyTabBodies.employees },
  { key: 'roles', icon: AdminPanelSettingsOutlinedIcon, body: companyTabBodies.roles },
  { key: 'banners', icon: ViewCarouselOutlinedIcon, body: companyTabBodies.banners },
  { key: 'sync-grid', icon: SyncOutlinedIcon, body: companyTabBodies['sync-grid'] },
];
