import type { ComponentType } from 'react';
import { lazyNamed, type LazyComponent } from '../lazy/lazyNamed.ts';
import { DETAIL_PAGES, tabsOf, type DetailPage, type TabKey } from './pages.ts';

/** What a tab body receives: the id in the page's path. */
export interface TabBodyProps {
  id: string;
}

/** Every tab body of a detail page, by tab key: lazy, so each tab's code loads when first shown or preloaded. */
export type TabBodies<Page extends DetailPage> = Record<TabKey<Page>, LazyComponent<TabBodyProps>>;

type TabModule = Record<string, ComponentType<TabBodyProps>>;

// The files a tab body can live in, each its own chunk: a tab's `body: 'StoreHomeTab'` in the page table is
// the StoreHomeTab export of StoreHomeTab.tsx.
const TAB_MODULES = import.meta.glob<TabModule>(['../../resources/**/*Tab.tsx', '../**/*Tab.tsx']);

/** The loader of each tab body file, by file name (StoreHomeTab for StoreHomeTab.tsx). */
export const TAB_BODY_FILES = new Map<string, () => Promise<TabModule>>();
const loaders = TAB_BODY_FILES;
for (const [path, load] of Object.entries(TAB_MODULES)) {
  const name = path.slice(path.lastIndexOf('/') + 1, -'.tsx'.length);
  if (loaders.has(name)) throw new Error(`Two tab body files are named ${name}.tsx`);
  loaders.set(name, load);
}

function tabBody(name: string): LazyComponent<TabBodyProps> {
  const load = loaders.get(name);
  if (!load) throw new Error(`No ${name}.tsx under src/resources or src/custom holds the tab body ${name}`);
  return lazyNamed(load, name);
}

/** The tab bodies of every detail page, from the page table. */
export const TAB_BODIES = Object.fromEntries(
  DETAIL_PAGES.map((page) => [page, Object.fromEntries(tabsOf(page).map((tab) => [tab.key, tabBody(tab.body)]))]),
) as { [Page in DetailPage]: TabBodies<Page> };
