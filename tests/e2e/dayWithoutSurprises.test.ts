import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { ACCOUNTS, baseUrl, describeE2E, e2eSkip, openSignedIn, useBrowser, visible, waitForPath, tokenOf } from './browser.ts';

// A store no other browser test changes: its hours are set here so that it is closed now and opens tomorrow.
const CLOSED_STORE = 'Corner Market Harvard Square';
const OTHER_COMPANY_STORE = 'QuickStop Lakeview';
const DAY_SHORT = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

async function api<Answer>(token: string, path: string, init: { method?: string; body?: unknown } = {}): Promise<Answer> {
  const response = await fetch(`${baseUrl()}/api${path}`, {
    method: init.method ?? 'GET',
    headers: { authorization: `Bearer ${token}`, ...(init.body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  expect(response.status, `${init.method ?? 'GET'} ${path}: ${await response.clone().text()}`).toBe(200);
  return (await response.json()) as Answer;
}

interface FoundStore {
  id: number;
  name: string;
  company: { id: number };
  address: { address_type: string; timezone: string }[];
}

async function findStore(token: string, name: string): Promise<FoundStore> {
  const found = await api<{ stores: FoundStore[] }>(token, `/stores/?search_string=${encodeURIComponent(name)}&limit=5`);
  const store = found.stores.find((candidate) => candidate.name === name);
  if (!store) throw new Error(`demo store ${name} not found`);
  return store;
}

/** 0 = Monday, in the time zone. */
function localDay(zone: string, at = new Date()): number {
  const weekday = new Intl.DateTimeFormat('en-US', { timeZone: zone, weekday: 'short' }).format(at);
  return DAY_SHORT.indexOf(weekday);
}

let closed: FoundStore;
let other: FoundStore;
let opensText: string;

beforeAll(async () => {
  if (e2eSkip) return;
  const ops = await tokenOf(ACCOUNTS.internal);
  closed = await findStore(ops, CLOSED_STORE);
  other = await findStore(ops, OTHER_COMPANY_STORE);
  const zone = closed.address.find((address) => address.address_type === 'Main')?.timezone ?? 'America/New_York';
  const today = localDay(zone);
  const tomorrow = (today + 1) % 7;
  // Closed every day but tomorrow, 09:00-17:00: closed now whatever the time, opening tomorrow at 9.
  const week = [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) =>
    dayOfWeek === tomorrow
      ? { dayOfWeek, open_time: '09:00', close_time: '17:00', isClosed: false }
      : { dayOfWeek, open_time: '00:00', close_time: '00:00', isClosed: true },
  );
  await api(ops, `/stores/${closed.id}/store-hours`, { method: 'PUT', body: week });
  await api(ops, `/stores/${closed.id}/internal_status`, { method: 'PUT', body: { storeStatus: 'accepting_orders' } });
  await api(ops, `/stores/${closed.id}/status`, { method: 'PUT', body: { dsp_name: 'all', is_active: true } });
  opensText = `${DAY_SHORT[tomorrow]} 9:00 AM`;
});

async function dismissAlert(page: Page, heading: string) {
  const alert = page.getByRole('dialog', { name: heading });
  await visible(alert);
  await alert.getByRole('button', { name: 'OK' }).click();
  await alert.waitFor({ state: 'hidden' });
}

describeE2E('a day without surprises', () => {
  const browser = useBrowser();

  it('a store outside its hours reads Closed on its Home tab, its channel cards and the company store list', async () => {
    const { page } = browser();
    await openSignedIn(page, ACCOUNTS.cornerOwner, `/stores/${closed.id}`);

    await expect.poll(() => page.getByTestId('operating-status').textContent()).toBe('Closed');
    await expect.poll(() => page.getByTestId('store-wide-status').textContent()).toBe(`Store closed (opens ${opensText})`);
    const section = page.getByRole('region', { name: 'Store and channel status' });
    for (const channel of ['UberEats', 'GrubHub', 'LulaDirect']) {
      const card = section.getByRole('region', { name: channel, exact: true });
      await visible(card.getByText('Closed', { exact: true }));
      await visible(card.getByText(`Opens ${opensText}`, { exact: true }));
    }
    // No channel says it is online or offers a pause while the store cannot take orders.
    expect(await section.getByText(/^Online on /).count()).toBe(0);
    expect(await section.getByText('Offline', { exact: true }).count()).toBe(0);
    expect(await section.getByRole('button', { name: /^Pause/ }).count()).toBe(0);

    await page.goto(`${baseUrl()}/companies/${closed.company.id}?sidebarActiveTab=stores`);
    await page.getByRole('textbox', { name: 'Search stores' }).fill('Harvard');
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: CLOSED_STORE, exact: true }) });
    await visible(row);
    await visible(row.getByText('Closed', { exact: true }));
    expect(await row.getByText('Accepting Orders').count()).toBe(0);

    // The Status filter filters what the rows show: the store set open but outside its hours is under Closed.
    const chooseStatus = async (name: string) => {
      await page.getByRole('combobox', { name: 'Status' }).click();
      await page.getByRole('option', { name, exact: true }).click();
    };
    await chooseStatus('Accepting Orders');
    await expect.poll(() => row.count()).toBe(0);
    await chooseStatus('Closed');
    await visible(row.getByText('Closed', { exact: true }));
  });

  it("a merchant opening another company's page or store gets the alert and lands back on their own company", async () => {
    const { page } = browser();
    // `/` sends a merchant to their own company.
    await openSignedIn(page, ACCOUNTS.cornerOwner, '/');
    const home = await waitForPath(page, (url) => /^\/companies\/\d+$/.test(url.pathname));
    const own = home.pathname;
    expect(own).not.toBe(`/companies/${other.company.id}`);

    await page.goto(`${baseUrl()}/companies/${other.company.id}?sidebarActiveTab=stores`);
    await dismissAlert(page, 'Unable to fetch Data');
    await waitForPath(page, (url) => url.pathname === own);
    await visible(page.getByRole('link', { name: CLOSED_STORE }));
    expect(await page.getByText(/Loading/).count()).toBe(0);

    await page.goto(`${baseUrl()}/stores/${other.id}`);
    await dismissAlert(page, 'Unable to fetch Data');
    await waitForPath(page, (url) => url.pathname === own);
    await visible(page.getByRole('button', { name: 'Create store' }));
  });
});
