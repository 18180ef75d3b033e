// Every page and sidebar tab a user type reaches, with the demo data's ids found through the app itself:
// the accessibility test and `npm run screenshots` walk the same list.
import type { Page } from 'playwright-core';
import { DETAIL_PAGE_TABS, type DetailPage } from '../../src/custom/layout/tabVisibility.ts';
import { ACTIVE_TAB_PARAM } from '../../src/custom/layout/useActiveTab.ts';

export type AccountKind = 'internal' | 'merchant';

/** The demo accounts the catalogue is walked with (password DEMO_PASSWORD). */
export const CATALOGUE_ACCOUNTS: Record<AccountKind, string> = {
  internal: 'ops@lsm.example',
  merchant: 'owner@cornermarket.example',
};

/** The company whose pages both accounts visit (the merchant's own). */
const CATALOGUE_COMPANY = 'Corner Market';

export interface CataloguedPage {
  /** e.g. "store / inventory" */
  name: string;
  /** path and query, e.g. /stores/1?sidebarActiveTab=inventory */
  path: string;
}

interface DemoIds {
  companyId: string;
  storeId: string;
  employeeId: string;
}

const PROGRESS_QUIET_MS = 300;

/** What shows while a page is loading. */
const BUSY_INDICATORS = ['[role="progressbar"]', '.MuiSkeleton-root'];
const busyIndicators = (page: Page) => page.locator(BUSY_INDICATORS.map((selector) => `${selector}:visible`).join(', '));

/** Waits until no progress indicator has shown for PROGRESS_QUIET_MS (bounded by `deadline`). */
async function noProgressShown(page: Page, deadline: number): Promise<void> {
  const busy = busyIndicators(page);
  while (Date.now() < deadline) {
    if ((await busy.count()) === 0) {
      await page.waitForTimeout(PROGRESS_QUIET_MS);
      if ((await busy.count()) === 0) return;
    }
    await page.waitForTimeout(100);
  }
}

/** Waits until the page's requests are done and no progress indicator is showing (best effort, bounded). */
export async function settle(page: Page, timeout = 15_000): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout }).catch(() => {});
  await noProgressShown(page, Date.now() + timeout);
}

export async function openPage(page: Page, base: string, path: string): Promise<void> {
  await page.goto(`${base}${path}`);
  await settle(page);
}

interface RequestCount {
  inFlight: number;
  lastChange: number;
}
const requestCounts = new WeakMap<Page, RequestCount>();

/**
 * Counts the page's requests under way from now on, for `openInApp`: Playwright's "networkidle" is a load state,
 * reached once per document, so it says nothing about the calls of a navigation inside the app.
 */
export function countRequests(page: Page): void {
  if (requestCounts.has(page)) return;
  const count: RequestCount = { inFlight: 0, lastChange: Date.now() };
  requestCounts.set(page, count);
  const change = (delta: number) => () => {
    count.inFlight = Math.max(0, count.inFlight + delta);
    count.lastChange = Date.now();
  };
  page.on('request', change(1));
  page.on('requestfinished', change(-1));
  page.on('requestfailed', change(-1));
}

/** How long a page opened in the app must stay still: no request, DOM change, progress indicator or animation. */
const QUIET_MS = 300;
/** How long it must have been still for `openInAppAndLook`'s first look, taken while the rest of QUIET_MS runs. */
const FIRST_LOOK_MS = 100;
const MIN_POLL_MS = 20;

/**
 * Waits in the page until it has been still for `quietMs` (or until `deadline`), and answers for how long: no DOM
 * mutation (seen by a MutationObserver installed on first use), no progress indicator or finite animation (a fade,
 * a slide) running when looked at, and nothing since `restart`. No named functions inside: `npm run screenshots`
 * runs under tsx, whose helpers they would call in the page.
 */
function pageQuietMs(page: Page, quietMs: number, deadline: number, restart: boolean): Promise<number> {
  return page.evaluate(
    async ({ busySelector, quietMs, maxWaitMs, restart }) => {
      const watch = window as unknown as { lsmLastChange?: number };
      if (watch.lsmLastChange === undefined) {
        new MutationObserver(() => {
          watch.lsmLastChange = performance.now();
        }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
      }
      if (restart || watch.lsmLastChange === undefined) watch.lsmLastChange = performance.now();
      const until = performance.now() + maxWaitMs;
      for (;;) {
        const progress = [...document.querySelectorAll(busySelector)].some((element) => {
          const box = element.getBoundingClientRect();
          return box.width > 0 && box.height > 0 && element.checkVisibility({ visibilityProperty: true });
        });
        const animating = document.getAnimations().some((animation) => animation.playState === 'running' && animation.effect?.getComputedTiming().endTime !== Infinity);
        if (progress || animating) watch.lsmLastChange = performance.now();
        const quiet = performance.now() - watch.lsmLastChange;
        if (quiet >= quietMs || performance.now() >= until) return quiet;
        await new Promise((resolve) => setTimeout(resolve, quietMs - quiet));
      }
    },
    { busySelector: BUSY_INDICATORS.join(', '), quietMs, maxWaitMs: Math.max(0, deadline - Date.now()), restart },
  );
}

/**
 * Waits until, for `quietMs`, no request has been under way and the page has been still (`pageQuietMs`; best
 * effort, bounded by `deadline`): one quiet period for both, not one after the other. Answers the Date.now() time
 * of the last change it saw, never too early (the page's own clock is read before the answer travels back).
 */
async function untilQuiet(page: Page, count: RequestCount, quietMs: number, deadline: number, restart = false): Promise<number> {
  for (;;) {
    const pageQuiet = await pageQuietMs(page, quietMs, deadline, restart);
    restart = false;
    const networkQuiet = count.inFlight > 0 ? 0 : Date.now() - count.lastChange;
    const quiet = Math.min(pageQuiet, networkQuiet);
    if (quiet >= quietMs || Date.now() >= deadline) return Date.now() - quiet;
    if (networkQuiet < quietMs) await page.waitForTimeout(Math.max(MIN_POLL_MS, quietMs - networkQuiet));
  }
}

/** Goes to `path` as the browser's Back and Forward do: a history entry and popstate, no reload. */
async function navigateInApp(page: Page, path: string): Promise<RequestCount> {
  const count = requestCounts.get(page);
  if (!count) throw new Error('openInApp: call countRequests(page) before the first navigation');
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
  return count;
}

/**
 * Opens `path` inside the running app (no reload) and waits until it is quiet: no request, DOM change, progress
 * indicator or animation for QUIET_MS. Needs `countRequests(page)` first. A walk of every page costs one script
 * evaluation instead of one per page.
 */
export async function openInApp(page: Page, path: string, timeout = 15_000): Promise<void> {
  const count = await navigateInApp(page, path);
  await untilQuiet(page, count, QUIET_MS, Date.now() + timeout, true);
}

/**
 * `openInApp`, answering `look()` of the page as it then stays. `look` (which must not change the page) runs once
 * the page has been still for FIRST_LOOK_MS, while the quiet period runs on, and once more at its end only when
 * something changed after the first look began: a walk's checks overlap the wait instead of following it.
 */
export async function openInAppAndLook<T>(page: Page, path: string, look: () => Promise<T>, timeout = 15_000): Promise<T> {
  const deadline = Date.now() + timeout;
  const count = await navigateInApp(page, path);
  await untilQuiet(page, count, FIRST_LOOK_MS, deadline, true);
  const lookStart = Date.now();
  const firstLook = await look();
  const lastChange = await untilQuiet(page, count, QUIET_MS, deadline);
  return lastChange < lookStart ? firstLook : look();
}

/** The first id in links to `/<section>/<id>` on the page. */
async function firstLinkedId(page: Page, section: string, name?: string): Promise<string> {
  const links = page.locator(`a[href^="/${section}/"]`);
  const link = name === undefined ? links.first() : links.filter({ hasText: name }).first();
  await link.waitFor({ state: 'attached' });
  const href = (await link.getAttribute('href')) ?? '';
  const id = new RegExp(`^/${section}/(\\d+)`).exec(href)?.[1];
  if (id === undefined) throw new Error(`No /${section}/<id> link on ${page.url()}`);
  return id;
}

/** The id of the first `/<section>/<id>` a link or a clickable table row on the page leads to. */
async function firstOpenedId(page: Page, section: string): Promise<string> {
  const link = page.locator(`a[href^="/${section}/"]`);
  const row = page.locator('tbody tr');
  await link.or(row).first().waitFor({ state: 'visible' });
  if ((await link.count()) > 0) return firstLinkedId(page, section);
  await row.first().click();
  await page.waitForURL((url) => url.pathname.startsWith(`/${section}/`));
  return new URL(page.url()).pathname.split('/')[2]!;
}

/** Finds the demo company, one of its stores and one employee, as a signed-in user of `kind` sees them. */
async function discoverIds(page: Page, kind: AccountKind): Promise<DemoIds> {
  let companyId: string;
  if (kind === 'merchant') {
    await page.waitForURL((url) => /^\/companies\/\d+$/.test(url.pathname));
    companyId = new URL(page.url()).pathname.split('/')[2]!;
  } else {
    await openInApp(page, '/companies');
    companyId = await firstLinkedId(page, 'companies', CATALOGUE_COMPANY);
  }
  await openInApp(page, `/companies/${companyId}?${ACTIVE_TAB_PARAM}=stores`);
  const storeId = await firstLinkedId(page, 'stores');
  await openInApp(page, `/companies/${companyId}?${ACTIVE_TAB_PARAM}=employees`);
  const employeeId = await firstOpenedId(page, 'employees');
  return { companyId, storeId, employeeId };
}

function tabPages(page: DetailPage, id: string): CataloguedPage[] {
  const path = page === 'company' ? 'companies' : page === 'store' ? 'stores' : page === 'employee' ? 'employees' : page;
  return DETAIL_PAGE_TABS[page].map((tab) => ({ name: `${page} / ${tab}`, path: `/${path}/${id}?${ACTIVE_TAB_PARAM}=${tab}` }));
}

/**
 * The catalogue for a signed-in user (right after signing in: the merchant is on their home page). The ids are
 * found on pages opened inside the app (`openInApp`), which leaves `page` counting its requests.
 */
export async function cataloguePages(page: Page, kind: AccountKind): Promise<CataloguedPage[]> {
  countRequests(page);
  const ids = await discoverIds(page, kind);
  const topLevel: CataloguedPage[] =
    kind === 'internal'
      ? [
          { name: 'home', path: '/' },
          { name: 'companies', path: '/companies' },
          { name: 'items', path: '/items' },
          { name: 'reports', path: '/reports' },
          { name: 'employees', path: '/employees' },
        ]
      : [
          { name: 'employees', path: '/employees' },
          { name: 'insights', path: '/insights' },
        ];
  return [
    ...topLevel,
    ...tabPages('company', ids.companyId),
    ...tabPages('store', ids.storeId),
    ...tabPages('employee', ids.employeeId),
    ...tabPages('match-items', ids.storeId),
  ];
}
