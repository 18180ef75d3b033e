// Fee settings in the browser (issue 13): a manager adds a Percent + fee rule for category Beverages on the
// Fee settings tab, the preview shows the price each partner will receive, and a push sends that price.
import type { Page } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { ACCOUNTS, baseUrl, describeE2E, e2eSkip, openSignedIn, useBrowser, visible, tokenOf } from './browser.ts';

async function api<Answer>(token: string, path: string, init: { method?: string; body?: unknown } = {}): Promise<Answer> {
  const response = await fetch(`${baseUrl()}/api${path}`, {
    method: init.method ?? 'GET',
    headers: { authorization: `Bearer ${token}`, ...(init.body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  expect(response.ok, `${init.method ?? 'GET'} ${path}: ${text}`).toBe(true);
  return JSON.parse(text) as Answer;
}

const HOURS = [0, 1, 2, 3, 4, 5, 6].map((day_of_week) => ({ day_of_week, open_time: '08:00', close_time: '20:00' }));
const ITEM_NAME = 'E2E Fee Lemonade';
let ownerToken: string;
let storeId: number;
let uberEatsId: number;

/** A new Corner Market store with one $4.00 Beverages item on a menu, linked to UberEats (10% delivery upcharge) and DoorDash. */
beforeAll(async () => {
  if (e2eSkip) return;
  const opsToken = await tokenOf(ACCOUNTS.internal);
  ownerToken = await tokenOf(ACCOUNTS.cornerOwner);
  const found = await api<{ stores: { company: { id: number } }[] }>(opsToken, `/stores/?search_string=${encodeURIComponent('Corner Market')}&limit=1`);
  const store = await api<{ id: number }>(opsToken, '/stores/store/', {
    method: 'POST',
    body: {
      name: `E2E Fees ${Date.now()}`,
      company_id: found.stores[0]?.company.id,
      addresses: [{ line_1: '2 Test Street', city: 'New York', state: 'NY', zip: '10001', address_type: 'Main', timezone: 'America/New_York' }],
    },
  });
  storeId = store.id;
  const categories = await api<{ id: number; name: string }[]>(opsToken, '/inventory/category/all');
  const beverages = categories.find((category) => category.name === 'Beverages');
  if (!beverages) throw new Error('demo category Beverages not found');
  const item = await api<{ id: number }>(opsToken, `/inventory/${storeId}/item`, {
    method: 'POST',
    body: { name: ITEM_NAME, price: 400, category: beverages.id, sell_independently: true, active: true },
  });
  const menu = await api<{ id: number }>(opsToken, `/stores/${storeId}/menu/`, { method: 'POST', body: { menu_name: 'All day', is_default: true, menu_hours: HOURS } });
  await api(opsToken, `/stores/${storeId}/menu/items?active=true`, { method: 'POST', body: { menu_id: menu.id, store_item_ids: [item.id] } });
  await api(ownerToken, `/stores/${storeId}/store-partner`, { method: 'POST', body: { partnerName: 'UberEats', partnerStoreId: `UE-FEE-${storeId}`, deliveryUpcharge: 10 } });
  await api(ownerToken, `/stores/${storeId}/store-partner`, { method: 'POST', body: { partnerName: 'DoorDash', partnerStoreId: `DD-FEE-${storeId}` } });
  const partners = await api<{ id: number; name: string }[]>(ownerToken, '/stores/dsps');
  uberEatsId = partners.find((partner) => partner.name === 'UberEats')?.id ?? 0;
});

const feesPath = () => `/stores/${storeId}?sidebarActiveTab=fee-settings`;

/** The store's Fee settings tab: `first`, the test's first page, opened signed in as the owner; else loaded again. */
async function openFees(page: Page, first: boolean) {
  if (first) await openSignedIn(page, ACCOUNTS.cornerOwner, feesPath());
  else await page.goto(`${baseUrl()}${feesPath()}`);
  await visible(page.getByText('Fee rules', { exact: true }));
}

const previewRow = (page: Page) => page.getByRole('table', { name: 'Prices each partner will receive' }).getByRole('row', { name: new RegExp(ITEM_NAME) });

describeE2E('fee settings in the browser', () => {
  const browser = useBrowser();

  it('adds a Percent + fee rule for category Beverages and previews the price each partner receives, which a push sends', async () => {
    const { page, context } = browser();
    await openFees(page, true);
    await visible(page.getByText(/the most specific rule wins: tag over category over all/));
    await visible(page.getByText(/No fee rules/));
    // Before any rule: the store price, plus UberEats's 10% delivery upcharge.
    await visible(previewRow(page).getByTestId('price-UberEats').getByText('$4.40'));
    await visible(previewRow(page).getByTestId('price-DoorDash').getByText('$4.00'));

    await page.getByRole('button', { name: 'Add fee rule' }).click();
    const dialog = page.getByRole('dialog', { name: 'New fee rule' });
    await dialog.getByLabel('Percent (%)').fill('10');
    await dialog.getByLabel('Fee ($)').fill('0.5');
    await dialog.getByLabel('Category', { exact: true }).check();
    await dialog.getByLabel('Categories').fill('Bever');
    await page.getByRole('option', { name: 'Beverages', exact: true }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });

    const rules = page.getByRole('table', { name: 'Fee rules' });
    await visible(rules.getByRole('row', { name: /All partners.*Percent \+ fee: 10% \+ \$0\.50.*Category: Beverages/ }));
    // $4.00 × 1.10 + $0.50 = $4.90; UberEats adds its 10% delivery upcharge: $5.39.
    await visible(previewRow(page).getByTestId('price-DoorDash').getByText('$4.90'));
    await visible(previewRow(page).getByTestId('price-UberEats').getByText('$5.39'));

    await api(ownerToken, `/stores/${storeId}/partner-menu-push/${uberEatsId}`, { method: 'POST' });
    await expect
      .poll(async () => (await api<{ sync_status: { status: string }[] }>(ownerToken, `/stores/${storeId}/menu/sync-status`)).sync_status[0]?.status, { timeout: 30_000 })
      .toBe('completed');
    const details = await api<{ web_url: string }>(ownerToken, `/stores/${storeId}/store-partner/${uberEatsId}/menu-details`);
    const front = await context.newPage();
    await front.goto(details.web_url);
    const item = front.locator('li.item', { hasText: ITEM_NAME });
    await visible(item);
    expect(await item.getAttribute('data-price-cents')).toBe('539');
    await front.close();
  });

  it('fits the Fee settings tab and its dialog at 1440, 1024 and 390 px (screenshots in test-results/screens)', async () => {
    const { page } = browser();
    const dir = join(process.cwd(), 'test-results', 'screens');
    mkdirSync(dir, { recursive: true });
    for (const width of [1440, 1024, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await openFees(page, width === 1440);
      await visible(previewRow(page).or(page.getByRole('region', { name: ITEM_NAME })).first());
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: join(dir, `fee-rules-${width}.png`), fullPage: true });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `fee settings at ${width}px scrolls sideways`).toBeLessThanOrEqual(0);
      await page.getByRole('button', { name: /Edit fee rule/ }).first().click();
      const dialog = page.getByRole('dialog', { name: /Edit fee rule/ });
      await visible(dialog.getByLabel('Categories'));
      await page.waitForFunction(() => getComputedStyle(document.querySelector('.MuiDialog-container') as Element).opacity === '1');
      await page.screenshot({ path: join(dir, `fee-rule-dialog-${width}.png`) });
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'hidden' });
    }
  });
});
