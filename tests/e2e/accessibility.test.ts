import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { axeViolations, describeViolations } from './axe.ts';
import { baseUrl, describeE2E, openSignedIn, useBrowser, visible, waitForPath } from './browser.ts';
import { CATALOGUE_ACCOUNTS, openPage } from './pageCatalogue.ts';
import { WALK_TIMEOUT_MS, walkEveryPage } from './pageWalk.ts';

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

describeE2E('accessibility (axe-core, WCAG 2 A and AA): every page an internal user opens at 1440, 1024 and 390 px, the main dialogs, the keyboard', () => {
  const browser = useBrowser();

  it('finds no problem on any page or tab an internal user opens', () => walkEveryPage(browser().page, 'internal'), WALK_TIMEOUT_MS);

  it('finds no violation in the dialogs used most: the store search, Create company and Create store', async () => {
    const { page } = browser();
    const failures: string[] = [];
    const check = async (name: string) => {
      const violations = await axeViolations(page);
      if (violations.length > 0) failures.push(describeViolations(name, violations));
    };
    await openSignedIn(page, CATALOGUE_ACCOUNTS.internal, '/');
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
    await openSignedIn(page, CATALOGUE_ACCOUNTS.internal, '/');
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
    // `/` sends a merchant to their own company.
    await openSignedIn(page, CATALOGUE_ACCOUNTS.merchant, '/');
    await waitForPath(page, (url) => /^\/companies\/\d+$/.test(url.pathname));
    const analytics = page.getByRole('complementary').locator('a[href="/insights"]');
    await visible(analytics);
    await tabTo(page, analytics);
    await page.keyboard.press('Enter');
    await waitForPath(page, (url) => url.pathname === '/insights');
  });
});
