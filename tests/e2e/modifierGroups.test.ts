import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import type { ModifierGroup } from '../../src/contract/modifierGroups.ts';
import { ACCOUNTS, authenticate, baseUrl, describeE2E, expectNoSidewaysScroll, openSignedIn, ownStoreIds, useBrowser, visible, waitForPath } from './browser.ts';

const SCREENSHOTS = join(process.cwd(), 'test-results');

async function api<Answer>(accessToken: string, method: string, path: string, body?: unknown): Promise<Answer> {
  const response = await fetch(`${baseUrl()}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${accessToken}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.status, `${method} ${path}`).toBeLessThan(300);
  return (await response.json()) as Answer;
}


async function screenshots(page: Page, name: string) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  for (const width of [1440, 1024, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSidewaysScroll(page, name);
    await page.screenshot({ path: join(SCREENSHOTS, `modifierGroups-${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

describeE2E('modifier groups in the browser', () => {
  const browser = useBrowser();

  it(
    'builds "Milk choice" (required, min 1, max 1) with three options linked to two drinks, reorders it by drag, and lists its summary',
    async () => {
      const { page } = browser();
      const run = Date.now() % 1_000_000;
      // The Corner Market owner, in the first store of the company's Stores tab.
      const session = await authenticate(ACCOUNTS.cornerOwner);
      const { accessToken } = session;
      const [storeId] = await ownStoreIds(accessToken);
      const drinks = [`E2E Latte ${run}`, `E2E Cappuccino ${run}`];
      for (const name of drinks) await api(accessToken, 'POST', `/inventory/${storeId}/item`, { name, price: 450 });
      const oatMilk = `E2E Oat milk ${run}`;
      await api(accessToken, 'POST', `/inventory/${storeId}/item`, { name: oatMilk, price: 75 });
      const groupName = `Milk choice ${run}`;

      await openSignedIn(page, session, `/stores/${storeId}?sidebarActiveTab=modifier-groups`);
      await page.getByRole('button', { name: 'New modifier group' }).click();
      await visible(page.getByRole('heading', { name: 'New modifier group' }));
      // Rules: required, min 1, max 1; the summary follows as it is typed.
      await page.getByLabel('Name').first().fill(groupName);
      await page.getByLabel('Minimum selections').fill('1');
      await page.getByLabel('Maximum selections').fill('1');
      await visible(page.getByText('Required · Min 1 · Max 1', { exact: true }));
      // Options: free text, a store item (its name and price come with it), free text.
      await page.getByRole('tab', { name: 'Options' }).click();
      const addText = async (option: string) => {
        await page.getByLabel('Free-text option').fill(option);
        await page.getByRole('button', { name: 'Add', exact: true }).click();
      };
      await addText('Whole milk');
      await page.getByLabel('Add a store item').fill(oatMilk);
      await page.getByRole('option', { name: new RegExp(`^${oatMilk}`) }).click();
      await addText('Soy milk');
      await expect.poll(() => page.getByTestId('modifier-option').count()).toBe(3);
      // Linked items: the two drinks, found by search and linked together.
      await page.getByRole('tab', { name: 'Linked items' }).click();
      await page.getByLabel('Search the store items to link').fill(`E2E`);
      await page.getByLabel('Search the store items to link').fill(`${run}`);
      for (const name of drinks) await page.getByRole('checkbox', { name: `Select ${name} to link` }).check();
      await page.getByRole('button', { name: 'Link selected (2)' }).click();
      await page.getByRole('button', { name: 'Save' }).click();
      const saved = await waitForPath(page, (url) => /^\d+$/.test(url.searchParams.get('modifierGroup') ?? ''));
      const groupId = Number(saved.searchParams.get('modifierGroup'));
      await visible(page.getByRole('heading', { name: `Edit ${groupName}` }));

      // Reorder by drag: Soy milk to the top.
      await page.getByRole('tab', { name: 'Options' }).click();
      const options = page.getByTestId('modifier-option');
      await expect.poll(() => options.count()).toBe(3);
      await options.nth(2).dragTo(options.nth(0));
      await expect.poll(async () => options.nth(0).getByLabel('Option name').inputValue()).toBe('Soy milk');
      await screenshots(page, 'options');
      await page.getByRole('button', { name: 'Save' }).click();
      await visible(page.getByText('Modifier group saved'));
      const group = await api<ModifierGroup>(accessToken, 'GET', `/rest/modifier-groups/${groupId}`);
      expect(group.options.map((option) => [option.name, option.precedence])).toEqual([
        ['Soy milk', 0],
        ['Whole milk', 1],
        [oatMilk, 2],
      ]);
      expect(group.options[2]).toMatchObject({ unit_price: 0.75, total_price: 0.75 });
      expect(group.options[2].store_item_id).toBe(group.option_items[0].id);
      expect(group.option_items.map((item) => item.name)).toEqual([oatMilk]);
      expect(group).toMatchObject({ min_quantity: 1, max_quantity: 1, required: true });
      expect(group.linked_item_summaries.map((item) => item.name).sort()).toEqual([...drinks].sort());

      // The drinks offer the group, which reads "Required · Min 1 · Max 1".
      await page.getByRole('tab', { name: 'Linked items' }).click();
      for (const name of drinks) await visible(page.getByTestId('linked-item-row').filter({ hasText: name }));
      await screenshots(page, 'linked-items');
      await page.getByRole('button', { name: 'Back to modifier groups' }).click();
      await page.getByPlaceholder('Search modifier groups').fill(groupName);
      const row = page.getByRole('row').filter({ hasText: groupName });
      await visible(row);
      await expect.poll(() => row.getByTestId('modifier-summary').textContent()).toBe('Required · Min 1 · Max 1');
      expect(await row.textContent()).toContain('Customization');
      await screenshots(page, 'list');
      // In Inventory each drink's dialog lists the group with its summary.
      await page.goto(`${baseUrl()}/stores/${storeId}?sidebarActiveTab=inventory`);
      for (const name of drinks) {
        await page.getByRole('searchbox', { name: 'Search name, UPC or external id' }).fill(name);
        await page.getByRole('button', { name, exact: true }).click();
        const dialog = page.getByRole('dialog');
        const offered = dialog.getByTestId('item-modifier-group').filter({ hasText: groupName });
        await visible(offered);
        expect(await offered.textContent()).toContain('Required · Min 1 · Max 1');
        if (name === drinks[0]) await page.screenshot({ path: join(SCREENSHOTS, 'modifierGroups-item-dialog-1280.png') });
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'hidden' });
      }
    },
    240_000,
  );
});
