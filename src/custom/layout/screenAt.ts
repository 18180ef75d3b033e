import type { UserType } from '../../contract/auth.ts';
import { PAGE_LIST, tabsOf, type DetailPage, type PageDeclaration, type PageKey, type TabDeclaration } from './pages.ts';
import { matchesRoutePattern } from './routeGuard.ts';
import { ACTIVE_TAB_PARAM, requestedTab } from './tabVisibility.ts';

/** What a URL shows first: its page and, on a detail page, the tab the URL asks for (else the page's first). */
export interface ScreenAt {
  key: PageKey;
  page: PageDeclaration;
  tab: TabDeclaration | null;
}

/**
 * The screen at this URL, before the user's permissions are known: what the page's first script and the app
 * preload. With a user type, only a page that user type may stay on. No React here (the first script reads it).
 */
export function screenAt({ pathname, search }: { pathname: string; search: string }, userType?: UserType): ScreenAt | null {
  const found = PAGE_LIST.find(([, page]) => (userType === undefined || page.userTypes.includes(userType)) && matchesRoutePattern(page.path, pathname));
  if (!found) return null;
  const [key, page] = found;
  if (page.tabs === undefined) return { key, page, tab: null };
  const detailPage = key as DetailPage;
  const tabKey = requestedTab(detailPage, new URLSearchParams(search).get(ACTIVE_TAB_PARAM));
  return { key, page, tab: tabsOf(detailPage).find((declared) => declared.key === tabKey) ?? null };
}
