// The code of the page at the URL, fetched as the page starts (issue 19). Pages and tabs load when first shown
// (lazyNamed); on a load without the browser's cache their code was only asked for once the app's own code had
// arrived and run, a second round of some 30-90 files. The build writes, into index.html, the files each page
// and tab needs beyond what index.html already loads (vite.pageChunks.ts); the page's first script
// (src/startFirstCalls.ts) asks for those of the URL's page and tab at once. Keep this module free of React.
import type { UserType } from '../../contract/auth.ts';
import { hasCompleteStoredSession, readStoredSession } from '../../providers/session.ts';
import { screenAt } from '../layout/screenAt.ts';

/** The id of index.html's JSON element listing the files of each page and tab (vite.pageChunks.ts). */
export const PAGE_CHUNKS_ELEMENT_ID = 'lsm-page-chunks';

/** What that element holds: every file once, and for each lazily loaded module (by name) the indexes of its files. */
export interface PageChunks {
  files: string[];
  modules: Record<string, number[]>;
}

/** The modules the screen at this URL renders first: its page and the tab its URL names (or the page's first). */
export function pageModulesAt(location: { pathname: string; search: string }, userType: UserType): string[] {
  const screen = screenAt(location, userType);
  if (!screen) return [];
  return screen.tab ? [screen.page.component, screen.tab.body] : [screen.page.component];
}

function readPageChunks(document: Document): PageChunks | null {
  const text = document.getElementById(PAGE_CHUNKS_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as PageChunks;
  } catch {
    return null;
  }
}

/**
 * Asks for the code of the page at this URL (modulepreload: fetched and parsed, run when the app imports it),
 * for a stored session only: without one the sign-in page shows. The hrefs are the ones Vite's own preloading
 * uses, so it does not ask again.
 */
export function preloadPageChunksAt(location: { pathname: string; search: string }, document: Document = window.document): void {
  const stored = readStoredSession();
  if (!hasCompleteStoredSession(stored) || !stored.userType) return;
  const chunks = readPageChunks(document);
  if (chunks === null) return;
  const files = new Set(pageModulesAt(location, stored.userType).flatMap((name) => (chunks.modules[name] ?? []).map((index) => chunks.files[index])));
  for (const href of files) {
    if (href === undefined || document.querySelector(`link[href="${href}"]`)) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    link.dataset.pageChunk = '';
    document.head.appendChild(link);
  }
}
