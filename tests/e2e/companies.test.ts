import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import {
  ACCOUNTS,
  baseUrl,
  describeE2E,
  navItem,
  openSignedIn,
  storedSession,
  useBrowser,
  visible,
  waitForPath,
} from './browser.ts';

/** A valid 1x1 PNG. */
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

const MERCHANT_HOME = /^\/companies\/(\d+)$/;
const isMerchantHome = (url: URL) => MERCHANT_HOME.test(url.pathname) && url.searchParams.get('sidebarActiveTab') === 'stores';

async function apiGet<Answer>(path: string, accessToken: string): Promise<Answer> {
  const response = await fetch(`${baseUrl()}/api${path}`, { headers: { authorization: `Bearer ${accessToken}` } });
  expect(response.status, path).toBe(200);
  return (await response.json()) as Answer;
}

async function chooseOption(page: Page, scope: Locator, label: RegExp, option: string): Promise<void> {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function storeNamesInTable(page: Page): Promise<string[]> {
  const table = page.getByRole('table');
  await visible(table.getByRole('link'));
  return table.getByRole('link').allTextContents();
}

describeE2E('companies and stores in the browser', () => {
  const browser = useBrowser();

  it('lets an internal user create a company with a logo and a store with both addresses, open the store with Ctrl+K and give it a Saturday split shift', async () => {
    const { page } = browser();
    const suffix = Date.now().toString(36);
    const companyName = `E2E Provisions ${suffix}`;
    const storeName = `E2E Provisions Main ${suffix}`;

    await openSignedIn(page, ACCOUNTS.internal, '/companies');
    await visible(page.getByText(/^Total companies: \d+$/));

    await page.getByRole('button', { name: 'Create company' }).click();
    const companyDialog = page.getByRole('dialog', { name: 'Create company' });
    await companyDialog.getByLabel(/^Name/).fill(`  ${companyName}  `);
    await companyDialog.getByLabel(/^Email/).fill('hello@provisions.example');
    await companyDialog.getByLabel(/^Phone/).fill('(555) 010-2030');
    await companyDialog.getByLabel(/^Address line 1/).fill('10 Harbor Way');
    await companyDialog.getByLabel(/^City/).fill('Portland');
    await companyDialog.getByLabel(/^State/).fill('OR');
    await companyDialog.getByLabel(/^ZIP/).fill('97201');
    await page.setInputFiles('#company-logo-file', { name: 'logo.png', mimeType: 'image/png', buffer: PNG_1X1 });
    const logoPreview = companyDialog.getByRole('img', { name: 'Logo' });
    await expect.poll(() => logoPreview.getAttribute('src'), { timeout: 15_000 }).toMatch(/\/uploads\/[0-9a-f]{32}\.png$/);
    const logoUrl = (await logoPreview.getAttribute('src')) ?? '';
    const image = await fetch(new URL(logoUrl, baseUrl()));
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    await companyDialog.getByRole('button', { name: 'Save' }).click();
    await companyDialog.waitFor({ state: 'hidden' });

    // In the list (searched, since it is sorted by name), with its logo.
    await page.getByRole('textbox', { name: 'Search companies' }).fill(`   ${companyName}`);
    // The search reaches the URL 500 ms after typing: a click before then is taken back to the list when it lands.
    await waitForPath(page, (url) => (url.searchParams.get('filter') ?? '').includes(companyName));
    const row = page.getByRole('row').filter({ hasText: companyName });
    await visible(row);
    expect(await row.locator('img').getAttribute('src')).toBe(logoUrl);
    await row.getByRole('link', { name: companyName }).click();
    const detail = await waitForPath(page, (url) => /^\/companies\/\d+$/.test(url.pathname));
    const companyId = Number(detail.pathname.split('/').pop());

    const sidebar = page.getByRole('complementary');
    await visible(sidebar.getByText(companyName, { exact: true }));
    await visible(sidebar.getByText('On Boarding', { exact: true }));
    await visible(page.getByText('No stores found'));

    await page.getByRole('button', { name: 'Create store' }).click();
    const storeDialog = page.getByRole('dialog', { name: 'Create store' });
    await storeDialog.getByLabel(/^Store name/).fill(`${storeName} `);
    await storeDialog.getByLabel(/^Phone/).fill('(555) 010-4050');
    const main = storeDialog.getByRole('group', { name: 'Main address' });
    await main.getByLabel(/^Address line 1/).fill(' 12 Harbor Way ');
    await main.getByLabel(/^City/).fill('Portland');
    await main.getByLabel(/^State/).fill('OR');
    await main.getByLabel(/^ZIP/).fill('97201');
    await chooseOption(page, main, /^Time zone/, 'Pacific (America/Los_Angeles)');
    const shipping = storeDialog.getByRole('group', { name: /shipping/i });
    await shipping.getByLabel('Same as store address').check();
    await expect.poll(() => shipping.getByLabel(/^Address line 1/).inputValue()).toBe(' 12 Harbor Way ');
    await storeDialog.getByRole('button', { name: 'Save' }).click();
    await storeDialog.waitFor({ state: 'hidden' });

    const storeRow = page.getByRole('row').filter({ hasText: storeName });
    await visible(storeRow);
    await visible(storeRow.getByText('(555) 010-4050'));
    await visible(storeRow.getByText('12 Harbor Way, Portland, OR 97201'));

    // The server stored both addresses, the shipping one as a copy of Main.
    const { accessToken } = await storedSession(page);
    const listed = await apiGet<{ stores: { id: number; name: string; address: { address_type: string; line_1: string; same_as_store_address?: boolean; timezone?: string | null }[] }[] }>(
      `/stores/?company_id=${companyId}`,
      accessToken ?? '',
    );
    expect(listed.stores.map((store) => store.name)).toEqual([storeName]);
    const addresses = listed.stores[0].address;
    expect(addresses.find((address) => address.address_type === 'Main')).toMatchObject({ line_1: '12 Harbor Way', timezone: 'America/Los_Angeles' });
    expect(addresses.find((address) => address.address_type === 'WelcomePackage')).toMatchObject({
      line_1: '12 Harbor Way',
      same_as_store_address: true,
    });

    // Opened from anywhere with Ctrl+K: the new store is found by name and opened with Enter.
    const storeId = listed.stores[0].id;
    await page.keyboard.press('Control+K');
    await page.getByRole('combobox', { name: 'Search stores by name or address' }).fill(storeName);
    await expect
      .poll(() => page.getByRole('option').allTextContents(), { timeout: 15_000 })
      .toEqual([`${storeName}12 Harbor Way, Portland, OR 97201`]);
    await page.keyboard.press('Enter');
    await waitForPath(page, (url) => url.pathname === `/stores/${storeId}/`);
    const storeSidebar = page.getByRole('complementary');
    await visible(storeSidebar.getByText(storeName, { exact: true }));
    await visible(storeSidebar.getByText('12 Harbor Way, Portland, OR 97201'));

    // A split shift on Saturday, from a week with no hours yet: the new day starts at 09:00-17:00.
    await storeSidebar.getByRole('button', { name: 'Edit store hours' }).click();
    const hoursDialog = page.getByRole('dialog', { name: /^Store hours/ });
    await visible(hoursDialog.getByText(/America\/Los_Angeles/));
    const saturday = hoursDialog.getByRole('group', { name: 'Saturday' });
    await saturday.getByLabel('Saturday open').check();
    await expect.poll(() => saturday.getByRole('combobox', { name: 'Opens' }).inputValue()).toBe('09:00');
    expect(await saturday.getByRole('combobox', { name: 'Closes' }).inputValue()).toBe('17:00');
    await saturday.getByRole('combobox', { name: 'Closes' }).selectOption('12:00');
    await saturday.getByRole('button', { name: 'Add slot' }).click();
    await saturday.getByRole('combobox', { name: 'Opens' }).nth(1).selectOption('13:00');
    await saturday.getByRole('combobox', { name: 'Closes' }).nth(1).selectOption('17:00');
    await hoursDialog.getByRole('button', { name: 'Save' }).click();
    // The save says so and closes the dialog.
    await visible(page.getByText('Store hours saved'));
    await hoursDialog.waitFor({ state: 'hidden' });
    const hours = await apiGet<{ timezone: string; hours: { dayOfWeek: number; open_time: string; close_time: string; isClosed: boolean }[] }>(
      `/stores/${storeId}/store-hours`,
      accessToken ?? '',
    );
    expect(hours.timezone).toBe('America/Los_Angeles');
    expect(
      hours.hours.filter((row) => row.dayOfWeek === 5 && !row.isClosed).map((row) => `${row.open_time}-${row.close_time}`),
    ).toEqual(['09:00-12:00', '13:00-17:00']);
  });

  it('shows a Corner Market merchant only Corner Market stores', async () => {
    const { page } = browser();
    // `/` sends a merchant to their company's Stores tab.
    await openSignedIn(page, ACCOUNTS.cornerOwner, '/');
    const home = await waitForPath(page, isMerchantHome);
    const companyId = Number(MERCHANT_HOME.exec(home.pathname)?.[1]);
    await visible(page.getByRole('complementary').getByText('Corner Market', { exact: true }));
    await visible(page.getByRole('button', { name: 'Create store' }));

    const shown = await storeNamesInTable(page);
    expect(shown.length).toBeGreaterThan(0);
    const { accessToken } = await storedSession(page);
    const own = await apiGet<{ stores: { name: string; company: { name: string } }[] }>(
      `/stores/?company_id=${companyId}&limit=100`,
      accessToken ?? '',
    );
    expect(own.stores.every((store) => store.company.name === 'Corner Market')).toBe(true);
    const ownNames = new Set(own.stores.map((store) => store.name));
    for (const name of shown) expect(ownNames.has(name), name).toBe(true);
  });

  it('gives Corner Market staff neither "Create store" nor the company Edit button', async () => {
    const { page } = browser();
    await openSignedIn(page, ACCOUNTS.cornerStaff, '/');
    const home = await waitForPath(page, isMerchantHome);
    expect((await storeNamesInTable(page)).length).toBeGreaterThan(0);
    expect(await page.getByRole('button', { name: 'Create store' }).count()).toBe(0);

    await page.goto(`${baseUrl()}${home.pathname}?sidebarActiveTab=settings`);
    await visible(page.getByRole('complementary').getByText('Corner Market', { exact: true }));
    const settingsShown = (await navItem(page, 'Settings').count()) > 0;
    if (settingsShown) await visible(page.getByRole('heading', { name: 'Settings' }));
    else await visible(page.getByRole('heading', { name: 'Stores' }));
    expect(await page.getByRole('button', { name: 'Edit', exact: true }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Delete', exact: true }).count()).toBe(0);
  });
});
