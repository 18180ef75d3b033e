import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { ACCOUNTS, baseUrl, describeE2E, openSignedIn, storedSession, useBrowser, visible, waitForPath } from './browser.ts';

interface StoreRow {
  id: number;
  name: string;
}

/** The demo store of this exact name, asked of the API as the signed-in user. */
async function storeNamed(page: Page, name: string): Promise<StoreRow> {
  const { accessToken } = await storedSession(page);
  const response = await fetch(`${baseUrl()}/api/stores/?search_string=${encodeURIComponent(name)}`, {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  expect(response.status).toBe(200);
  const { stores } = (await response.json()) as { stores: StoreRow[] };
  const store = stores.find((row) => row.name === name);
  if (!store) throw new Error(`no demo store named ${name}`);
  return store;
}

const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Search stores by name or address' });

/** The option texts (name, then address) in the order shown. */
const optionTexts = (page: Page) => page.getByRole('listbox', { name: 'Stores found' }).getByRole('option').allTextContents();

/** Records the query of every GET /api/stores/ the page sends. */
function recordStoreSearches(page: Page): URLSearchParams[] {
  const seen: URLSearchParams[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.pathname === '/api/stores/') seen.push(url.searchParams);
  });
  return seen;
}

describeE2E('global store search in the browser', () => {
  const browser = useBrowser();

  it('lets an internal user find a store with Ctrl+K, pick it with the arrows and open it with Enter', async () => {
    const { page } = browser();
    const searches = recordStoreSearches(page);
    await openSignedIn(page, ACCOUNTS.internal, '/');
    await visible(page.getByRole('heading', { name: 'Home' }));
    const chelsea = await storeNamed(page, 'Corner Market Chelsea');

    await page.keyboard.press('Control+K');
    const input = searchBox(page);
    await visible(input);
    await input.pressSequentially('  Corner Market C');
    // Every word typed starts a word of the name or an address; the names that start with what was typed come first.
    await expect
      .poll(async () => (await optionTexts(page)).slice(0, 2), { timeout: 15_000 })
      .toEqual(['Corner Market Capitol Hill1100 E Colfax Ave, Denver, CO 80218', 'Corner Market Chelsea215 W 23rd St, New York, NY 10011']);
    const typed = searches.filter((query) => query.has('search_string'));
    expect(typed.map((query) => query.get('search_string'))).toEqual(['Corner Market C']);
    expect(Object.fromEntries(typed[0]!)).toEqual({
      limit: '20',
      offset: '0',
      order_column: 'name',
      sort_direction: 'ASC',
      search_string: 'Corner Market C',
    });

    await page.keyboard.press('ArrowDown');
    await expect.poll(() => page.getByRole('option', { selected: true }).textContent()).toMatch(/^Corner Market Chelsea/);
    await page.keyboard.press('Enter');

    const landed = await waitForPath(page, (url) => url.pathname === `/stores/${chelsea.id}/`);
    expect(landed.pathname).toBe(`/stores/${chelsea.id}/`);
    await visible(page.getByRole('navigation', { name: 'Sidebar tabs' }));
    await visible(page.getByRole('heading', { name: 'Home' }));
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it('keeps a Corner Market merchant to their own stores, and Escape closes the search', async () => {
    const { page } = browser();
    const searches = recordStoreSearches(page);
    // `/` sends a merchant to their own company.
    await openSignedIn(page, ACCOUNTS.cornerOwner, '/');
    const home = await waitForPath(page, (url) => /^\/companies\/\d+$/.test(url.pathname));
    const companyId = home.pathname.split('/')[2];
    const mission = await storeNamed(page, 'Corner Market Mission');
    await visible(page.getByRole('link', { name: 'Corner Market Mission' }));
    searches.length = 0;

    await page.keyboard.press('Control+K');
    const input = searchBox(page);
    await visible(input);
    await input.fill('QuickStop Lakeview');
    await visible(page.getByText('No results found', { exact: true }));
    expect(await page.getByRole('option').count()).toBe(0);

    await input.fill(' Mission');
    await expect.poll(() => optionTexts(page), { timeout: 15_000 }).toEqual(['Corner Market Mission2598 Mission St, San Francisco, CA 94110']);
    // The global search's calls are those sorted by name (the Stores tab below the dialog may refresh too).
    const own = searches.filter((query) => query.get('order_column') === 'name');
    expect(own.map((query) => query.get('search_string'))).toEqual([null, 'QuickStop Lakeview', 'Mission']);
    expect(own.every((query) => query.get('company_id') === companyId)).toBe(true);

    await page.keyboard.press('Escape');
    await input.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe(home.pathname);

    // The sidebar entry opens it too, and a click on a store opens its page.
    await page.getByRole('button', { name: 'Search stores' }).click();
    await searchBox(page).fill('Mission');
    await page.getByRole('option', { name: /^Corner Market Mission/ }).click();
    await waitForPath(page, (url) => url.pathname === `/stores/${mission.id}/`);
    await visible(page.getByRole('navigation', { name: 'Sidebar tabs' }));
  });
});
