import StoreOutlinedIcon from '@mui/icons-material/StoreOutlined';
import CategoryOutlinedIcon from '@mui/icons-material/CategoryOutlined';
import InsightsOutlinedIcon from '@mui/icons-material/InsightsOutlined';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import AdminPanelSettingsOutlinedIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import ViewCarouselOutlinedIcon from '@mui/icons-material/ViewCarouselOutlined';
import { lazyNamed } from '../../custom/lazy/lazyNamed.ts';
import type { SidebarTab } from '../../custom/layout/sidebarTab.ts';

// Tab bodies load when first shown: their code (forms, pickers, editors) stays out of the first screen.
const CompanyStoresTab = lazyNamed(() => import('./tabs/CompanyStoresTab.tsx'), 'CompanyStoresTab');
const CompanyProductsTab = lazyNamed(() => import('./tabs/CompanyProductsTab.tsx'), 'CompanyProductsTab');
const CompanyAnalyticsTab = lazyNamed(() => import('./tabs/CompanyAnalyticsTab.tsx'), 'CompanyAnalyticsTab');
const CompanySettingsTab = lazyNamed(() => import('./tabs/CompanySettingsTab.tsx'), 'CompanySettingsTab');
const CompanyEmployeesTab = lazyNamed(() => import('./tabs/CompanyEmployeesTab.tsx'), 'CompanyEmployeesTab');
const CompanyRolesTab = lazyNamed(() => import('./tabs/CompanyRolesTab.tsx'), 'CompanyRolesTab');
const CompanyBannersTab = lazyNamed(() => import('./tabs/CompanyBannersTab.tsx'), 'CompanyBannersTab');

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
