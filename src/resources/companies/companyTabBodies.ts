import { lazyNamed } from '../../custom/lazy/lazyNamed.ts';
import type { TabBodies } from '../../custom/layout/sidebarTab.ts';

// Tab bodies load when first shown: their code (forms, pickers, editors) stays out of the first screen.
export const companyTabBodies: TabBodies<'company'> = {
  stores: lazyNamed(() => import('./tabs/CompanyStoresTab.tsx'), 'CompanyStoresTab'),
  products: lazyNamed(() => import('./tabs/CompanyProductsTab.tsx'), 'CompanyProductsTab'),
  analytics: lazyNamed(() => import('./tabs/CompanyAnalyticsTab.tsx'), 'CompanyAnalyticsTab'),
  settings: lazyNamed(() => import('./tabs/CompanySettingsTab.tsx'), 'CompanySettingsTab'),
  employees: lazyNamed(() => import('./tabs/CompanyEmployeesTab.tsx'), 'CompanyEmployeesTab'),
  roles: lazyNamed(() => import('./tabs/CompanyRolesTab.tsx'), 'CompanyRolesTab'),
  banners: lazyNamed(() => import('./tabs/CompanyBannersTab.tsx'), 'CompanyBannersTab'),
  'sync-grid': lazyNamed(() => import('./tabs/CompanySyncGridTab.tsx'), 'CompanySyncGridTab'),
};
