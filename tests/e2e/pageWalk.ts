// The walk over every catalogued page and tab at three widths (tests/e2e/pageCatalogue.ts lists them): no sideways
// scrolling, the main navigation readable, no axe violation. One walk per account kind, each in a file of its own
// so the two e2e workers share them.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { axeViolations, describeViolations, violationCount } from './axe.ts';
import { baseUrl, openSignedIn } from './browser.ts';
import { CATALOGUE_ACCOUNTS, cataloguePages, countRequests, openInApp, type AccountKind } from './pageCatalogue.ts';

export const WALK_TIMEOUT_MS = 900_000;
const WIDTHS = [1440, 1024, 390] as const;
type Width = (typeof WIDTHS)[number];
const HEIGHT = 900;
/**
 * axe runs at 1440 px for both walks and at 390 px (scrolling top-bar tabs, cards instead of tables) on the
 * merchant's, whose pages share their layout with the internal ones; every page is checked for width at all three.
 */
const AXE_WIDTHS: Record<AccountKind, readonly Width[]> = { internal: [1440], merchant: [1440, 390] };
/** The main navigation entries that must stay readable (not cut off) at every width. */
const NAV_LABELS: Record<AccountKind, readonly string[]> = { internal: ['Companies', 'Reports', 'Items'], merchant: ['Team', 'Analytics'] };
const SCREENS_DIR = join(process.cwd(), 'test-results', 'widths');

/** Whether the element's box lies inside the window horizontally. */
async function insideWindow(locator: Locator): Promise<boolean> {
  if (!(await locator.isVisible())) return false;
  const box = await locator.boundingBox();
  const width = await locator.page().evaluate(() => window.innerWidth);
  return box !== null && box.width > 0 && box.x >= 0 && box.x + box.width <= width;
}

/**
 * null when the page fits the window sideways (after a resize the page re-renders for the new width a moment
 * later: polled up to 5 s); else by how much it overflows and the outermost elements that reach past the window.
 */
async function sidewaysOverflow(page: Page): Promise<string | null> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    if (overflow <= 0) return null;
    if (Date.now() > deadline) {
      const culprits = await page.evaluate(() => {
        const width = document.documentElement.clientWidth;
        const past = [...document.body.querySelectorAll('*')].filter((element) => element.getBoundingClientRect().right > width + 0.5);
        const outermost = past.filter((element) => !past.includes(element.parentElement as Element));
        return outermost.slice(0, 3).map((element) => `<${element.tagName.toLowerCase()} class="${String(element.className).slice(0, 80)}">${(element.textContent ?? '').slice(0, 40)}`);
      });
      return `${overflow} px: ${culprits.join(' | ')}`;
    }
    await page.waitForTimeout(200);
  }
}

/** Whether `check` holds within 2 s (the tabs re-measure themselves a moment after a resize). */
async function eventually(check: () => Promise<boolean>): Promise<boolean> {
  const deadline = Date.now() + 2_000;
  while (!(await check())) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return true;
}

const mainNavigation = (page: Page) =>
  page.getByRole('navigation', { name: 'Main navigation' }).or(page.getByRole('tablist', { name: 'Main navigation' }));

/**
 * Opens every catalogued page once (inside the app, no reload) and looks at it at each width by resizing the
 * window: no sideways scrolling, the main navigation's labels readable, and no axe violation at AXE_WIDTHS.
 * Screenshots for a look by eye land in test-results/widths/ (not under CI, to save its minutes).
 */
export async function walkEveryPage(page: Page, kind: AccountKind): Promise<void> {
  countRequests(page);
  await page.setViewportSize({ width: WIDTHS[0], height: HEIGHT });
  // Starts where finding the catalogue's ids does: the merchant's company (where `/` sends them), the company list.
  await openSignedIn(page, CATALOGUE_ACCOUNTS[kind], kind === 'merchant' ? '/' : '/companies');
  const pages = await cataloguePages(page, baseUrl(), kind);
  const screenshots = !process.env.CI;
  if (screenshots) mkdirSync(SCREENS_DIR, { recursive: true });
  const failures: string[] = [];
  for (const { name, path } of pages) {
    await page.setViewportSize({ width: WIDTHS[0], height: HEIGHT });
    await openInApp(page, path);
    for (const width of WIDTHS) {
      const where = `${name} at ${width} px (${path})`;
      if (width !== WIDTHS[0]) await page.setViewportSize({ width, height: HEIGHT });
      const overflow = await sidewaysOverflow(page);
      if (overflow) failures.push(`${where}: scrolls sideways, ${overflow}`);
      for (const label of NAV_LABELS[kind]) {
        const entry = mainNavigation(page).getByText(label, { exact: true }).first();
        if (!(await eventually(() => insideWindow(entry)))) failures.push(`${where}: the main navigation's "${label}" is cut off`);
      }
      if (AXE_WIDTHS[kind].includes(width)) {
        const violations = await axeViolations(page);
        console.log(`axe ${kind} ${width} ${name}: ${violationCount(violations)}`);
        if (violations.length > 0) failures.push(describeViolations(where, violations));
      }
      if (screenshots) {
        await page.screenshot({ path: join(SCREENS_DIR, `${kind}-${name.replace(/\W+/g, '-')}-${width}.png`), fullPage: true });
      }
    }
  }
  expect(pages.length).toBeGreaterThan(20);
  expect(failures.join('\n\n'), 'problems found').toBe('');
}
