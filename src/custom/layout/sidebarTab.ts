import type { ComponentType } from 'react';
import type { LazyComponent } from '../lazy/lazyNamed.ts';
import type { LsmMessageKey } from '../../providers/i18n/messageKeys.ts';
import { DETAIL_PAGES, tabsOf, type DetailPage, type TabKey } from './pages.ts';
import { TAB_BODIES, type TabBodyProps } from './tabBodies.ts';
import { TAB_ICONS } from './tabIcons.ts';

export type { TabBodies, TabBodyProps } from './tabBodies.ts';

/** One sidebar tab of a detail page; tabs sharing a `group` are listed under that group's label. */
export interface SidebarTab<Page extends DetailPage> {
  key: TabKey<Page>;
  label: LsmMessageKey;
  icon: ComponentType;
  body: LazyComponent<TabBodyProps>;
  group?: LsmMessageKey;
}

function sidebarTabs<Page extends DetailPage>(page: Page): readonly SidebarTab<Page>[] {
  const bodies = TAB_BODIES[page];
  return tabsOf(page).map(({ key, label, icon, group }) => ({ key, label, icon: TAB_ICONS[icon], body: bodies[key], group }));
}

/** The sidebar tabs of each detail page, in order, from the page table (visibility: tabVisibility.ts). */
export const SIDEBAR_TABS = Object.fromEntries(DETAIL_PAGES.map((page) => [page, sidebarTabs(page)])) as {
  [Page in DetailPage]: readonly SidebarTab<Page>[];
};
