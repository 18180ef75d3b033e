import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { axeViolations, describeViolations, violationCount } from './axe.ts';
import { DEMO_PASSWORD, baseUrl, describeE2E, signIn, useBrowser, visible, waitForPath } from './browser.ts';
import { CATALOGUE_ACCOUNTS, cataloguePages, countRequests, openInApp, openPage, type AccountKind } from './pageCatalogue.ts';

const WALK_TIMEOUT_MS = 900_000;
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
const MAX_TAB_PRESSES = 40;

/** Waits for the dialog and the end of its fade-in: mid-fade, axe measures text against a half-drawn backdrop. */
async function openedDialog(page: Page, name?: string): Promise<void> {
  await visible(page.getByRole('dialog', { name }));
  await page.waitForFunction(() =>
    [...document.querySelectorAll('.MuiDialog-container')].every((container) => getComputedStyle(container).opacity === '1'),
  );
}

const hasFocus = (target: Locator) => target.evaluate((element) => element.contains(document.activeElement)).catch(() => false);

/** Presses `key` until `target` (or an element inside it) has the keyboard focus; fails when it never gets it. */
async function pressUntilFocused(page: Page, key: 'Tab' | 'ArrowRight', target: Locator): Promise<void> {
  for (let press = 0; press < MAX_TAB_PRESSES; press += 1) {
    await page.keyboard.press(key);
    if (await hasFocus(target)) return;
  }
  throw new Error(`${String(target)} never received the focus in ${MAX_TAB_PRESSES} presses of ${key}`);
}

const tabTo = (page: Page, target: Locator) => pressUntilFocused(page, 'Tab', target);

/** A tab list is one stop of the Tab key; its tabs are reached with the arrow keys (WAI-ARIA tabs pattern). */
async function tabToTab(page: Page, tabList: Locator, target: Locator): Promise<void> {
  if (!(await hasFocus(tabList))) await tabTo(page, tabList);
  if (!(await hasFocus(target))) await pressUntilFocused(page, 'ArrowRight', target);
}

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

describeE2E('every page and tab: accessibility (axe-core, WCAG 2 A and AA) and widths (1440, 1024, 390 px)', () => {
  const browser = useBrowser();

  /**
   * Opens every catalogued page once (inside the app, no reload) and looks at it at each width by resizing the
   * window: no sideways scrolling, the main navigation's labels readable, and no axe violation at AXE_WIDTHS.
   * Screenshots for a look by eye land in test-results/widths/ (not under CI, to save its minutes).
   */
  async function walk(kind: AccountKind): Promise<void> {
    const { page } = browser();
    countRequests(page);
    await page.setViewportSize({ width: WIDTHS[0], height: HEIGHT });
    await signIn(page, baseUrl(), CATALOGUE_ACCOUNTS[kind], DEMO_PASSWORD);
    await page.waitForURL((url) => url.pathname !== '/auth/login');
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

  it('finds no problem on any page or tab an internal user opens', () => walk('internal'), WALK_TIMEOUT_MS);

  it('finds no problem on any page or tab a merchant opens', () => walk('merchant'), WALK_TIMEOUT_MS);

  it('finds no violation in the dialogs used most: the store search, Create company and Create store', async () => {
    const { page } = browser();
    const failures: string[] = [];
    const check = async (name: string) => {
      const violations = await axeViolations(page);
      if (violations.length > 0) failures.push(describeViolations(name, violations));
    };
    await signIn(page, baseUrl(), CATALOGUE_ACCOUNTS.internal, DEMO_PASSWORD);
    await waitForPath(page, (url) => url.pathname === '/');
    // The shortcut listens once the page has rendered.
    await visible(page.getByRole('heading', { name: 'Home' }));
    await page.keyboard.press('Control+K');
    await page.getByRole('combobox', { name: 'Search stores by name or address' }).pressSequentially('Corner');
    await visible(page.getByRole('listbox').getByRole('option'));
    await openedDialog(page);
    await check('store search (Ctrl+K)');
    await page.keyboard.press('Escape');

    await openPage(page, baseUrl(), '/companies');
    await page.getByRole('button', { name: 'Create company' }).click();
    await openedDialog(page, 'Create company');
    await check('Create company dialog');
    await page.keyboard.press('Escape');

    await page.getByRole('link', { name: 'Corner Market', exact: true }).click();
    await waitForPath(page, (url) => /^\/companies\/\d+$/.test(url.pathname));
    await page.getByRole('button', { name: 'Create store' }).click();
    await openedDialog(page, 'Create store');
    await check('Create store dialog');
    expect(failures.join('\n\n'), 'axe violations').toBe('');
  });

  it('lets an internal user reach the main navigation and a detail page\'s tabs with Tab and open them with Enter', async () => {
    const { page } = browser();
    await signIn(page, baseUrl(), CATALOGUE_ACCOUNTS.internal, DEMO_PASSWORD);
    await waitForPath(page, (url) => url.pathname === '/');
    // Found by where they lead: their labels and roles belong to the layout, the keyboard path is the point.
    const mainNavigation = page.getByRole('banner').getByRole('tablist');
    const reports = mainNavigation.locator('a[href="/reports"]');
    await visible(reports);
    await tabToTab(page, mainNavigation, reports);
    await page.keyboard.press('Enter');
    await waitForPath(page, (url) => url.pathname === '/reports');

    await tabToTab(page, mainNavigation, mainNavigation.locator('a[href="/companies"]'));
    await page.keyboard.press('Enter');
    await waitForPath(page, (url) => url.pathname === '/companies');
    const company = page.getByRole('link', { name: 'Corner Market', exact: true });
    await visible(company);
    await tabTo(page, company);
    await page.keyboard.press('Enter');
    await waitForPath(page, (url) => /^\/companies\/\d+$/.test(url.pathname));

    const roles = page.getByRole('navigation', { name: 'Sidebar tabs' }).getByRole('button', { name: 'Roles', exact: true });
    await visible(roles);
    await tabTo(page, roles);
    await page.keyboard.press('Enter');
    await waitForPath(page, (url) => url.searchParams.get('sidebarActiveTab') === 'roles');
    await visible(page.getByRole('table', { name: 'Roles' }).getByRole('row').nth(1));
  });

  it('lets a merchant reach the sidebar navigation with Tab and open Analytics with Enter', async () => {
    const { page } = browser();
    await signIn(page, baseUrl(), CATALOGUE_ACCOUNTS.merchant, DEMO_PASSWORD);
    await waitForPath(page, (url) => /^\/companies\/\d+$/.test(url.pathname));
    const analytics = page.getByRole('complementary').locator('a[href="/insights"]');
    await visible(analytics);
    await tabTo(page, analytics);
    await page.keyboard.press('Enter');
    await waitForPath(page, (url) => url.pathname === '/insights');
  });
});
