// Navigation to the first data row of a screen in headless Chromium: cold (fresh profile) and warm (again).
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import type { Session } from './server.ts';

export const CHROMIUM = '/usr/bin/chromium';
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const TIMEOUT_MS = 10_000;

export type ScreenResult = { available: false; reason: string } | { available: true; coldMs: number; warmMs: number };

/** A table body row, or a data-grid row (not the header row), holding some text. */
const HAS_DATA_ROW = `(() => {
  const rows = [...document.querySelectorAll('table tbody tr, [role="rowgroup"] [role="row"], [role="row"][data-rowindex]')];
  return rows.some((row) => !row.closest('thead') && (row.textContent ?? '').trim().length > 0 && row.querySelectorAll('td, [role="gridcell"], [role="cell"]').length > 1);
})()`;

async function timeToFirstRow(page: Page, url: string): Promise<number> {
  const started = performance.now();
  await page.goto(url, { waitUntil: 'commit', timeout: TIMEOUT_MS });
  await page.waitForFunction(HAS_DATA_ROW, undefined, { timeout: TIMEOUT_MS, polling: 'raf' });
  return performance.now() - started;
}

async function measureScreen(url: string, session: Session): Promise<ScreenResult> {
  const profile = mkdtempSync(join(tmpdir(), 'lsm-bench-profile-'));
  const context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM, headless: true, args: ARGS });
  try {
    await context.addInitScript((stored: Record<string, string>) => {
      for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
    }, { ...session, lastFetched: String(Date.now()) });
    const page = context.pages()[0] ?? (await context.newPage());
    const coldMs = await timeToFirstRow(page, url);
    const warmMs = await timeToFirstRow(page, url);
    return { available: true, coldMs, warmMs };
  } catch {
    return { available: false, reason: 'screen not available' };
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

export interface BrowserResults {
  companies: ScreenResult;
  inventory: ScreenResult;
}

export async function measureBrowser(baseUrl: string, session: Session, storeId: number): Promise<BrowserResults> {
  if (!existsSync(CHROMIUM)) {
    const missing = { available: false as const, reason: `no browser at ${CHROMIUM}` };
    return { companies: missing, inventory: missing };
  }
  return {
    companies: await measureScreen(`${baseUrl}/companies`, session),
    inventory: await measureScreen(`${baseUrl}/stores/${storeId}?sidebarActiveTab=inventory`, session),
  };
}
