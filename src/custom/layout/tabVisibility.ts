import { DETAIL_PAGES, tabsOf, type DetailPage, type TabKey, type TabRule } from './pages.ts';

export type { DetailPage, TabKey } from './pages.ts';

// Sidebar tabs per detail page (spec 000 §2) and their visibility (spec 000 §6, spec 001 §6), from the tabs of
// the page table (src/custom/layout/pages.ts).

/** The URL parameter naming a detail page's active tab. */
export const ACTIVE_TAB_PARAM = 'sidebarActiveTab';

function byPage<Value>(valueOf: <Page extends DetailPage>(page: Page) => Value): { [Page in DetailPage]: Value } {
  return Object.fromEntries(DETAIL_PAGES.map((page) => [page, valueOf(page)])) as { [Page in DetailPage]: Value };
}

/** The tab keys of each detail page, in order. */
export const DETAIL_PAGE_TABS = byPage((page) => tabsOf(page).map((tab) => tab.key)) as { [Page in DetailPage]: readonly TabKey<Page>[] };

const TAB_RULES = byPage((page) => Object.fromEntries(tabsOf(page).map((tab) => [tab.key, tab.show]))) as {
  [Page in DetailPage]: Record<TabKey<Page>, TabRule>;
};

/** The store Settings group and its sub-tabs, in order. */
export const STORE_SETTINGS_TABS = tabsOf('store')
  .filter((tab) => tab.group === 'lsm.tabs.store.settings')
  .map((tab) => tab.key);

/** The tab a detail page opens on: its first. */
export const DEFAULT_TABS = byPage((page) => tabsOf(page)[0].key) as { [Page in DetailPage]: TabKey<Page> };

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
