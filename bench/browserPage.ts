// A page of the browser bench: headless Debian Chromium with a fresh profile holding the bench user's
// session, and the time from navigation to the first data row.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import type { Session } from './server.ts';

export const CHROMIUM = '/usr/bin/chromium';
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const TIMEOUT_MS = 15_000;

/**
 * A table body row, or a data-grid row (not the header row), holding some text. A function, not a string:
 * the app's Content-Security-Policy (script-src 'self') refuses the eval a string predicate needs.
 */
const hasDataRow = () =>
  [...document.querySelectorAll('table tbody tr, [role="rowgroup"] [role="row"], [role="row"][data-rowindex]')].some(
    (row) => !row.closest('thead') && (row.textContent ?? '').trim().length > 0 && row.querySelectorAll('td, [role="gridcell"], [role="cell"]').length > 1,
  );

export async function timeToFirstRow(page: Page, url: string): Promise<number> {
  const started = performance.now();
  await page.goto(url, { waitUntil: 'commit', timeout: TIMEOUT_MS });
  await page.waitForFunction(hasDataRow, undefined, { timeout: TIMEOUT_MS, polling: 'raf' });
  return performance.now() - started;
}

/**
 * Waits until the page shown has settled (no request for 500 ms, Playwright's "networkidle"): a user reloads a page
 * they have been looking at. Reloading the moment the first row showed charged the old page's remaining work (the
 * calls and renders that follow a first row) to the reload: measured side by side, the inventory's warm reload
 * 393 → 301 ms, the reference's 268 → 209; the company list's 247 → 206, the reference's 266 → 208.
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: TIMEOUT_MS });
}

/**
 * A reload of the page shown, to its first data row. Not a second goto of the same URL: for a URL with a
 * fragment (the reference app's hash routes) that is a same-document navigation, which loads nothing.
 */
export async function reloadToFirstRow(page: Page): Promise<number> {
  const started = performance.now();
  await page.reload({ waitUntil: 'commit', timeout: TIMEOUT_MS });
  await page.waitForFunction(hasDataRow, undefined, { timeout: TIMEOUT_MS, polling: 'raf' });
  return performance.now() - started;
}

export async function withProfile<T>(session: Session, storeId: number, run: (context: BrowserContext, page: Page) => Promise<T>): Promise<T> {
  const profile = mkdtempSync(join(tmpdir(), 'lsm-bench-profile-'));
  const context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM, headless: true, args: ARGS });
  try {
    await context.addInitScript((stored: Record<string, string>) => {
      for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
    }, { ...session, lastFetched: String(Date.now()), benchStoreId: String(storeId) });
    return await run(context, context.pages()[0] ?? (await context.newPage()));
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

