import type { ComponentType } from 'react';
import type { LazyComponent } from '../lazy/lazyNamed.ts';
import type { LsmMessageKey } from '../../providers/i18n/messageKeys.ts';
import type { DetailPage, TabKey } from './tabVisibility.ts';

/** What a tab body receives: the id in the page's path. */
export interface TabBodyProps {
  id: string;
}

/** One sidebar tab of a detail page; tabs sharing a `group` are listed under that group's label. */
export interface SidebarTab<Page extends DetailPage> {
  key: TabKey<Page>;
  icon: ComponentType;
  body: LazyComponent<TabBodyProps>;
  group?: LsmMessageKey;
}

/** Every tab body of a detail page, by tab key: lazy, so each tab's code loads when first shown or preloaded. */
export type TabBodies<Page extends DetailPage> = Record<TabKey<Page>, LazyComponent<TabBodyProps>>;

export function tabLabelKey(page: DetailPage, key: string): LsmMessageKey {
  return `lsm.tabs.${page}.${key}` as LsmMessageKey;
}
