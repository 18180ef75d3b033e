import type { UserType } from '../../contract/auth.ts';
import type { PermissionKey } from '../../domain/permissions.ts';
import type { LsmMessageKey } from '../../providers/i18n/messageKeys.ts';
import type { NavIconName } from './navIcons.ts';
import type { TabIconName } from './tabIcons.ts';

// The pages of spec 000 §2 and the sidebar tabs of each detail page, each declared once. The routes
// (appRoutes.tsx), the route guard (routeGuard.ts), the top navigation (TopBarTabs, MerchantNavigation), the
// sidebar tabs, their bodies (tabBodies.ts) and their visibility (tabVisibility.ts) are derived from this table:
// a page, or a tab, is one entry. No React here: the route guard and the page's first calls (firstCalls.ts,
// sent before the app loads) read it, so icons and tab bodies are named, not imported.

/**
 * Who sees a tab: "everyone"; "internal" (merchants reach the same screen from their own navigation, e.g.
 * Analytics at /insights, so the tab would show it twice); or the permission keys of which any one shows it.
 */
export type TabRule = 'everyone' | 'internal' | readonly PermissionKey[];

/** One sidebar tab of a detail page. The first tab of a page is the one it opens on. */
export interface TabDeclaration {
  /** the value of ?sidebarActiveTab= */
  key: string;
  label: LsmMessageKey;
  icon: TabIconName;
  /** the tab's body: the component exported under this name by the file of the same name (loaded when first shown) */
  body: string;
  show: TabRule;
  /** tabs sharing a group are listed together under the group's label */
  group?: LsmMessageKey;
}

/** A page's place in the top navigation: internal users' top bar tabs, merchants' sidebar (with an icon). */
export interface PageNavigation {
  INTERNAL?: { label: LsmMessageKey };
  MERCHANT?: { label: LsmMessageKey; icon: NavIconName };
}

export interface PageDeclaration {
  /** react-router pattern; ":id" is one segment, and a trailing slash matches too */
  path: string;
  /** the user types that may stay on the page; the others are sent home */
  userTypes: readonly UserType[];
  /** top-level pages: the heading and document title (PageFrame); detail pages are titled by their tab and record */
  title: LsmMessageKey;
  /**
   * the page's component: exported under this name by the file of the same name, loaded when first visited
   * (appRoutes.tsx, or the resource's index.ts); the page's first script preloads its code by this name
   */
  component: string;
  /** the react-admin resource whose page this is (its `view` in the resource's index.ts), and whose hooks the page uses */
  resource?: 'companies' | 'employees' | 'items' | 'stores';
  view?: 'list' | 'edit';
  /** detail pages: their sidebar tabs, in order (the tab a URL names preloads with the page) */
  tabs?: readonly TabDeclaration[];
  /** shown in the top navigation of these user types, in table order */
  nav?: PageNavigation;
}

const BOTH: readonly UserType[] = ['INTERNAL', 'MERCHANT'];

export const PAGES = {
  home: { path: '/', userTypes: ['INTERNAL'], title: 'lsm.pages.home', component: 'HomePage' },
  companies: {
    path: '/companies',
    userTypes: ['INTERNAL'],
    title: 'lsm.pages.companies',
    component: 'CompanyListPage',
    resource: 'companies',
    view: 'list',
    nav: { INTERNAL: { label: 'lsm.nav.companies' } },
  },
  reports: { path: '/reports', userTypes: ['INTERNAL'], title: 'lsm.pages.reports', component: 'ReportsPage', nav: { INTERNAL: { label: 'lsm.nav.reports' } } },
  items: {
    path: '/items',
    userTypes: ['INTERNAL'],
    title: 'lsm.pages.items',
    component: 'ItemsPage',
    resource: 'items',
    view: 'list',
    nav: { INTERNAL: { label: 'lsm.nav.items' } },
  },
  employees: {
    path: '/employees',
    userTypes: BOTH,
    title: 'lsm.pages.employees',
    component: 'EmployeeListPage',
    resource: 'employees',
    view: 'list',
    nav: { MERCHANT: { label: 'lsm.nav.team', icon: 'team' } },
  },
  insights: { path: '/insights', userTypes: ['MERCHANT'], title: 'lsm.pages.insights', component: 'InsightsPage', nav: { MERCHANT: { label: 'lsm.nav.analytics', icon: 'analytics' } } },
  company: {
    path: '/companies/:id',
    userTypes: BOTH,
    title: 'lsm.pages.company',
    component: 'CompanyDetailPage',
    resource: 'companies',
    view: 'edit',
    tabs: [
      { key: 'stores', label: 'lsm.tabs.company.stores', icon: 'stores', body: 'CompanyStoresTab', show: 'everyone' },
      { key: 'products', label: 'lsm.tabs.company.products', icon: 'products', body: 'CompanyProductsTab', show: 'everyone' },
      { key: 'analytics', label: 'lsm.tabs.company.analytics', icon: 'analytics', body: 'CompanyAnalyticsTab', show: 'internal' },
      { key: 'settings', label: 'lsm.tabs.company.settings', icon: 'settings', body: 'CompanySettingsTab', show: ['view_company_details'] },
      { key: 'employees', label: 'lsm.tabs.company.employees', icon: 'employees', body: 'CompanyEmployeesTab', show: ['view_employees'] },
      { key: 'roles', label: 'lsm.tabs.company.roles', icon: 'roles', body: 'CompanyRolesTab', show: ['view_roles'] },
      { key: 'banners', label: 'lsm.tabs.company.banners', icon: 'banners', body: 'CompanyBannersTab', show: ['view_banners'] },
      { key: 'sync-grid', label: 'lsm.tabs.company.sync-grid', icon: 'sync', body: 'CompanySyncGridTab', show: ['lm_view_channel_settings'] },
    ],
  },
  employee: {
    path: '/employees/:id',
    userTypes: BOTH,
    title: 'lsm.pages.employee',
    component: 'EmployeeDetailPage',
    resource: 'employees',
    view: 'edit',
    tabs: [
      { key: 'details', label: 'lsm.tabs.employee.details', icon: 'badge', body: 'EmployeeDetailsTab', show: 'everyone' },
      { key: 'assigned-stores', label: 'lsm.tabs.employee.assigned-stores', icon: 'stores', body: 'EmployeeAssignedStoresTab', show: 'everyone' },
      { key: 'notifications', label: 'lsm.tabs.employee.notifications', icon: 'notifications', body: 'EmployeeNotificationsTab', show: 'everyone' },
    ],
  },
  store: {
    path: '/stores/:id',
    userTypes: BOTH,
    title: 'lsm.pages.store',
    component: 'StoreDetailPage',
    resource: 'stores',
    view: 'edit',
    tabs: [
      {
        key: 'home',
        label: 'lsm.tabs.store.home',
        icon: 'home',
        body: 'StoreHomeTab',
        show: ['lm_view_orders', 'lm_view_store_activity', 'lm_view_feedback', 'lm_view_store_status'],
      },
      { key: 'inventory', label: 'lsm.tabs.store.inventory', icon: 'inventory', body: 'StoreInventoryTab', show: ['lm_view_store_inventory'] },
      { key: 'menus', label: 'lsm.tabs.store.menus', icon: 'menus', body: 'StoreMenusTab', show: ['lm_view_store_menus'] },
      { key: 'modifier-groups', label: 'lsm.tabs.store.modifier-groups', icon: 'modifiers', body: 'StoreModifierGroupsTab', show: ['lm_view_store_menus'] },
      {
        key: 'store-settings',
        label: 'lsm.tabs.store.store-settings',
        icon: 'storefront',
        body: 'StoreStoreSettingsTab',
        show: ['lm_view_store_settings'],
        group: 'lsm.tabs.store.settings',
      },
      {
        key: 'channels-settings',
        label: 'lsm.tabs.store.channels-settings',
        icon: 'channels',
        body: 'StoreChannelsSettingsTab',
        show: ['lm_view_channel_settings'],
        group: 'lsm.tabs.store.settings',
      },
      {
        key: 'fee-settings',
        label: 'lsm.tabs.store.fee-settings',
        icon: 'fees',
        body: 'StoreFeeSettingsTab',
        show: ['lm_view_fee_settings'],
        group: 'lsm.tabs.store.settings',
      },
    ],
  },
  'match-items': {
    path: '/match-items/:id',
    userTypes: BOTH,
    title: 'lsm.pages.match_items',
    component: 'MatchItemsPage',
    tabs: [{ key: 'manual-matches', label: 'lsm.tabs.match-items.manual-matches', icon: 'compare', body: 'ManualMatchesTab', show: 'everyone' }],
  },
} as const satisfies Record<string, PageDeclaration>;

export type PageKey = keyof typeof PAGES;

/** Pages whose component is a resource's page (its index.ts); the others name their component in appRoutes.tsx. */
export type ResourcePageKey = { [Key in PageKey]: (typeof PAGES)[Key] extends { resource: string } ? Key : never }[PageKey];
export type CustomPageKey = Exclude<PageKey, ResourcePageKey>;

/** The pages with sidebar tabs. */
export type DetailPage = { [Key in PageKey]: (typeof PAGES)[Key] extends { tabs: readonly TabDeclaration[] } ? Key : never }[PageKey];

/** The tabs of a detail page, in order. */
export type DetailTabs<Page extends DetailPage> = (typeof PAGES)[Page]['tabs'];
export type TabKey<Page extends DetailPage> = DetailTabs<Page>[number]['key'];

export const DETAIL_PAGES = Object.keys(PAGES).filter((key) => 'tabs' in PAGES[key as PageKey]) as DetailPage[];

/** The tabs declared for a detail page, in order. */
export function tabsOf<Page extends DetailPage>(page: Page): readonly (TabDeclaration & { key: TabKey<Page> })[] {
  return PAGES[page].tabs;
}

export const PAGE_KEYS = Object.keys(PAGES) as PageKey[];

/** Every page as [key, declaration], in table order. */
export const PAGE_LIST: readonly (readonly [PageKey, PageDeclaration])[] = PAGE_KEYS.map((key) => [key, PAGES[key]]);

/** The path patterns a user type may stay on. */
export function pathsAllowedTo(userType: UserType): readonly string[] {
  return PAGE_LIST.filter(([, page]) => page.userTypes.includes(userType)).map(([, page]) => page.path);
}

/** The top navigation of a user type, in table order: each page's path with its label (and icon). */
export function navigationOf<User extends UserType>(userType: User): readonly ({ path: string } & NonNullable<PageNavigation[User]>)[] {
  return PAGE_LIST.flatMap(([, page]) => {
    const entry: PageNavigation[User] | undefined = page.nav?.[userType];
    return entry ? [{ path: page.path, ...entry }] : [];
  });
}
