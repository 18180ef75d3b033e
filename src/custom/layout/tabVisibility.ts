import type { PermissionKey } from '../../domain/permissions.ts';

// Sidebar tabs per detail page (spec 000 §2) and their visibility (spec 000 §6, spec 001 §6).

/** The URL parameter naming a detail page's active tab. */
export const ACTIVE_TAB_PARAM = 'sidebarActiveTab';

export const DETAIL_PAGE_TABS = {
  store: ['home', 'inventory', 'menus', 'modifier-groups', 'store-settings', 'channels-settings', 'fee-settings'],
  company: ['stores', 'products', 'analytics', 'settings', 'employees', 'roles', 'banners', 'sync-grid'],
  employee: ['details', 'assigned-stores', 'notifications'],
  'match-items': ['manual-matches'],
} as const;

export type DetailPage = keyof typeof DETAIL_PAGE_TABS;
export type TabKey<Page extends DetailPage> = (typeof DETAIL_PAGE_TABS)[Page][number];

/**
 * "everyone"; "internal" (merchants reach the same screen from their own navigation, e.g. Analytics
 * at /insights, so the tab would show it twice); or the permission keys of which any one shows the tab.
 */
type TabRule = 'everyone' | 'internal' | readonly PermissionKey[];

const TAB_RULES: { [Page in DetailPage]: Record<TabKey<Page>, TabRule> } = {
  store: {
    home: ['lm_view_orders', 'lm_view_store_activity', 'lm_view_feedback', 'lm_view_store_status'],
    inventory: ['lm_view_store_inventory'],
    menus: ['lm_view_store_menus'],
    'modifier-groups': ['lm_view_store_menus'],
    'store-settings': ['lm_view_store_settings'],
    'channels-settings': ['lm_view_channel_settings'],
    'fee-settings': ['lm_view_fee_settings'],
  },
  company: {
    stores: 'everyone',
    products: 'everyone',
    analytics: 'internal',
    settings: ['view_company_details'],
    employees: ['view_employees'],
    roles: ['view_roles'],
    banners: ['view_banners'],
    'sync-grid': ['lm_view_channel_settings'],
  },
  employee: { details: 'everyone', 'assigned-stores': 'everyone', notifications: 'everyone' },
  'match-items': { 'manual-matches': 'everyone' },
};

/** The store Settings group and its sub-tabs, in order. */
export const STORE_SETTINGS_TABS = ['store-settings', 'channels-settings', 'fee-settings'] as const;

export const DEFAULT_TABS: { [Page in DetailPage]: TabKey<Page> } = {
  store: 'home',
  company: 'stores',
  employee: 'details',
  'match-items': 'manual-matches',
};

function allows(rule: TabRule, granted: readonly string[], isMerchant: boolean): boolean {
  if (rule === 'everyone') return true;
  if (rule === 'internal') return !isMerchant;
  return rule.some((key) => granted.includes(key));
}

export function isTabVisible<Page extends DetailPage>(page: Page, tab: TabKey<Page>, granted: readonly string[], isMerchant = false): boolean {
  const rules: Record<TabKey<Page>, TabRule> = TAB_RULES[page];
  return allows(rules[tab], granted, isMerchant);
}

export function visibleTabs<Page extends DetailPage>(page: Page, granted: readonly string[], isMerchant = false): TabKey<Page>[] {
  const tabs: readonly TabKey<Page>[] = DETAIL_PAGE_TABS[page];
  return tabs.filter((tab) => isTabVisible(page, tab, granted, isMerchant));
}

/** The Settings group shows when any of its sub-tabs does. */
export function isStoreSettingsGroupVisible(granted: readonly string[]): boolean {
  return STORE_SETTINGS_TABS.some((tab) => isTabVisible('store', tab, granted));
}

export function canEditStoreHours(granted: readonly string[]): boolean {
  return granted.includes('lm_view_store_hours');
}

export function isTabKeyOf<Page extends DetailPage>(page: Page, value: string): value is TabKey<Page> {
  const tabs: readonly string[] = DETAIL_PAGE_TABS[page];
  return tabs.includes(value);
}

/**
 * The tab to show: the requested one when it exists and is visible, else the page default when
 * visible, else the first visible tab, else null.
 */
export function resolveActiveTab<Page extends DetailPage>(
  page: Page,
  requested: string | null,
  granted: readonly string[],
  isMerchant = false,
): TabKey<Page> | null {
  if (requested !== null && isTabKeyOf(page, requested) && isTabVisible(page, requested, granted, isMerchant)) return requested;
  const fallback: TabKey<Page> = DEFAULT_TABS[page];
  if (isTabVisible(page, fallback, granted, isMerchant)) return fallback;
  return visibleTabs(page, granted, isMerchant)[0] ?? null;
}

/** The tab a URL asks for, else the page default, before the user's permissions are known (to preload its code). */
export function requestedTab<Page extends DetailPage>(page: Page, requested: string | null): TabKey<Page> {
  return requested !== null && isTabKeyOf(page, requested) ? requested : DEFAULT_TABS[page];
}
