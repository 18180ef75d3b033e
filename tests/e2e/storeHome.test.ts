import type { Locator, Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { ACCOUNTS, baseUrl, describeE2E, e2eSkip, openSignedIn, useBrowser, visible, tokenOf } from './browser.ts';

const STORE_NAME = 'Corner Market Midtown East';
const TWO_HOURS_MS = 2 * 3600_000;

interface ChannelEntry {
  status: string;
  is_open: boolean;
  end_time: string | null;
}

async function api<Answer>(token: string, path: string, init: { method?: string; body?: unknown } = {}): Promise<Answer> {
  const response = await fetch(`${baseUrl()}/api${path}`, {
    method: init.method ?? 'GET',
    headers: { authorization: `Bearer ${token}`, ...(init.body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  expect(response.status, `${init.method ?? 'GET'} ${path}: ${await response.clone().text()}`).toBe(200);
  return (await response.json()) as Answer;
}

let storeId: number;
let opsToken: string;

/**
 * The journey must not depend on the time of day or on earlier tests: the store gets 24/7 hours, the
 * accepting-orders status and every channel resumed, through the API, before the browser opens it.
 */
beforeAll(async () => {
  if (e2eSkip) return;
  opsToken = await tokenOf(ACCOUNTS.internal);
  const found = await api<{ stores: { id: number; name: string }[] }>(opsToken, `/stores/?search_string=${encodeURIComponent(STORE_NAME)}&limit=5`);
  const store = found.stores.find((candidate) => candidate.name === STORE_NAME);
  if (!store) throw new Error(`demo store ${STORE_NAME} not found`);
  storeId = store.id;
  const allDay = [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({ dayOfWeek, open_time: '00:00', close_time: '23:59', isClosed: false }));
  await api(opsToken, `/stores/${storeId}/store-hours`, { method: 'PUT', body: allDay });
  await api(opsToken, `/stores/${storeId}/internal_status`, { method: 'PUT', body: { storeStatus: 'accepting_orders' } });
  const status = await api<{ UberEats: ChannelEntry[]; is_closed: boolean }>(opsToken, `/stores/${storeId}/status`, {
    method: 'PUT',
    body: { dsp_name: 'all', is_active: true },
  });
  expect(status.is_closed).toBe(false);
  expect(status.UberEats[0]).toMatchObject({ status: 'ONLINE', is_open: true });
});

const channelCard = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const storeWide = (page: Page) => page.getByTestId('store-wide-status');

async function expectState(card: Locator, state: string) {
  await visible(card.getByText(state, { exact: true }));
}

describeE2E('store Home tab in the browser', () => {
  const browser = useBrowser();

  it('lets an internal user pause UberEats for two hours and resume it, with the store-wide status following', async () => {
    const { page } = browser();
    await openSignedIn(page, ACCOUNTS.internal, `/stores/${storeId}`);

    const uberEats = channelCard(page, 'UberEats');
    await expectState(uberEats, 'Open');
    await expect.poll(() => storeWide(page).textContent()).toBe('All channels open');
    await expect.poll(() => page.getByTestId('operating-status').textContent()).toBe('Accepting Orders');

    await uberEats.getByRole('button', { name: 'Pause', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Pause UberEats' });
    await dialog.getByRole('radio', { name: '2 hours' }).check();
    const clicked = Date.now();
    await dialog.getByRole('button', { name: 'Pause', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });

    await expectState(uberEats, 'Paused');
    await visible(uberEats.getByText(/^Paused until [A-Z][a-z]{2} \d{1,2}, \d{2}:\d{2}:\d{2} [AP]M$/));
    await expect.poll(() => storeWide(page).textContent()).toBe('Some channels paused');
    // GrubHub and LulaDirect still take orders, so the store does too.
    await expect.poll(() => page.getByTestId('operating-status').textContent()).toBe('Accepting Orders');
    // The other channels keep taking orders.
    await expectState(channelCard(page, 'GrubHub'), 'Open');
    const paused = await api<{ UberEats: ChannelEntry[] }>(opsToken, `/stores/${storeId}/status`);
    expect(paused.UberEats[0]).toMatchObject({ status: 'PAUSED', is_open: false });
    const end = Date.parse(paused.UberEats[0].end_time ?? '');
    expect(Math.abs(end - (clicked + TWO_HOURS_MS))).toBeLessThan(60_000);

    // A reload reads the pause from the server.
    await page.reload();
    await expectState(uberEats, 'Paused');

    await uberEats.getByRole('button', { name: 'Resume', exact: true }).click();
    await expectState(uberEats, 'Open');
    await expect.poll(() => storeWide(page).textContent()).toBe('All channels open');
    const resumed = await api<{ UberEats: ChannelEntry[] }>(opsToken, `/stores/${storeId}/status`);
    expect(resumed.UberEats[0]).toMatchObject({ status: 'ONLINE', is_open: true, end_time: null });
  });

  it('shows view-only staff the status of every channel but no pause or resume control', async () => {
    const { page } = browser();
    await openSignedIn(page, ACCOUNTS.cornerStaff, `/stores/${storeId}`);

    const uberEats = channelCard(page, 'UberEats');
    await expectState(uberEats, 'Open');
    await expectState(channelCard(page, 'DoorDash'), 'Not linked');
    await expect.poll(() => storeWide(page).textContent()).toBe('All channels open');
    await visible(page.getByRole('region', { name: 'Recent tasks' }).getByRole('listitem').first());

    const statusSection = page.getByRole('region', { name: 'Store and channel status' });
    expect(await statusSection.getByRole('button', { name: /^(Pause|Resume)/ }).count()).toBe(0);
    expect(await page.getByRole('region', { name: 'Set store status (internal)' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Mark done' }).count()).toBe(0);
  });
});
