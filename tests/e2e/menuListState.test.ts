// The store Menus tab keeps its search, status and page in the URL (issue 12): reload, back and a shared link
// show the same list.
import { expect, it } from 'vitest';
import { ACCOUNTS, authenticate, baseUrl, describeE2E, navItem, openSignedIn, ownStoreIds, useBrowser, visible, waitForPath } from './browser.ts';

describeE2E('the store Menus list keeps its state in the URL', () => {
  const browser = useBrowser();

  it('keeps the search and the status across a reload, the back button and a copied link', async () => {
    const { page, context } = browser();
    const tag = `URLState ${Date.now().toString(36)}`;
    const session = await authenticate(ACCOUNTS.cornerOwner);
    const { accessToken } = session;
    // the first store of the company's Stores tab
    const [storeId] = await ownStoreIds(accessToken);
    for (const [name, status] of [[`${tag} Alpha`, 'ACTIVE'], [`${tag} Beta`, 'INACTIVE']]) {
      const response = await fetch(`${baseUrl()}/api/stores/${storeId}/menu/`, {
        method: 'POST',
        headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ menu_name: name, status }),
      });
      expect(response.status, await response.clone().text()).toBeLessThan(300);
    }

    await openSignedIn(page, session, `/stores/${storeId}?sidebarActiveTab=menus`);
    await page.getByPlaceholder('Search menus').fill(tag);
    await waitForPath(page, (url) => (url.searchParams.get('filter') ?? '').includes(tag));
    await visible(page.getByRole('button', { name: `Open ${tag} Beta` }));
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Active', exact: true }).click();
    await waitForPath(page, (url) => (url.searchParams.get('filter') ?? '').includes('ACTIVE'));
    await page.getByRole('button', { name: `Open ${tag} Beta` }).waitFor({ state: 'hidden' });
    await visible(page.getByRole('button', { name: `Open ${tag} Alpha` }));
    const link = page.url();

    await page.reload();
    await visible(page.getByRole('button', { name: `Open ${tag} Alpha` }));
    expect(await page.getByPlaceholder('Search menus').inputValue()).toBe(tag);
    expect(await page.getByRole('button', { name: `Open ${tag} Beta` }).count()).toBe(0);
    await visible(page.getByRole('combobox', { name: 'Status' }).getByText('Active'));

    // Another tab starts with its own list; back brings the filtered menus again.
    await navItem(page, 'Modifier groups').first().click();
    await waitForPath(page, (url) => url.searchParams.get('sidebarActiveTab') === 'modifier-groups' && !url.searchParams.has('filter'));
    await page.goBack();
    await waitForPath(page, (url) => url.searchParams.get('sidebarActiveTab') === 'menus');
    await visible(page.getByRole('button', { name: `Open ${tag} Alpha` }));
    expect(await page.getByPlaceholder('Search menus').inputValue()).toBe(tag);

    // A copied link opens the same list in a fresh page.
    const other = await context.newPage();
    await other.goto(link);
    await visible(other.getByRole('button', { name: `Open ${tag} Alpha` }));
    expect(await other.getByRole('button', { name: `Open ${tag} Beta` }).count()).toBe(0);
    await other.close();
  });
});
