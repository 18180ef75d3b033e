import dayjs from 'dayjs';
import { readFileSync } from 'node:fs';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { signBody } from '../../server/services/orders/signature.ts';
import type { StoreOrdersSummary } from '../../src/contract/orders.ts';
import type { StoreStatusAnswer } from '../../src/contract/stores.ts';
import { money } from '../../src/custom/analytics/tableCsv.ts';
import { E2E_DOORDASH_WEBHOOK_SECRET } from './appServer.ts';
import { ACCOUNTS, baseUrl, describeE2E, expectNoSidewaysScroll, e2eSkip, openSignedIn, useBrowser, visible, waitForPath, tokenOf } from './browser.ts';

const SHOTS = join(process.cwd(), 'test-results', 'analytics');
const WIDTHS = [1440, 1024, 390] as const;

async function get(token: string, path: string) {
  return fetch(`${baseUrl()}/api${path}`, { headers: { authorization: `Bearer ${token}` } });
}

/**
 * Screenshots of the page at each width; at none of them may the page scroll sideways. The charts animate on every
 * resize unless the user prefers reduced motion (which they honour): asked for here, each picture shows the charts'
 * final state instead of a bar or line caught halfway.
 */
async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSidewaysScroll(page, name);
    await page.screenshot({ path: join(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.emulateMedia({ reducedMotion: null });
}

let cornerStoreId: number;
let quickStopCompanyId: number;
let ownerToken: string;

beforeAll(async () => {
  if (e2eSkip) return;
  const ops = await tokenOf(ACCOUNTS.internal);
  ownerToken = await tokenOf(ACCOUNTS.cornerOwner);
  const companies = (await (await get(ops, '/stores/company/?limit=20')).json()) as { companies: { id: number; name: string }[] };
  quickStopCompanyId = companies.companies.find((company) => company.name === 'QuickStop')!.id;
  const stores = (await (await get(ops, `/stores/?search_string=${encodeURIComponent('Corner Market Chelsea')}&limit=5`)).json()) as { stores: { id: number; name: string }[] };
  cornerStoreId = stores.stores.find((store) => store.name === 'Corner Market Chelsea')!.id;
});

describeE2E('orders and analytics in the browser', () => {
  const browser = useBrowser();

  it('lands ops on a Home with the failing and paused demo stores and opens one from the attention list', async () => {
    const { page } = browser();
    await openSignedIn(page, ACCOUNTS.internal, '/');
    const statuses = page.getByRole('region', { name: 'Stores by operating status' });
    await visible(statuses.getByText('Integration failure', { exact: true }));
    await visible(statuses.getByText('Paused', { exact: true }));
    const attention = page.getByRole('region', { name: /^Needs attention/ });
    await visible(attention.getByText('Integration failure').first());
    await visible(page.getByRole('region', { name: 'Sales by company' }).locator('svg').first());
    await shoot(page, 'home');
    const link = attention.getByRole('link', { name: 'Corner Market Williamsburg' }).first();
    await link.click();
    const url = await waitForPath(page, (current) => /^\/stores\/\d+\/?$/.test(current.pathname));
    expect(url.pathname).toMatch(/^\/stores\/\d+/);
  });

  it('shows Reports for 30 days by channel and downloads a CSV whose totals equal the screen', async () => {
    const { page } = browser();
    await openSignedIn(page, ACCOUNTS.internal, '/reports?range=30d');
    const byChannel = page.getByRole('region', { name: 'Sales by channel' });
    await visible(byChannel.locator('svg').first());
    await shoot(page, 'reports');
    await byChannel.getByRole('button', { name: 'Table', exact: true }).click();
    const table = byChannel.getByRole('table');
    await visible(table);
    const rows = await table.locator('tbody tr').all();
    expect(rows.length).toBeGreaterThan(1);
    let screenGross = 0;
    let screenOrders = 0;
    for (const row of rows) {
      const cells = await row.locator('td').allTextContents();
      screenOrders += Number(cells[1]);
      screenGross += Math.round(Number(cells[2]) * 100);
    }
    const [download] = await Promise.all([page.waitForEvent('download'), byChannel.getByRole('button', { name: /^CSV/ }).click()]);
    const csv = readFileSync((await download.path())!, 'utf8').trim().split('\r\n');
    expect(csv[0]).toBe('group,orders,cancelled,gross_sales,total_paid,average_order_value,missing_items,wrong_items,late,issue_rate_percent,cancellation_rate_percent');
    const lines = csv.slice(1).map((line) => line.split(','));
    expect(lines.length).toBe(rows.length);
    expect(lines.reduce((sum, cells) => sum + Number(cells[1]), 0)).toBe(screenOrders);
    expect(lines.reduce((sum, cells) => sum + Math.round(Number(cells[3]) * 100), 0)).toBe(screenGross);
    expect(screenGross).toBeGreaterThan(0);
  });

  it('shows the Corner Market owner their own Analytics only, and the store Home lists the latest orders', async () => {
    const { page } = browser();
    await openSignedIn(page, ACCOUNTS.cornerOwner, '/insights?range=30d');
    await visible(page.getByRole('region', { name: 'Sales by store' }).locator('svg').first());
    await visible(page.getByRole('region', { name: 'Sales over time by channel' }).locator('svg').first());
    await shoot(page, 'insights');
    // The server answers another company's numbers with 403.
    const other = await get(ownerToken, `/analytics/sales?from=2026-01-01&to=2026-01-31&group_by=channel&company_id=${quickStopCompanyId}`);
    expect(other.status).toBe(403);

    await page.goto(`${baseUrl()}/stores/${cornerStoreId}`);
    const orders = page.getByRole('region', { name: 'Orders' });
    const latest = orders.getByRole('table', { name: 'Latest orders' });
    await visible(latest);
    expect(await latest.locator('tbody tr').count()).toBeGreaterThan(0);
    await visible(page.getByRole('region', { name: 'Feedback' }));
    await visible(page.getByRole('region', { name: 'Store activity' }));
    await shoot(page, 'store-home');
  });

  it('refuses an order whose signature is wrong, and shows a signed one in the store Home and today\'s totals', async () => {
    const { page } = browser();
    const summary = async () => (await (await get(ownerToken, `/orders/store/${cornerStoreId}/summary`)).json()) as StoreOrdersSummary;
    const today = dayjs().format('YYYY-MM-DD');
    const status = (await (await get(ownerToken, `/stores/${cornerStoreId}/status?current_local_date=${today}`)).json()) as StoreStatusAnswer;
    const doordashStoreId = status.DoorDash[0]!.partner_store_id!;
    const before = await summary();
    const post = (body: string, signature: string) =>
      fetch(`${baseUrl()}/api/dsp-integration/v1/webhooks/doordash`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-lsm-signature': signature }, body });
    const order = (id: string) =>
      JSON.stringify({
        event: 'order',
        order_id: id,
        store_id: doordashStoreId,
        state: 'placed',
        placed_at: new Date().toISOString(),
        subtotal_cents: 4321,
        total_cents: 4821,
        customer_name: 'Webhook E2E',
        items: [{ name: 'Webhook Bagel', quantity: 3, price_cents: 1440 }],
      });
    const forged = order(`E2E-FORGED-${Date.now()}`);
    expect((await post(forged, signBody('not-the-secret', forged))).status).toBe(401);
    const signedId = `E2E-SIGNED-${Date.now()}`;
    const signed = order(signedId);
    expect((await post(signed, signBody(E2E_DOORDASH_WEBHOOK_SECRET, signed))).status).toBe(201);

    await openSignedIn(page, ACCOUNTS.cornerOwner, `/stores/${cornerStoreId}`);
    const orders = page.getByRole('region', { name: 'Orders' });
    await visible(orders.getByRole('row').filter({ hasText: signedId }));
    expect(await orders.getByText(/E2E-FORGED/).count()).toBe(0);
    const ordersToday = before.orders + 1;
    await visible(orders.getByText(`${ordersToday} ${ordersToday === 1 ? 'order' : 'orders'} today`));
    await visible(orders.getByText(`${money(before.gross_cents + 4321)} sales today`));
    // Nowhere else either: the forged order was stored by no part of the server.
    const after = await summary();
    expect(after.orders).toBe(before.orders + 1);
    expect(after.latest.map((row) => row.partner_order_id).filter((id) => id.startsWith('E2E-'))).toEqual([signedId]);
  });
});
