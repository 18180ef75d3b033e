import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { ACCOUNTS, authenticate, baseUrl, describeE2E, expectNoSidewaysScroll, launchBrowser, openSignedIn, ownStoreIds, storedSession, useBrowser, visible } from './browser.ts';

const SHOTS_DIR = join(resolve(dirname(fileURLToPath(import.meta.url)), '../..'), 'test-results', 'menus');
const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];
const CSV_HEADER = 'name,upc,price,size,unit_count,description,category,sub_category,quantity,active,external_id';

async function api(path: string, accessToken: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${baseUrl()}/api${path}`, { ...init, headers: { authorization: `Bearer ${accessToken}`, ...(init.headers ?? {}) } });
}

/** Opens the Menus tab of the first store on the company's Stores tab, signed in as `email`: the store id. */
async function openFirstStoreMenus(page: Page, email: string): Promise<number> {
  const session = await authenticate(email);
  const [storeId] = await ownStoreIds(session.accessToken);
  await openSignedIn(page, session, `/stores/${storeId}?sidebarActiveTab=menus`);
  await visible(page.getByText(/^\d+ menus · \d+ store items$/));
  return storeId;
}

const menuRow = (page: Page, name: string): Locator => page.getByRole('row').filter({ has: page.getByRole('button', { name: `Open ${name}`, exact: true }) });

async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS_DIR, { recursive: true });
  for (const width of [1440, 1024, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSidewaysScroll(page, name);
    await page.screenshot({ path: join(SHOTS_DIR, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function addValue(block: Locator, label: string, value: string): Promise<void> {
  const input = block.getByLabel(label);
  await input.fill(value);
  await input.press('Enter');
}

describeE2E('store menus in the browser', () => {
  const browser = useBrowser();

  it(
    'a manager builds Breakfast with hours and rules, previews it, saves it, a CSV item joins it, it becomes default; staff only read',
    async () => {
      const { page } = browser();
      const run = Date.now() % 100_000;
      const name = `Breakfast ${run}`;
      const storeId = await openFirstStoreMenus(page, ACCOUNTS.cornerOwner);
      const { accessToken } = await storedSession(page);
      if (!accessToken) throw new Error('no access token');
      await shoot(page, 'list');

      // Create: name and hours Monday to Friday 06:00-11:00.
      await page.getByRole('button', { name: 'New menu' }).click();
      const dialog = page.getByRole('dialog', { name: 'New menu' });
      await dialog.getByLabel('Menu name').fill(name);
      for (const day of WEEKDAYS) {
        const row = dialog.getByRole('group', { name: day, exact: true });
        await row.getByLabel(`${day} open`).check();
        await row.getByLabel('Opens').selectOption('06:00');
        await row.getByLabel('Closes').selectOption('11:00');
      }
      await shoot(page, 'create');
      await dialog.getByRole('button', { name: 'Create menu' }).click();
      // 06:00 is before the demo store opens: the window check asks first.
      const outside = page.getByRole('dialog', { name: 'Outside the store hours' });
      const editor = page.getByRole('dialog', { name: `Menu: ${name}` });
      await visible(outside.or(editor));
      if (await outside.isVisible()) await outside.getByRole('button', { name: 'Save anyway' }).click();
      await visible(editor);
      // Rules: add category Bakery, add tag breakfast, remove names containing "decaf".
      await editor.getByRole('tab', { name: 'Rules' }).click();
      await editor.getByRole('button', { name: 'Add rule' }).click();
      const first = editor.getByRole('group', { name: 'Item addition 1' });
      await addValue(first, 'Values (1.1)', 'Bakery');
      await editor.getByRole('button', { name: 'Add rule' }).click();
      const second = editor.getByRole('group', { name: 'Item addition 2' });
      await second.getByLabel('Subject (2.1)').selectOption('tag');
      await addValue(second, 'Values (2.1)', 'breakfast');
      await editor.getByRole('button', { name: 'Remove rule' }).click();
      const third = editor.getByRole('group', { name: 'Item deletion 3' });
      await third.getByLabel('Subject (3.1)').selectOption('name');
      await third.getByLabel('Operator (3.1)').selectOption('contains');
      await addValue(third, 'Values (3.1)', 'decaf');

      // The preview counts before anything is saved, and agrees with the server's own preview.
      const rulesBody = [
        { type: 'add', blocks: [{ subject: 'category', operator: 'equal', values: ['Bakery'] }] },
        { type: 'add', blocks: [{ subject: 'tag', operator: 'equal', values: ['breakfast'] }] },
        { type: 'remove', blocks: [{ subject: 'name', operator: 'contains', values: ['decaf'] }] },
      ];
      const expected = (await (
        await api(`/stores/${storeId}/menu/rules/preview`, accessToken, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(rulesBody) })
      ).json()) as { menu_item_count: number };
      expect(expected.menu_item_count).toBeGreaterThan(0);
      const count = expected.menu_item_count;
      await visible(editor.getByText(count === 1 ? '1 item will be on this menu' : `${count} items will be on this menu`, { exact: true }));
      await visible(editor.getByText(`+${count} added`, { exact: true }));
      await shoot(page, 'rules');
      await editor.getByRole('button', { name: 'Save rules' }).click();
      await visible(page.getByText('Rules saved'));
      await editor.getByRole('button', { name: 'Close', exact: true }).click();

      // The list shows the counts the save answered.
      await expect.poll(async () => (await menuRow(page, name).getByRole('cell').nth(3).textContent())?.trim()).toBe(String(count));
      await visible(menuRow(page, name).getByText('Mon-Fri', { exact: true }));

      // A Bakery item uploaded by CSV afterwards is on the menu without anyone touching the menu.
      const croissant = `E2E Croissant ${run}`;
      const form = new FormData();
      form.append('file', new Blob([`${CSV_HEADER}\n${croissant},,3.25,1 ct,1,Buttery,Bakery,,10,true,E2E-CROISSANT-${run}\n`], { type: 'text/csv' }), 'croissant.csv');
      const upload = await api(`/inventory/ingestion/csv?store_id=${storeId}`, accessToken, { method: 'POST', body: form });
      expect(upload.status).toBe(200);
      expect(((await upload.json()) as { created: number }).created).toBe(1);
      await page.reload();
      await visible(menuRow(page, name));
      await expect.poll(async () => (await menuRow(page, name).getByRole('cell').nth(3).textContent())?.trim()).toBe(String(count + 1));
      await menuRow(page, name).getByRole('button', { name: `Open ${name}` }).click();
      await editor.getByRole('tab', { name: 'Items' }).click();
      await editor.getByPlaceholder('Search the menu items').fill(croissant);
      await visible(editor.getByRole('cell', { name: croissant, exact: true }));
      await shoot(page, 'items');

      // Making it default moves the badge.
      await editor.getByRole('tab', { name: 'Details' }).click();
      await editor.getByLabel('Default menu').check();
      await editor.getByRole('button', { name: 'Save', exact: true }).click();
      const again = page.getByRole('dialog', { name: 'Outside the store hours' });
      await visible(again.or(page.getByText('Menu saved')));
      if (await again.isVisible()) await again.getByRole('button', { name: 'Save anyway' }).click();
      await visible(page.getByText('Menu saved'));
      await editor.getByRole('button', { name: 'Close', exact: true }).click();
      await visible(menuRow(page, name).getByText('Default', { exact: true }));
      expect(await page.getByRole('row').filter({ hasText: /Default/ }).count()).toBe(1);
      await page.reload();
      await visible(menuRow(page, name).getByText('Default', { exact: true }));
      expect(await page.getByRole('row').filter({ hasText: /Default/ }).count()).toBe(1);

      // Staff see the tab read-only, and the server refuses their PUT.
      const staff = await launchBrowser();
      try {
        await openFirstStoreMenus(staff.page, ACCOUNTS.cornerStaff);
        expect(await staff.page.getByRole('button', { name: 'New menu' }).count()).toBe(0);
        await staff.page.getByRole('button', { name: `Open ${name}` }).click();
        const readOnly = staff.page.getByRole('dialog', { name: `Menu: ${name}` });
        await visible(readOnly.getByText('You can view this menu but not change it.'));
        expect(await readOnly.getByLabel('Menu name').isDisabled()).toBe(true);
        expect(await readOnly.getByRole('button', { name: 'Save', exact: true }).count()).toBe(0);
        const staffToken = (await storedSession(staff.page)).accessToken ?? '';
        const menuId = Number(
          ((await (await api(`/stores/${storeId}/menu/list?search_string=${encodeURIComponent(name)}`, staffToken)).json()) as { menus: { id: number }[] }).menus[0]?.id,
        );
        const refused = await api(`/stores/${storeId}/menu?menu_id=${menuId}`, staffToken, {
          method: 'PUT',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ menu_name: 'Staff was here' }),
        });
        expect(refused.status).toBe(403);
      } finally {
        await staff.close();
      }
    },
    240_000,
  );
});
