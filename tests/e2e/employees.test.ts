import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import {
  ACCOUNTS,
  baseUrl,
  describeE2E,
  navItem,
  openSignedIn,
  signIn,
  storedSession,
  useBrowser,
  visible,
  waitForPath,
} from './browser.ts';

const MERCHANT_HOME = /^\/companies\/(\d+)$/;
const isMerchantHome = (url: URL) => MERCHANT_HOME.test(url.pathname) && url.searchParams.get('sidebarActiveTab') === 'stores';

async function sidebarTabNames(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Sidebar tabs' });
  await visible(nav.getByRole('button'));
  const labels = await nav.getByRole('button').evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label') ?? ''));
  return labels;
}

async function createShiftLeadRole(page: Page): Promise<void> {
  await navItem(page, 'Roles').first().click();
  await page.getByRole('button', { name: 'Create custom role' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: /^Name/ }).fill('Shift lead');
  await dialog.getByRole('textbox', { name: /^Description/ }).fill('Runs a shift; sees employees and stores');
  await dialog.getByLabel('View employees', { exact: true }).check();
  await dialog.getByLabel('View store details', { exact: true }).check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await visible(page.getByRole('button', { name: /Shift lead/ }));
}

async function addEmployee(page: Page, email: string, password: string): Promise<void> {
  await navItem(page, 'Employees').first().click();
  await page.getByRole('button', { name: 'Add employee' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: /^First name/ }).fill('Sam');
  await dialog.getByRole('textbox', { name: /^Last name/ }).fill('Shift');
  await dialog.getByRole('textbox', { name: /^Email/ }).fill(email);
  await dialog.getByRole('textbox', { name: /^Phone number/ }).fill('5551230099');
  await dialog.getByRole('combobox', { name: /^Role/ }).click();
  await page.getByRole('option', { name: 'Shift lead' }).click();
  await dialog.getByLabel(/^Password/).fill(password);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await page.getByLabel('Search employees').fill(email);
  await visible(page.getByRole('cell', { name: email, exact: true }));
}

describeE2E('employees, roles and permissions in the browser', () => {
  const browser = useBrowser();

  it('an owner creates a custom role and an employee with it; the employee sees and does only what it allows', async () => {
    const { page } = browser();
    const email = `shift.lead.${Date.now()}@cornermarket.example`;
    const password = 'Shift1234';

    // `/` sends a merchant to their company's Stores tab.
    await openSignedIn(page, ACCOUNTS.cornerOwner, '/');
    const home = await waitForPath(page, isMerchantHome);
    const companyId = Number(MERCHANT_HOME.exec(home.pathname)?.[1]);

    await createShiftLeadRole(page);
    await addEmployee(page, email, password);

    // The new employee's page: assign two stores.
    await page.getByRole('cell', { name: email, exact: true }).click();
    const employeeUrl = await waitForPath(page, (url) => /^\/employees\/\d+$/.test(url.pathname));
    const employeeId = Number(employeeUrl.pathname.split('/')[2]);
    await visible(page.getByText(`${email} · Employee`));
    await expect.poll(async () => page.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe(
      `/companies/${companyId}?sidebarActiveTab=employees`,
    );
    await navItem(page, 'Assigned stores').first().click();
    await visible(page.getByText('No stores assigned'));
    await page.getByRole('button', { name: 'Assign stores' }).click();
    const dialog = page.getByRole('dialog');
    const boxes = dialog.getByRole('checkbox');
    await visible(boxes);
    await boxes.nth(0).check();
    await boxes.nth(1).check();
    await dialog.getByRole('button', { name: 'Assign', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => page.getByRole('button', { name: /^Unlink / }).count()).toBe(2);

    await navItem(page, 'Log out').first().click();
    await waitForPath(page, (url) => url.pathname === '/auth/login');

    // The employee signs in: Stores, Products and Employees only (no Settings, Roles, Banners; Analytics is in their navigation).
    await signIn(page, baseUrl(), email, password);
    await waitForPath(page, isMerchantHome);
    await expect.poll(() => sidebarTabNames(page)).toEqual(['Stores', 'Products', 'Employees']);

    // They can list employees but not add or delete them.
    await navItem(page, 'Employees').first().click();
    await page.getByLabel('Search employees').fill(email);
    await visible(page.getByRole('cell', { name: email, exact: true }));
    expect(await page.getByRole('button', { name: 'Add employee' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Delete employee/ }).count()).toBe(0);

    // Their own page: no Edit, no Assign stores, no unlink; the two stores are listed.
    await page.goto(`${baseUrl()}/employees/${employeeId}?sidebarActiveTab=details`);
    await visible(page.getByText(email, { exact: true }));
    expect(await page.getByRole('button', { name: 'Edit' }).count()).toBe(0);
    await navItem(page, 'Assigned stores').first().click();
    await expect.poll(() => page.getByRole('row').count()).toBe(3);
    expect(await page.getByRole('button', { name: 'Assign stores' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Unlink / }).count()).toBe(0);

    // The server refuses an update sent by hand with their token.
    const { accessToken, idToken } = await storedSession(page);
    const answer = await fetch(`${baseUrl()}/api/user-service/update_employee/${employeeId}`, {
      method: 'PUT',
      headers: {
        authorization: `Bearer ${accessToken ?? ''}`,
        idToken: idToken ?? '',
        'app-origin': 'lsm',
        'content-type': 'application/json',
      },
      body: JSON.stringify({ first_name: 'Promoted' }),
    });
    expect(answer.status).toBe(403);
  });
});
