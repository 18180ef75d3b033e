import type { Page } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { ACCOUNTS, baseUrl, describeE2E, e2eSkip, expectNoSidewaysScroll, openSignedIn, useBrowser, visible, tokenOf } from './browser.ts';

interface SyncTask {
  id: number;
  status: string;
  message: string | null;
  partner_name: string;
  created_at: string;
  started_at: string | null;
  finished_at: string | null;
}

async function call(token: string, path: string, init: { method?: string; body?: unknown } = {}): Promise<Response> {
  return fetch(`${baseUrl()}/api${path}`, {
    method: init.method ?? 'GET',
    headers: { authorization: `Bearer ${token}`, ...(init.body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
}

async function api<Answer>(token: string, path: string, init: { method?: string; body?: unknown } = {}): Promise<Answer> {
  const response = await call(token, path, init);
  expect(response.ok, `${init.method ?? 'GET'} ${path}: ${await response.clone().text()}`).toBe(true);
  return (await response.json()) as Answer;
}

const HOURS = [0, 1, 2, 3, 4, 5, 6].map((day_of_week) => ({ day_of_week, open_time: '08:00', close_time: '20:00' }));
const ITEM_NAME = 'E2E Cold Brew';
let opsToken: string;
let companyId: number;
let storeId: number;
let storeName: string;
let menuId: number;
/** cents UberEats should receive for the item: $4.00, the Beverages fee rule when fee rules exist, +10% delivery upcharge */
let expectedCents = 440;

/** A new Corner Market store with one Beverages item on a default menu with hours, all through the API. */
async function storeWithMenu(name: string): Promise<{ storeId: number; menuId: number; beveragesId: number }> {
  const store = await api<{ id: number }>(opsToken, '/stores/store/', {
    method: 'POST',
    body: {
      name,
      company_id: companyId,
      addresses: [{ line_1: '1 Test Street', city: 'New York', state: 'NY', zip: '10001', address_type: 'Main', timezone: 'America/New_York' }],
    },
  });
  const categories = await api<{ id: number; name: string }[]>(opsToken, '/inventory/category/all');
  const beverages = categories.find((category) => category.name === 'Beverages');
  if (!beverages) throw new Error('demo category Beverages not found');
  const item = await api<{ id: number }>(opsToken, `/inventory/${store.id}/item`, {
    method: 'POST',
    body: { name: ITEM_NAME, price: 400, category: beverages.id, sell_independently: true, active: true },
  });
  const menu = await api<{ id: number }>(opsToken, `/stores/${store.id}/menu/`, { method: 'POST', body: { menu_name: 'All day', is_default: true, menu_hours: HOURS } });
  await api(opsToken, `/stores/${store.id}/menu/items?active=true`, { method: 'POST', body: { menu_id: menu.id, store_item_ids: [item.id] } });
  return { storeId: store.id, menuId: menu.id, beveragesId: beverages.id };
}

beforeAll(async () => {
  if (e2eSkip) return;
  opsToken = await tokenOf(ACCOUNTS.internal);
  const ownerToken = await tokenOf(ACCOUNTS.cornerOwner);
  const found = await api<{ stores: { company: { id: number } }[] }>(opsToken, `/stores/?search_string=${encodeURIComponent('Corner Market')}&limit=1`);
  companyId = found.stores[0]?.company.id ?? 0;
  storeName = `E2E Channels ${Date.now()}`;
  const made = await storeWithMenu(storeName);
  storeId = made.storeId;
  menuId = made.menuId;
  // Fee rules are a declared resource of their own; when this build serves them, the journey prices with one.
  const rule = await call(ownerToken, '/rest/fee-rules', {
    method: 'POST',
    body: { store_id: storeId, partner_id: null, fee_type: 'percent_plus_fee', percent: 10, flat_fee: 0.25, scope: 'category', scope_values: [String(made.beveragesId)] },
  });
  if (rule.ok) expectedCents = Math.round((4 * 1.1 + 0.25) * 1.1 * 100);
  else expect(rule.status).toBe(404);
});

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** The store's Channels settings tab, signed in as `email`. */
async function openChannels(page: Page, email: string) {
  await openSignedIn(page, email, `/stores/${storeId}?sidebarActiveTab=channels-settings`);
  await visible(region(page, 'UberEats'));
}

/**
 * The state of the newest task, as the screen shows it, until it settles; every state seen in order. `count`
 * is how many tasks the list holds once the new one is on it.
 */
async function watchNewestTask(page: Page, count: number): Promise<string[]> {
  const tasks = region(page, 'Menu sync tasks');
  await expect.poll(() => tasks.getByTestId('sync-state').count(), { timeout: 15_000 }).toBe(count);
  const seen: string[] = [];
  await expect
    .poll(
      async () => {
        const state = (await tasks.getByTestId('sync-state').first().textContent()) ?? '';
        if (state && seen.at(-1) !== state) seen.push(state);
        return state;
      },
      { timeout: 30_000, interval: 100 },
    )
    .toMatch(/^(Completed|Failed)$/);
  return seen;
}

describeE2E('channels in the browser', () => {
  const browser = useBrowser();

  it('links UberEats with a partner store id and a 10% delivery upcharge, pushes the menu and sees the price on the storefront', async () => {
    const { page, context } = browser();
    await openChannels(page, ACCOUNTS.cornerOwner);

    const uberEats = region(page, 'UberEats');
    await uberEats.getByRole('button', { name: 'Link', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Link UberEats' });
    await dialog.getByLabel('Partner store ID').fill(`UE-E2E-${storeId}`);
    await dialog.getByLabel('Delivery upcharge (%)').fill('10');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await visible(uberEats.getByText(`Store ID on UberEats: UE-E2E-${storeId}`));
    await visible(uberEats.getByText(/Delivery upcharge 10%/));

    await uberEats.getByRole('button', { name: 'Push menu' }).click();
    const push = page.getByRole('dialog', { name: 'Push the menu to UberEats' });
    await visible(push.getByText('Items added: 1'));
    await visible(push.getByText(new RegExp(`\\+ ${ITEM_NAME}`)));
    await push.getByRole('button', { name: 'Push', exact: true }).click();
    await push.waitFor({ state: 'hidden' });

    const seen = await watchNewestTask(page, 1);
    expect(seen.at(-1)).toBe('Completed');
    // whatever the screen caught of it, the states came in the order initiated → in_progress → completed
    const order = ['Initiated', 'In progress', 'Completed'];
    expect(seen.map((state) => order.indexOf(state))).toEqual([...seen.map((state) => order.indexOf(state))].sort());
    const [task] = (await api<{ sync_status: SyncTask[] }>(opsToken, `/stores/${storeId}/menu/sync-status`)).sync_status;
    expect(task).toMatchObject({ status: 'completed', partner_name: 'UberEats' });
    expect(Date.parse(task?.started_at ?? '')).toBeGreaterThanOrEqual(Date.parse(task?.created_at ?? ''));
    expect(Date.parse(task?.finished_at ?? '')).toBeGreaterThanOrEqual(Date.parse(task?.started_at ?? ''));
    await visible(page.getByText('Menu push to UberEats completed'));

    const storefront = uberEats.getByRole('link', { name: 'View menu on UberEats' });
    await visible(storefront);
    const href = await storefront.getAttribute('href');
    expect(href).toMatch(/^http/);
    const front = await context.newPage();
    await front.goto(href ?? '');
    const item = front.locator('li.item', { hasText: ITEM_NAME });
    await visible(item);
    expect(await item.getAttribute('data-price-cents')).toBe(String(expectedCents));
    await visible(item.getByText(`$${(expectedCents / 100).toFixed(2)}`));
    await front.close();
  });

  it('shows UberEats’s reason on screen when a menu without hours is pushed', async () => {
    await api(opsToken, `/stores/${storeId}/menu?menu_id=${menuId}`, { method: 'PUT', body: { menu_hours: [] } });
    const { page } = browser();
    await openChannels(page, ACCOUNTS.cornerOwner);

    await region(page, 'UberEats').getByRole('button', { name: 'Push menu' }).click();
    const push = page.getByRole('dialog', { name: 'Push the menu to UberEats' });
    await visible(push.getByText(/Hours changes: 7/));
    await push.getByRole('button', { name: 'Push', exact: true }).click();
    const seen = await watchNewestTask(page, 2);
    expect(seen.at(-1)).toBe('Failed');
    const [task] = (await api<{ sync_status: SyncTask[] }>(opsToken, `/stores/${storeId}/menu/sync-status`)).sync_status;
    expect(task?.status).toBe('failed');
    expect(task?.message).toMatch(/hours/i);
    await visible(region(page, 'Menu sync tasks').getByText(task?.message ?? '', { exact: true }));
    await visible(page.getByText(`Menu push to UberEats failed: ${task?.message ?? ''}`));
  });

  it('lets an internal user retry the failed cell from the company sync grid', async () => {
    await api(opsToken, `/stores/${storeId}/menu?menu_id=${menuId}`, { method: 'PUT', body: { menu_hours: HOURS } });
    const { page } = browser();
    await openSignedIn(page, ACCOUNTS.internal, `/companies/${companyId}?sidebarActiveTab=sync-grid`);
    await page.getByRole('textbox', { name: 'Store name' }).fill(storeName);
    await page.getByLabel('Show').click();
    await page.getByRole('option', { name: 'Failed pushes' }).click();
    const row = page.getByRole('row', { name: new RegExp(storeName) });
    await visible(row.getByTestId('cell-UberEats').getByText('Failed'));
    await expect.poll(() => page.getByRole('row').count()).toBe(2);

    await page.getByRole('button', { name: 'Retry failed on this page' }).click();
    await visible(page.getByText('1 push queued'));
    await page.getByLabel('Show').click();
    await page.getByRole('option', { name: 'All cells' }).click();
    await visible(page.getByRole('row', { name: new RegExp(storeName) }).getByTestId('cell-UberEats').getByText('Completed'), 30_000);
  });

  it('shows GrubHub’s 409 when a push meets the menu job GrubHub is still processing for that location', async () => {
    // The chain's old record of the same shop is still linked to GrubHub's location; its push starts a
    // GrubHub job (the e2e server's GrubHub takes SANDBOX_MENU_JOB_MS = 4 s to process one).
    const location = `GH-E2E-${storeId}`;
    const oldRecord = await storeWithMenu(`${storeName} old record`);
    const linkGrubHub = (id: number) =>
      api<{ partnerId: number }>(opsToken, `/stores/${id}/store-partner`, { method: 'POST', body: { partnerName: 'GrubHub', partnerStoreId: location, menuEnabled: true } });
    const { partnerId: grubHubId } = await linkGrubHub(oldRecord.storeId);
    await linkGrubHub(storeId);
    const tasksBefore = (await api<{ sync_status: SyncTask[] }>(opsToken, `/stores/${storeId}/menu/sync-status`)).sync_status.length;

    const { page } = browser();
    await openChannels(page, ACCOUNTS.cornerOwner);
    await region(page, 'GrubHub').getByRole('button', { name: 'Push menu' }).click();
    const push = page.getByRole('dialog', { name: 'Push the menu to GrubHub' });
    await visible(push.getByText('Items added: 1'));

    await api(opsToken, `/stores/${oldRecord.storeId}/partner-menu-push/${grubHubId}`, { method: 'POST' });
    await expect
      .poll(async () => (await api<{ sync_status: SyncTask[] }>(opsToken, `/stores/${oldRecord.storeId}/menu/sync-status`)).sync_status[0]?.status, {
        timeout: 10_000,
        interval: 100,
      })
      .toBe('in_progress');
    await push.getByRole('button', { name: 'Push', exact: true }).click();

    const seen = await watchNewestTask(page, tasksBefore + 1);
    expect(seen.at(-1)).toBe('Failed');
    const [task] = (await api<{ sync_status: SyncTask[] }>(opsToken, `/stores/${storeId}/menu/sync-status`)).sync_status;
    expect(task).toMatchObject({ status: 'failed', partner_name: 'GrubHub' });
    expect(task?.message).toMatch(/^GrubHub already has an active menu ingestion job for this store \(409 Conflict\): job \d+ is (REQUESTED|QUEUED|IN_PROGRESS)$/);
    await visible(region(page, 'Menu sync tasks').getByText(task?.message ?? '', { exact: true }));
    await visible(page.getByText(`Menu push to GrubHub failed: ${task?.message ?? ''}`));
  });

  // The channel tabs themselves are checked at the three widths by the page walk (pageWalk.ts).
  it('fits the partner link dialog at 1440, 1024 and 390 px (screenshots in test-results/screens)', async () => {
    const { page } = browser();
    const dir = join(process.cwd(), 'test-results', 'screens');
    mkdirSync(dir, { recursive: true });
    await openChannels(page, ACCOUNTS.internal);
    for (const width of [1440, 1024, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await region(page, 'DoorDash').getByRole('button', { name: 'Link', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Link DoorDash' });
      await visible(dialog.getByLabel('Partner store ID'));
      // the dialog fades in: take the picture once it is fully shown
      await page.waitForFunction(() => getComputedStyle(document.querySelector('.MuiDialog-container') as Element).opacity === '1');
      await page.screenshot({ path: join(dir, `link-dialog-${width}.png`) });
      await expectNoSidewaysScroll(page, `the link dialog at ${width} px`);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'hidden' });
    }
  });
});
