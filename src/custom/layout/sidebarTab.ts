import type { ComponentType } from 'react';
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
  body: ComponentType<TabBodyProps>;
  group?: LsmMessageKey;
}

export function tabLabelKey(page: DetailPage, key: string): LsmMessageKey {
  return `lsm.tabs.${page}.${key}` as LsmMessageKey;
}
