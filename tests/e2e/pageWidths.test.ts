import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { ACCOUNTS, DEMO_PASSWORD, baseUrl, describeE2E, e2eSkip, signIn, useBrowser, visible, waitForPath } from './browser.ts';

// The main pages at phone and small-laptop widths: nothing scrolls sideways and the navigation keeps its labels.
// Screenshots land in test-results/widths/ (also at 1440 px) for a look by eye, except under CI.

const WIDTHS = [1440, 1024, 390] as const;
const SCREENS_DIR = join(process.cwd(), 'test-results', 'widths');

let companyId: number;
let storeId: number;

async function tokenOf(email: string): Promise<string> {
  const response = await fetch(`${baseUrl()}/api/user-service/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

beforeAll(async () => {
  if (e2eSkip) return;
  const token = await tokenOf(ACCOUNTS.internal);
  const response = await fetch(`${baseUrl()}/api/stores/?search_string=${encodeURIComponent('Corner Market')}&limit=1`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const found = (await response.json()) as { stores: { id: number; company: { id: number } }[] };
  companyId = found.stores[0]?.company.id ?? 0;
  storeId = found.stores[0]?.id ?? 0;
  mkdirSync(SCREENS_DIR, { recursive: true });
});

interface Screen {
  name: string;
  path: () => string;
  /** something only the loaded page shows */
  ready: (page: Page) => Locator;
}

const heading = (name: string) => (page: Page) => page.getByRole('heading', { name, level: 2 });
/** The company's roles: a table from 768 px up, cards below. */
const rolesShown = (page: Page) => page.getByRole('table', { name: 'Roles' }).or(page.getByRole('list', { name: 'Roles' }));

const SHARED_SCREENS: Screen[] = [
  { name: 'company-stores', path: () => `/companies/${companyId}?sidebarActiveTab=stores`, ready: heading('Stores') },
  { name: 'company-products', path: () => `/companies/${companyId}?sidebarActiveTab=products`, ready: heading('Products') },
  { name: 'company-employees', path: () => `/companies/${companyId}?sidebarActiveTab=employees`, ready: heading('Employees') },
  { name: 'company-roles', path: () => `/companies/${companyId}?sidebarActiveTab=roles`, ready: rolesShown },
  { name: 'company-banners', path: () => `/companies/${companyId}?sidebarActiveTab=banners`, ready: heading('Banners') },
  { name: 'store-home', path: () => `/stores/${storeId}?sidebarActiveTab=home`, ready: heading('Home') },
  { name: 'store-inventory', path: () => `/stores/${storeId}?sidebarActiveTab=inventory`, ready: heading('Inventory') },
  { name: 'store-menus', path: () => `/stores/${storeId}?sidebarActiveTab=menus`, ready: heading('Menus') },
  { name: 'store-settings', path: () => `/stores/${storeId}?sidebarActiveTab=store-settings`, ready: heading('Store settings') },
  { name: 'employees', path: () => '/employees', ready: (page) => page.getByRole('heading', { name: 'Employees', level: 1 }) },
];

const INTERNAL_SCREENS: Screen[] = [
  ...SHARED_SCREENS,
  { name: 'items', path: () => '/items', ready: (page) => page.getByRole('heading', { name: 'Items', level: 1 }) },
];

/** Whether the element's box lies inside the window horizontally. */
async function insideWindow(locator: Locator): Promise<boolean> {
  if (!(await locator.isVisible())) return false;
  const box = await locator.boundingBox();
  const width = await locator.page().evaluate(() => window.innerWidth);
  return box !== null && box.width > 0 && box.x >= 0 && box.x + box.width <= width;
}

async function visitAll(page: Page, who: string, screens: Screen[], navLabels: string[]): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    for (const screen of screens) {
      await page.goto(`${baseUrl()}${screen.path()}`);
      await visible(screen.ready(page));
      await page.waitForLoadState('networkidle');
      // For a look by eye (npm run screenshots covers every page and tab); CI skips them to save its minutes.
      if (!process.env.CI) await page.screenshot({ path: join(SCREENS_DIR, `${who}-${screen.name}-${width}.png`), fullPage: true });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect.soft(overflow, `${who} ${screen.name} at ${width} px scrolls sideways`).toBeLessThanOrEqual(0);
      const navigation = page.getByRole('navigation', { name: 'Main navigation' }).or(page.getByRole('tablist', { name: 'Main navigation' }));
      for (const label of navLabels) {
        const entry = navigation.getByText(label, { exact: true }).first();
        expect.soft(await insideWindow(entry), `${who} ${screen.name} at ${width} px: "${label}" is cut off`).toBe(true);
      }
    }
  }
}

describeE2E('pages at 1440, 1024 and 390 px', () => {
  const browser = useBrowser();

  it('an internal user sees every main page without sideways scrolling and with the top-bar tabs readable', async () => {
    const { page } = browser();
    await signIn(page, baseUrl(), ACCOUNTS.internal, DEMO_PASSWORD);
    await waitForPath(page, (url) => url.pathname === '/');
    await visitAll(page, 'internal', INTERNAL_SCREENS, ['Companies', 'Reports', 'Items']);
  }, 300_000);

  it('a merchant sees every main page without sideways scrolling and with the Team and Analytics labels', async () => {
    const { page } = browser();
    await signIn(page, baseUrl(), ACCOUNTS.cornerOwner, DEMO_PASSWORD);
    await waitForPath(page, (url) => /^\/companies\/\d+$/.test(url.pathname));
    await visitAll(page, 'merchant', SHARED_SCREENS, ['Team', 'Analytics']);
  }, 300_000);

  it('shows the role permission matrix inside the dialog at every width', async () => {
    const { page } = browser();
    await signIn(page, baseUrl(), ACCOUNTS.cornerOwner, DEMO_PASSWORD);
    await waitForPath(page, (url) => /^\/companies\/\d+$/.test(url.pathname));
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${baseUrl()}/companies/${companyId}?sidebarActiveTab=roles`);
      await rolesShown(page).getByRole('button').first().click();
      const dialog = page.getByRole('dialog');
      const firstBox = dialog.getByRole('checkbox', { name: 'View employees' });
      await visible(firstBox);
      await page.waitForFunction(() => getComputedStyle(document.querySelector('.MuiDialog-container') as Element).opacity === '1');
      await page.screenshot({ path: join(SCREENS_DIR, `merchant-role-dialog-${width}.png`) });
      const paper = await dialog.boundingBox();
      const box = await firstBox.locator('..').boundingBox();
      expect(paper && box && box.x >= paper.x && box.x + box.width <= paper.x + paper.width, `the first box is clipped at ${width} px`).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      // every column is in view, none behind a sideways scroll
      const matrix = dialog.getByRole('table', { name: 'Permissions' });
      expect(await matrix.evaluate((table) => (table.parentElement as HTMLElement).scrollWidth - (table.parentElement as HTMLElement).clientWidth)).toBeLessThanOrEqual(0);
    }
  }, 120_000);
});
