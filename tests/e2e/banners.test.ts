import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { ACCOUNTS, authenticate, baseUrl, companyIdOf, describeE2E, expectNoSidewaysScroll, openSignedIn, storedSession, useBrowser, visible, waitForPath } from './browser.ts';

/** A valid 1x1 PNG. */
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

interface Banner {
  id: number;
  name: string;
  image: string | null;
  status: string;
  schedule_state: string;
  start_date: string | null;
  end_date: string | null;
  featured_products: number[];
}

/** A call sent by hand with the page's session. */
async function api(page: Page, method: string, path: string, body?: unknown): Promise<Response> {
  const { accessToken } = await storedSession(page);
  return fetch(`${baseUrl()}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${accessToken ?? ''}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function apiJson<Answer>(page: Page, method: string, path: string, body?: unknown): Promise<Answer> {
  const response = await api(page, method, path, body);
  expect(response.status, `${method} ${path}`).toBeLessThan(300);
  return (await response.json()) as Answer;
}

/** Opens the company's Banners tab signed in as `email`; answers the company id. */
async function openBanners(page: Page, email: string): Promise<number> {
  const session = await authenticate(email);
  const companyId = await companyIdOf(session.accessToken);
  await openSignedIn(page, session, `/companies/${companyId}?sidebarActiveTab=banners`);
  await visible(page.getByRole('heading', { name: 'Banners', level: 2 }));
  return companyId;
}

/** Types a date and time into a date-time picker field, section by section (MM/DD/YYYY hh:mm aa). */
async function typeDateTime(field: Locator, page: Page, keys: string): Promise<void> {
  await field.getByRole('spinbutton').first().click();
  await page.keyboard.type(keys);
}

function row(page: Page, name: string): Locator {
  return page.getByRole('row').filter({ hasText: name });
}

async function searchBanners(page: Page, text: string): Promise<void> {
  await page.getByPlaceholder('Search banners').fill(text);
}

async function createBanners(page: Page, companyId: number, names: string[]): Promise<Banner[]> {
  const created: Banner[] = [];
  for (const name of names) created.push(await apiJson<Banner>(page, 'POST', `/stores/company/${companyId}/campaigns`, { name, status: 'active' }));
  return created;
}

describeE2E('banners in the browser', () => {
  const browser = useBrowser();

  it('lets an owner create a scheduled banner with an image and two featured products, and keeps the Scheduled filter across a reload', async () => {
    const { page } = browser();
    const companyId = await openBanners(page, ACCOUNTS.cornerOwner);
    const items = await apiJson<{ globalItems: { id: number; name: string }[] }>(page, 'GET', `/inventory/items/global-items/v2?company_id=${companyId}&limit=2`);
    const products = items.globalItems.slice(0, 2);
    expect(products).toHaveLength(2);
    const name = `Autumn preview ${Date.now()}`;

    await page.getByRole('button', { name: 'New banner' }).click();
    const dialog = page.getByRole('dialog', { name: 'New banner' });
    await dialog.getByLabel(/^Name/).fill(name);
    await page.setInputFiles('#company-image-file', { name: 'banner.png', mimeType: 'image/png', buffer: PNG_1X1 });
    await expect.poll(() => dialog.getByRole('img', { name: 'Image' }).getAttribute('src'), { timeout: 15_000 }).toMatch(/\/uploads\/[0-9a-f]{32}\.png$/);
    await typeDateTime(dialog.getByRole('group', { name: 'Start' }), page, '091520301000AM');
    await typeDateTime(dialog.getByRole('group', { name: 'End' }), page, '101520301000AM');
    await dialog.getByLabel('Home hero').check();
    await dialog.getByLabel('All customers').check();
    const picker = dialog.getByRole('combobox', { name: 'Featured products' });
    for (const product of products) {
      await picker.fill(product.name);
      await page.getByRole('option', { name: product.name, exact: true }).click();
    }
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => row(page, name).getByText('Scheduled').count(), { timeout: 15_000 }).toBe(1);

    const list = await apiJson<{ campaigns: Banner[] }>(page, 'GET', `/stores/company/${companyId}/campaigns?search_string=${encodeURIComponent(name)}`);
    const [saved] = list.campaigns;
    expect(saved?.schedule_state).toBe('scheduled');
    expect(saved?.image).toMatch(/\/uploads\/[0-9a-f]{32}\.png$/);
    expect(saved?.featured_products).toEqual(products.map((product) => product.id));
    // 10:00 in the company's zone (its first store's, America/New_York in the demo): 14:00 UTC in September.
    expect(saved?.start_date && new Date(saved.start_date).toISOString()).toBe('2030-09-15T14:00:00.000Z');

    // Filter to Scheduled: the filter lives in the URL, so a reload shows the same list.
    await page.getByRole('combobox', { name: /^Schedule/ }).click();
    await page.getByRole('option', { name: 'Scheduled', exact: true }).click();
    await waitForPath(page, (url) => (url.searchParams.get('filter') ?? '').includes('"status":"scheduled"'));
    await expect.poll(() => page.getByRole('row').filter({ hasText: /Live|Ended|Inactive/ }).count()).toBe(0);
    const names = async () => (await page.locator('tbody tr td:nth-child(3)').allTextContents()).sort();
    await visible(row(page, name));
    const before = await names();
    await page.reload();
    await visible(row(page, name));
    expect(page.url()).toContain('sidebarActiveTab=banners');
    expect(await names()).toEqual(before);
    await expect.poll(() => page.getByRole('row').filter({ hasText: /Live|Ended|Inactive/ }).count()).toBe(0);
  });

  it('deactivates two banners in one bulk call and deletes 25 selected banners in calls of 20 and 5', async () => {
    const { page } = browser();
    const companyId = await openBanners(page, ACCOUNTS.cornerOwner);
    const run = Date.now();
    const pair = await createBanners(page, companyId, [`Bulk pair ${run} A`, `Bulk pair ${run} B`]);

    await searchBanners(page, `Bulk pair ${run}`);
    await expect.poll(() => page.getByRole('row').filter({ hasText: `Bulk pair ${run}` }).count(), { timeout: 15_000 }).toBe(2);
    const bulkCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/campaigns/bulk')) bulkCalls.push(`${request.method()} ${request.postData() ?? ''}`);
    });
    for (const banner of pair) await row(page, banner.name).getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Deactivate' }).click();
    await expect.poll(() => page.getByRole('row').filter({ hasText: 'Inactive' }).filter({ hasText: `Bulk pair ${run}` }).count(), { timeout: 15_000 }).toBe(2);
    expect(bulkCalls).toHaveLength(1);
    expect(bulkCalls[0]).toMatch(/^PUT /);
    for (const banner of pair) expect((await apiJson<Banner>(page, 'GET', `/stores/company/${companyId}/campaigns/${banner.id}`)).status).toBe('inactive');

    const doomed = await createBanners(page, companyId, Array.from({ length: 25 }, (_, index) => `Doomed ${run} ${String(index).padStart(2, '0')}`));
    bulkCalls.length = 0;
    await searchBanners(page, `Doomed ${run}`);
    await visible(page.getByRole('status').filter({ hasText: /^25 of \d+ banners$/ }));
    await expect.poll(() => page.getByRole('row').filter({ hasText: `Doomed ${run}` }).count()).toBe(20);
    await page.getByRole('columnheader').getByRole('checkbox').check();
    await page.getByRole('button', { name: /^Select all/ }).click();
    await visible(page.getByText(/^25 items selected$/));
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByRole('dialog', { name: 'Delete 25 banners?' }).getByRole('button', { name: 'Confirm' }).click();
    await visible(page.getByText('25 banners deleted'));
    expect(bulkCalls.map((call) => (JSON.parse(call.slice(call.indexOf(' ') + 1)) as { campaign_ids: number[] }).campaign_ids.length)).toEqual([20, 5]);
    const left = await apiJson<{ count: number }>(page, 'GET', `/stores/company/${companyId}/campaigns/count?search_string=${encodeURIComponent(`Doomed ${run}`)}`);
    expect(left.count).toBe(0);
    expect(doomed).toHaveLength(25);
  });

  it('shows staff the list without create, edit or delete controls, and the server refuses those calls', async () => {
    const { page } = browser();
    const companyId = await openBanners(page, ACCOUNTS.cornerStaff);
    await expect.poll(() => page.locator('tbody tr').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    expect(await page.getByRole('button', { name: 'New banner' }).count()).toBe(0);
    expect(await page.getByRole('checkbox').count()).toBe(0);
    await page.locator('tbody tr').first().click();
    expect(await page.getByRole('dialog').count()).toBe(0);

    const { campaigns } = await apiJson<{ campaigns: Banner[] }>(page, 'GET', `/stores/company/${companyId}/campaigns`);
    const id = campaigns[0]!.id;
    const base = `/stores/company/${companyId}/campaigns`;
    const refused = [
      ['POST', base, { name: 'Not allowed' }],
      ['PUT', `${base}/${id}`, { name: 'Not allowed' }],
      ['DELETE', `${base}/${id}`, undefined],
      ['PUT', `${base}/bulk/`, { campaign_ids: [id], status: 'inactive' }],
      ['DELETE', `${base}/bulk/delete`, { campaign_ids: [id] }],
    ] as const;
    for (const [method, path, body] of refused) expect((await api(page, method, path, body)).status, `${method} ${path}`).toBe(403);

    // At phone width the list shows as cards and nothing scrolls sideways.
    await page.setViewportSize({ width: 390, height: 800 });
    await expect.poll(() => page.locator('tbody tr').count(), { timeout: 10_000 }).toBe(0);
    await visible(page.getByText(campaigns[0]!.name));
    await expectNoSidewaysScroll(page);
  });
});
