import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import type { StoreHourRow, StoreHoursAnswer, StoreListAnswer } from '../../src/contract/stores.ts';
import { hoursText } from '../../src/domain/hours.ts';
import { ACCOUNTS, authenticate, baseUrl, describeE2E, openSignedIn, storedSession, tokenOf, useBrowser, visible, waitForPath } from './browser.ts';

const NO_COMPANY_ACCESS = "You don't have access to this company";
/** A QuickStop store open 00:00-23:59 every day in the demo data (America/Chicago). */
const ALL_DAY_STORE = 'QuickStop Uptown Dallas';
const REFUSED_STORE = 'QuickStop Lakeview';

function api(path: string, accessToken: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${baseUrl()}/api${path}`, {
    ...init,
    headers: { authorization: `Bearer ${accessToken}`, 'app-origin': 'lsm', 'content-type': 'application/json', ...init.headers },
  });
}

async function storeIdByName(name: string, accessToken: string): Promise<number> {
  const response = await api(`/stores/?search_string=${encodeURIComponent(name)}`, accessToken);
  expect(response.status).toBe(200);
  const { stores } = (await response.json()) as StoreListAnswer;
  const store = stores.find((entry) => entry.name === name);
  if (!store) throw new Error(`Demo store ${name} not found`);
  return store.id;
}

/** The sidebar's hours text, "" when the sidebar shows none (a closed day, or after the last slot). */
async function sidebarHoursText(page: Page): Promise<string> {
  const text = page.getByTestId('store-hours-text');
  return (await text.count()) === 0 ? '' : ((await text.textContent()) ?? '');
}

/** The "open-close" wire values of a day's slots in the editor. */
async function slotsOf(day: Locator): Promise<string[]> {
  const opens = await day.getByRole('combobox', { name: 'Opens' }).evaluateAll((list) => list.map((select) => (select as HTMLSelectElement).value));
  const closes = await day.getByRole('combobox', { name: 'Closes' }).evaluateAll((list) => list.map((select) => (select as HTMLSelectElement).value));
  return opens.map((open, index) => `${open}-${closes[index]}`);
}

describeE2E('store page in the browser', () => {
  const browser = useBrowser();

  it('lets an internal user set a split shift on Saturday; the sidebar hours follow', async () => {
    const { page } = browser();
    const session = await authenticate(ACCOUNTS.internal);
    const token = session.accessToken;
    const storeId = await storeIdByName(ALL_DAY_STORE, token);
    const original = ((await (await api(`/stores/${storeId}/store-hours`, token)).json()) as StoreHoursAnswer).hours;

    try {
      await openSignedIn(page, session, `/stores/${storeId}/`);
      const sidebar = page.getByRole('complementary');
      await visible(sidebar.getByText(ALL_DAY_STORE, { exact: true }));
      await visible(sidebar.getByText('2800 Routh St, Dallas, TX 75201'));
      await visible(sidebar.getByText(/^\(214\) \d{3}-\d{4}$/));
      await visible(sidebar.getByText('Open 24/7'));
      const back = page.getByRole('link', { name: 'Back' });
      expect(await back.getAttribute('href')).toMatch(/^\/companies\/\d+\?sidebarActiveTab=stores$/);

      await sidebar.getByRole('button', { name: 'Edit store hours' }).click();
      let dialog = page.getByRole('dialog', { name: /^Store hours/ });
      await visible(dialog.getByText(/America\/Chicago/));
      let saturday = dialog.getByRole('group', { name: 'Saturday' });
      expect(await slotsOf(saturday)).toEqual(['00:00-23:59']);

      // 00:00-23:59 becomes 09:00-12:00, then a second slot 13:00-17:00.
      await saturday.getByRole('combobox', { name: 'Closes' }).selectOption('12:00');
      await saturday.getByRole('combobox', { name: 'Opens' }).selectOption('09:00');
      await saturday.getByRole('button', { name: 'Add slot' }).click();
      expect(await slotsOf(saturday)).toEqual(['09:00-12:00', '12:00-13:00']);
      // An overlap is refused on screen before anything is sent.
      await saturday.getByRole('combobox', { name: 'Opens' }).nth(1).selectOption('11:00');
      await visible(saturday.getByText('Overlaps 9:00 AM – 12:00 PM'));
      expect(await dialog.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
      await saturday.getByRole('combobox', { name: 'Opens' }).nth(1).selectOption('13:00');
      await saturday.getByRole('combobox', { name: 'Closes' }).nth(1).selectOption('17:00');
      expect(await slotsOf(saturday)).toEqual(['09:00-12:00', '13:00-17:00']);
      await dialog.getByRole('button', { name: 'Save' }).click();
      // The save says so and closes the dialog.
      await visible(page.getByText('Store hours saved'));
      await dialog.waitFor({ state: 'hidden' });

      // Stored as sent.
      const saved = (await (await api(`/stores/${storeId}/store-hours`, token)).json()) as StoreHoursAnswer;
      const savedSaturday = saved.hours.filter((row: StoreHourRow) => row.dayOfWeek === 5);
      expect(savedSaturday.map((row) => `${row.open_time}-${row.close_time}:${row.isClosed}`)).toEqual(['09:00-12:00:false', '13:00-17:00:false']);

      // The week is no longer round the clock: the sidebar shows what the hours rule gives for now.
      await expect
        .poll(async () => {
          const shown = await sidebarHoursText(page);
          const expected = [new Date(Date.now() - 1000), new Date()].map((now) => hoursText(saved.hours, now, saved.timezone));
          return expected.includes(shown) ? 'matches' : `sidebar "${shown}" vs rule ${JSON.stringify(expected)}`;
        }, { timeout: 15_000 })
        .toBe('matches');
      expect(await sidebarHoursText(page)).not.toBe('Open 24/7');

      // Reopened, the editor shows the saved split shift.
      await sidebar.getByRole('button', { name: 'Edit store hours' }).click();
      dialog = page.getByRole('dialog', { name: /^Store hours/ });
      saturday = dialog.getByRole('group', { name: 'Saturday' });
      await visible(saturday.getByRole('combobox', { name: 'Opens' }));
      expect(await slotsOf(saturday)).toEqual(['09:00-12:00', '13:00-17:00']);
      expect(await slotsOf(dialog.getByRole('group', { name: 'Friday' }))).toEqual(['00:00-23:59']);
    } finally {
      // Leave the shared demo database as it was for the other browser tests.
      const restored = await api(`/stores/${storeId}/store-hours`, token, {
        method: 'PUT',
        body: JSON.stringify(original.map(({ dayOfWeek, open_time, close_time, isClosed }) => ({ dayOfWeek, open_time, close_time, isClosed }))),
      });
      expect(restored.status).toBe(200);
    }
  });

  it("refuses a Corner Market merchant a QuickStop store, on screen and through the API", async () => {
    const { page } = browser();
    const lakeview = await storeIdByName(REFUSED_STORE, await tokenOf(ACCOUNTS.internal));
    // `/` sends a merchant to their own company.
    await openSignedIn(page, ACCOUNTS.cornerOwner, '/');
    const home = await waitForPath(page, (url) => /^\/companies\/\d+$/.test(url.pathname));
    const { accessToken } = await storedSession(page);
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/')) calls.push(new URL(request.url()).pathname);
    });

    await page.goto(`${baseUrl()}/stores/${lakeview}?sidebarActiveTab=store-settings`);
    const alert = page.getByRole('dialog', { name: 'Unable to fetch Data' });
    await visible(alert.getByText(NO_COMPANY_ACCESS));
    await alert.getByRole('button', { name: 'OK' }).click();
    await alert.waitFor({ state: 'hidden' });
    // Refused, the merchant is back on their own company.
    await waitForPath(page, (url) => url.pathname === home.pathname);
    await visible(page.getByRole('button', { name: 'Create store' }));
    const body = (await page.locator('body').innerText()).toLowerCase();
    for (const secret of ['lakeview', '3200 n broadway', 'store settings', 'edit store hours']) expect(body).not.toContain(secret);
    expect(calls.filter((path) => path.includes(`/${lakeview}`))).toEqual([`/api/stores/${lakeview}`]);

    for (const path of [`/stores/${lakeview}`, `/stores/${lakeview}/store-hours`, `/user-service/store/${lakeview}/users`]) {
      const refused = await api(path, accessToken ?? '');
      expect(refused.status, path).toBe(403);
      expect(((await refused.json()) as { message: string }).message).toBe(NO_COMPANY_ACCESS);
    }
    const put = await api(`/stores/${lakeview}/store-hours`, accessToken ?? '', {
      method: 'PUT',
      body: JSON.stringify([{ dayOfWeek: 0, open_time: '09:00', close_time: '17:00', isClosed: false }]),
    });
    expect(put.status).toBe(403);
  });
});
