import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { ACCOUNTS, DEMO_PASSWORD, authenticate, baseUrl, companyIdOf, describeE2E, openSignedIn, storedSession, useBrowser, visible } from './browser.ts';

const GI = '/inventory/items/global-items';

interface ListAnswer {
  count: number;
  globalItems: { id: number; name: string; company_id: number | null; retail_price: number | null; status: string }[];
}

async function apiGet<Answer>(page: Page, path: string): Promise<Answer> {
  const { accessToken } = await storedSession(page);
  const response = await fetch(`${baseUrl()}/api${path}`, { headers: { authorization: `Bearer ${accessToken ?? ''}` } });
  expect(response.status, path).toBe(200);
  return (await response.json()) as Answer;
}

/** The number in the list's "N items" line. */
async function shownCount(page: Page): Promise<number> {
  const status = page.getByRole('status').filter({ hasText: /^\d+ items?$/ });
  await visible(status);
  return Number((await status.textContent())?.split(' ')[0]);
}

async function expectCount(page: Page, expected: number): Promise<void> {
  await expect.poll(() => shownCount(page), { timeout: 15_000 }).toBe(expected);
}

async function choose(page: Page, label: string, option: string, multiple = false): Promise<void> {
  // A select's name is its label followed by the value shown.
  await page.getByRole('combobox', { name: new RegExp(`^${label}`) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  if (multiple) await page.keyboard.press('Escape');
}

/** Opens the Corner Market owner's company on its Products tab; answers the company id. */
async function openProducts(page: Page): Promise<number> {
  const session = await authenticate(ACCOUNTS.cornerOwner);
  const companyId = await companyIdOf(session.accessToken);
  await openSignedIn(page, session, `/companies/${companyId}?sidebarActiveTab=products`);
  return companyId;
}

describeE2E('global items in the browser', () => {
  const browser = useBrowser();

  it('lets an internal user deactivate every item of one category by filter in one bulk action', async () => {
    const { page } = browser();
    await openSignedIn(page, ACCOUNTS.internal, '/items');
    await visible(page.getByRole('heading', { name: 'Items', level: 1 }));

    const categories = await apiGet<{ id: number; name: string }[]>(page, '/inventory/category/all');
    const bakery = categories.find((category) => category.name === 'Bakery');
    expect(bakery).toBeDefined();
    const active = (await apiGet<ListAnswer>(page, `${GI}/v2?categories=${bakery!.id}&limit=1`)).count;
    const inactiveBefore = (await apiGet<ListAnswer>(page, `${GI}/v2?categories=${bakery!.id}&active=false&limit=1`)).count;
    // More than one page, so "all N matching the filter" is more than the ticked page.
    expect(active).toBeGreaterThan(20);

    await expectCount(page, (await apiGet<ListAnswer>(page, `${GI}/v2?limit=1`)).count);
    await choose(page, 'Category', 'Bakery', true);
    await expectCount(page, active);
    const rows = page.getByRole('row').filter({ has: page.getByRole('cell', { name: 'Bakery', exact: true }) });
    await expect.poll(() => rows.count()).toBe(20);

    await page.getByRole('checkbox', { name: 'Select all', exact: true }).check();
    await page.getByRole('button', { name: `Select all ${active} items matching the filter` }).click();
    await visible(page.getByText(`All ${active} items matching the filter are selected.`));
    await page.getByRole('button', { name: 'Deactivate', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Deactivate items' });
    await visible(confirm.getByText(`Deactivate ${active} items?`));
    await confirm.getByRole('button', { name: 'Deactivate', exact: true }).click();

    await visible(page.getByText(`${active} items deactivated`));
    await expectCount(page, 0);
    await visible(page.getByText('No items found'));

    await choose(page, 'Availability', 'Unavailable');
    await expectCount(page, inactiveBefore + active);
    await expect.poll(() => rows.count()).toBe(20);
    expect((await apiGet<ListAnswer>(page, `${GI}/v2?categories=${bakery!.id}&limit=1`)).count).toBe(0);
    const other = categories.find((category) => category.name === 'Beverages');
    expect((await apiGet<ListAnswer>(page, `${GI}/v2?categories=${other!.id}&limit=1`)).count).toBeGreaterThan(0);
  });

  it('shows a merchant only their own items on the Products tab, and lets them edit and export', async () => {
    const { page } = browser();
    const companyId = await openProducts(page);
    await visible(page.getByRole('heading', { name: 'Products' }));

    const own = await apiGet<ListAnswer>(page, `${GI}/v2?company_id=${companyId}`);
    const everyone = await (async () => {
      const response = await fetch(`${baseUrl()}/api/user-service/authenticate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: ACCOUNTS.internal, password: DEMO_PASSWORD }),
      });
      const { accessToken } = (await response.json()) as { accessToken: string };
      const list = await fetch(`${baseUrl()}/api${GI}/v2?limit=1`, { headers: { authorization: `Bearer ${accessToken}` } });
      return ((await list.json()) as ListAnswer).count;
    })();
    expect(own.count).toBeLessThan(everyone);
    await expectCount(page, own.count);
    const shownNames = await page.getByRole('table').getByRole('link').allTextContents();
    expect(shownNames).toEqual(own.globalItems.map((item) => item.name));
    expect(own.globalItems.every((item) => item.company_id === companyId)).toBe(true);
    expect(await page.getByRole('columnheader', { name: 'Company' }).count()).toBe(0);

    // Edit the first item's price.
    const first = own.globalItems[0];
    const newPrice = ((first.retail_price ?? 0) + 1).toFixed(2);
    await page.getByRole('table').getByRole('link', { name: first.name, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: first.name });
    const price = dialog.getByLabel(/^Retail price/);
    await visible(price);
    expect(await dialog.getByRole('button', { name: 'Update' }).isDisabled()).toBe(true);
    await price.fill(newPrice);
    await dialog.getByRole('button', { name: 'Update' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await visible(page.getByText('Item updated'));
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: first.name, exact: true }) });
    await visible(row.getByText(`$${newPrice}`));
    const stored = await apiGet<{ retail_price: number }>(page, `${GI}/${first.id}?company_id=${companyId}`);
    expect(stored.retail_price.toFixed(2)).toBe(newPrice);

    // Export the company's items.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export to CSV' }).click()]);
    expect(download.suggestedFilename()).toBe('Corner_Market_items.csv');
    const path = await download.path();
    const lines = readFileSync(path, 'utf8').trimEnd().split(/\r?\n/);
    expect(lines[0].startsWith('id,name,status,upc,retail_price')).toBe(true);
    expect(lines.some((line) => line.startsWith(`${first.id},`) && line.includes(newPrice))).toBe(true);
    await visible(page.getByText('The file Corner_Market_items.csv was exported successfully'));
  });

  it('lets a merchant link a store with an item and see the store item it created', async () => {
    const { page } = browser();
    const companyId = await openProducts(page);

    const own = await apiGet<ListAnswer>(page, `${GI}/v2?company_id=${companyId}`);
    const item = own.globalItems[1];
    const unlinked = await apiGet<{ count: number; stores: { id: number; name: string }[] }>(
      page,
      `/inventory/${item.id}/linked-or-unlinked-stores-with-global-item?linked=false`,
    );
    expect(unlinked.count).toBeGreaterThan(0);
    const store = unlinked.stores[0];

    await page.getByRole('table').getByRole('link', { name: item.name, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: item.name });
    await dialog.getByRole('tab', { name: 'Linked stores' }).click();
    await dialog.getByRole('button', { name: 'Not linked', exact: true }).click();
    const storeRow = dialog.getByRole('row').filter({ hasText: store.name });
    await storeRow.getByRole('checkbox').check();
    await dialog.getByRole('button', { name: 'Link selected stores' }).click();
    await visible(page.getByText('1 store linked'));
    await expect.poll(() => storeRow.count()).toBe(0);

    await dialog.getByRole('button', { name: 'Linked', exact: true }).click();
    await visible(storeRow.getByRole('checkbox'));
    await dialog.getByRole('tab', { name: 'Store items' }).click();
    await visible(dialog.getByRole('row').filter({ hasText: store.name }).getByText(item.name));
    const linked = await apiGet<{ stores: { id: number; store_item_id: number | null }[] }>(
      page,
      `/inventory/${item.id}/linked-or-unlinked-stores-with-global-item?linked=true&limit=100`,
    );
    expect(linked.stores.find((entry) => entry.id === store.id)?.store_item_id).toEqual(expect.any(Number));
  });
});
