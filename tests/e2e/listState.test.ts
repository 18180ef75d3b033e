import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { ACCOUNTS, authenticate, baseUrl, describeE2E, expectNoSidewaysScroll, openSignedIn, useBrowser, visible, waitForPath } from './browser.ts';

async function apiPost(accessToken: string, path: string, body: unknown): Promise<void> {
  const response = await fetch(`${baseUrl()}/api${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status, path).toBeLessThan(300);
}

function companyBody(name: string) {
  return {
    name,
    email: 'list@state.example',
    phone_number: '+15550100000',
    website: null,
    status: 'On Boarding',
    company_type: 'Grocery',
    address: { line_1: '1 List St', line_2: null, city: 'Springfield', state: 'IL', zip: '62701' },
    primary_accent_color: '#000000',
    support_color: '#FFFFFF',
    accent_paired_text_color: '#FFFFFF',
    logo: null,
    favicon: null,
  };
}

const params = (page: Page) => new URL(page.url()).searchParams;

describeE2E('page-level lists keep their state in the URL', () => {
  const browser = useBrowser();

  it('keeps the company list filters and page across a reload and the back button, and never scrolls sideways at 390 px', async () => {
    const { page } = browser();
    const prefix = `Listed ${Date.now().toString(36)}`;
    const session = await authenticate(ACCOUNTS.internal);
    for (let index = 1; index <= 23; index += 1) await apiPost(session.accessToken, '/stores/company', companyBody(`${prefix} ${String(index).padStart(2, '0')}`));

    await openSignedIn(page, session, '/companies');
    await page.getByRole('textbox', { name: 'Search companies' }).fill(prefix);
    await waitForPath(page, (url) => (url.searchParams.get('filter') ?? '').includes(prefix));
    const pager = page.getByRole('group', { name: 'Company list pages' });
    await visible(pager.getByText('1-20 of 23'));
    await pager.getByRole('button', { name: 'Go to page 2' }).click();
    await waitForPath(page, (url) => url.searchParams.get('page') === '2');
    await visible(page.getByRole('link', { name: `${prefix} 23` }));
    expect(await page.getByRole('row').count()).toBe(4);

    await page.reload();
    await visible(page.getByRole('link', { name: `${prefix} 21` }));
    expect(await page.getByRole('textbox', { name: 'Search companies' }).inputValue()).toBe(prefix);
    await visible(pager.getByText('21-23 of 23'));
    expect(params(page).get('page')).toBe('2');

    await page.getByRole('link', { name: `${prefix} 22` }).click();
    await waitForPath(page, (url) => /^\/companies\/\d+$/.test(url.pathname));
    await page.goBack();
    await waitForPath(page, (url) => url.pathname === '/companies');
    await visible(page.getByRole('link', { name: `${prefix} 22` }));
    expect(await page.getByRole('textbox', { name: 'Search companies' }).inputValue()).toBe(prefix);
    expect(params(page).get('page')).toBe('2');

    await page.setViewportSize({ width: 390, height: 800 });
    await visible(page.getByText(`${prefix} 21`));
    await expectNoSidewaysScroll(page);
  });

  it('keeps the /items filters and page across a reload and the back button, and never scrolls sideways at 390 px', async () => {
    const { page } = browser();
    await openSignedIn(page, ACCOUNTS.internal, '/items');
    const count = page.getByRole('status').getByText(/^\d+\+? items$/);
    await visible(count);
    const everyItem = await count.textContent();

    await page.getByRole('combobox', { name: 'Verification' }).click();
    await page.getByRole('option', { name: 'Certified', exact: true }).click();
    await waitForPath(page, (url) => (url.searchParams.get('filter') ?? '').includes('certified'));
    // the list has answered for the filter before the page changes
    await expect.poll(() => count.textContent(), { timeout: 15_000 }).not.toBe(everyItem);
    const pager = page.getByRole('group', { name: 'Item list pages' });
    const firstName = page.getByRole('table').getByRole('row').nth(1).getByRole('link').first();
    const pageOneFirst = (await firstName.textContent()) ?? '';
    await pager.getByRole('button', { name: 'Go to page 2' }).click();
    await waitForPath(page, (url) => url.searchParams.get('page') === '2');
    await visible(pager.getByText(/^21-40 of/));
    // react-admin shows the previous page's rows until the new page answers
    await expect.poll(() => firstName.textContent(), { timeout: 15_000 }).not.toBe(pageOneFirst);
    const pageTwoFirst = (await firstName.textContent()) ?? '';
    expect(pageTwoFirst).not.toBe('');

    await page.reload();
    await visible(pager.getByText(/^21-40 of/));
    expect(await page.getByRole('combobox', { name: 'Verification' }).textContent()).toContain('Certified');
    await expect.poll(() => firstName.textContent(), { timeout: 15_000 }).toBe(pageTwoFirst);

    await page.goto(`${baseUrl()}/companies`);
    await visible(page.getByRole('textbox', { name: 'Search companies' }));
    await page.goBack();
    await waitForPath(page, (url) => url.pathname === '/items' && url.searchParams.get('page') === '2');
    await visible(pager.getByText(/^21-40 of/));
    await expect.poll(() => firstName.textContent(), { timeout: 15_000 }).toBe(pageTwoFirst);
    expect(await page.getByRole('combobox', { name: 'Verification' }).textContent()).toContain('Certified');

    await page.setViewportSize({ width: 390, height: 800 });
    await visible(page.getByText(pageTwoFirst));
    await expectNoSidewaysScroll(page);
  });
});
