import StoreOutlinedIcon from '@mui/icons-material/StoreOutlined';
import { CompanyStoresTab } from './tabs/CompanyStoresTab.tsx';
import CategoryOutlinedIcon from '@mui/icons-material/CategoryOutlined';
import { CompanyProductsTab } from './tabs/CompanyProductsTab.tsx';
import InsightsOutlinedIcon from '@mui/icons-material/InsightsOutlined';
import { CompanyAnalyticsTab } from './tabs/CompanyAnalyticsTab.tsx';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import { CompanySettingsTab } from './tabs/CompanySettingsTab.tsx';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import { CompanyEmployeesTab } from './tabs/CompanyEmployeesTab.tsx';
import AdminPanelSettingsOutlinedIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import { CompanyRolesTab } from './tabs/CompanyRolesTab.tsx';
import ViewCarouselOutlinedIcon from '@mui/icons-material/ViewCarouselOutlined';
import { CompanyBannersTab } from './tabs/CompanyBannersTab.tsx';
import type { SidebarTab } from '../../custom/layout/sidebarTab.ts';

/** The sidebar tabs of the company page, in order (visibility: custom/layout/tabVisibility.ts). */
export const companyTabs: readonly SidebarTab<'company'>[] = [
  { key: 'stores', icon: StoreOutlinedIcon, body: CompanyStoresTab },
  { key: 'products', icon: CategoryOutlinedIcon, body: CompanyProductsTab },
  { key: 'analytics', icon: InsightsOutlinedIcon, body: CompanyAnalyticsTab },
  { key: 'settings', icon: SettingsOutlinedIcon, body: CompanySettingsTab },
  { key: 'employees', icon: GroupsOutlinedIcon, body: CompanyEmployeesTab },
  { key: 'roles', icon: AdminPanelSettingsOutlinedIcon, body: CompanyRolesTab },
  { key: 'banners', icon: ViewCarouselOutlinedIcon, body: CompanyBannersTab },
];
