import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { ACCOUNTS, baseUrl, describeE2E, e2eSkip, openSignedIn, useBrowser, visible, tokenOf } from './browser.ts';

// The role permission matrix, the widest dialog, at phone and laptop widths. Every page and tab is checked at the
// three widths by the page walk (pageWalk.ts).

const WIDTHS = [1440, 1024, 390] as const;
const SCREENS_DIR = join(process.cwd(), 'test-results', 'widths');

let companyId: number;

beforeAll(async () => {
  if (e2eSkip) return;
  const token = await tokenOf(ACCOUNTS.internal);
  const response = await fetch(`${baseUrl()}/api/stores/?search_string=${encodeURIComponent('Corner Market')}&limit=1`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const found = (await response.json()) as { stores: { id: number; company: { id: number } }[] };
  companyId = found.stores[0]?.company.id ?? 0;
  mkdirSync(SCREENS_DIR, { recursive: true });
});

/** The company's roles: a table from 768 px up, cards below. */
const rolesShown = (page: Page) => page.getByRole('table', { name: 'Roles' }).or(page.getByRole('list', { name: 'Roles' }));

describeE2E('the role dialog at 1440, 1024 and 390 px', () => {
  const browser = useBrowser();

  it('shows the role permission matrix inside the dialog at every width', async () => {
    const { page } = browser();
    const roles = `/companies/${companyId}?sidebarActiveTab=roles`;
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      if (width === WIDTHS[0]) await openSignedIn(page, ACCOUNTS.cornerOwner, roles);
      else await page.goto(`${baseUrl()}${roles}`);
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
