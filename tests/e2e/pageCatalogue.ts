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
const NETWORK_QUIET_MS = 300;

const busyIndicators = (page: Page) => page.locator('[role="progressbar"]:visible, .MuiSkeleton-root:visible');

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

/**
 * Opens `path` inside the running app, as the browser's Back and Forward do (history entry and popstate, no
 * reload), then waits until no request has been under way for NETWORK_QUIET_MS and no progress indicator shows.
 * Needs `countRequests(page)` first. A walk of every page costs one script evaluation instead of one per page.
 */
export async function openInApp(page: Page, path: string, timeout = 15_000): Promise<void> {
  const count = requestCounts.get(page);
  if (!count) throw new Error('openInApp: call countRequests(page) before the first navigation');
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
  const deadline = Date.now() + timeout;
  // the calls of the new page start on the next render
  await page.waitForTimeout(50);
  while (Date.now() < deadline && (count.inFlight > 0 || Date.now() - count.lastChange < NETWORK_QUIET_MS)) {
    await page.waitForTimeout(50);
  }
  await noProgressShown(page, deadline);
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
async function discoverIds(page: Page, base: string, kind: AccountKind): Promise<DemoIds> {
  let companyId: string;
  if (kind === 'merchant') {
    await page.waitForURL((url) => /^\/companies\/\d+$/.test(url.pathname));
    companyId = new URL(page.url()).pathname.split('/')[2]!;
  } else {
    await openPage(page, base, '/companies');
    companyId = await firstLinkedId(page, 'companies', CATALOGUE_COMPANY);
  }
  await openPage(page, base, `/companies/${companyId}?${ACTIVE_TAB_PARAM}=stores`);
  const storeId = await firstLinkedId(page, 'stores');
  await openPage(page, base, `/companies/${companyId}?${ACTIVE_TAB_PARAM}=employees`);
  const employeeId = await firstOpenedId(page, 'employees');
  return { companyId, storeId, employeeId };
}

function tabPages(page: DetailPage, id: string): CataloguedPage[] {
  const path = page === 'company' ? 'companies' : page === 'store' ? 'stores' : page === 'employee' ? 'employees' : page;
  return DETAIL_PAGE_TABS[page].map((tab) => ({ name: `${page} / ${tab}`, path: `/${path}/${id}?${ACTIVE_TAB_PARAM}=${tab}` }));
}

/** The catalogue for a signed-in user (right after signing in: the merchant is on their home page). */
export async function cataloguePages(page: Page, base: string, kind: AccountKind): Promise<CataloguedPage[]> {
  const ids = await discoverIds(page, base, kind);
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
