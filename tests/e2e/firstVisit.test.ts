import type { Request } from 'playwright-core';
import { expect, it } from 'vitest';
import { ACCOUNTS, authenticate, baseUrl, describeE2E, openSignedIn, ownStoreIds, useBrowser, visible } from './browser.ts';

// A first visit with a stored session and nothing in the browser's cache (issue 19): the page's first script asks
// at once for who the user is, for the screen's calls and for the code of its page and tab; the app takes those
// answers instead of asking again, and the code comes in a handful of files.

describeE2E('a first visit with a stored session', () => {
  const browser = useBrowser();

  it("asks for the page's code and calls as it starts, each once, and the screen shows its rows", async () => {
    const { page } = browser();
    const session = await authenticate(ACCOUNTS.internal);
    const [storeId] = await ownStoreIds((await authenticate(ACCOUNTS.cornerOwner)).accessToken);
    const requests: Request[] = [];
    page.on('request', (request) => requests.push(request));

    await openSignedIn(page, session, `/stores/${storeId}?sidebarActiveTab=inventory`);
    await visible(page.getByText(/^All items: \d+$/));
    await visible(page.locator('table tbody tr').first());
    const requestedForFirstScreen = [...requests];

    const calls = (path: string) => requests.filter((request) => new URL(request.url()).pathname === `/api${path}`).length;
    expect(calls('/user-service/fetch_profile')).toBe(1);
    expect(calls(`/stores/${storeId}`)).toBe(1);
    expect(calls(`/inventory/${storeId}`)).toBe(1);

    // the first script preloaded the page's and the tab's files, and the app asked for none of them again
    const preloaded = await page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[data-page-chunk]')].map((link) => link.href));
    expect(preloaded.length).toBeGreaterThan(0);
    const scripts = requestedForFirstScreen.filter((request) => request.url().startsWith(`${baseUrl()}/assets/`) && request.url().endsWith('.js'));
    expect(preloaded.every((href) => scripts.some((request) => request.url() === href))).toBe(true);
    expect(new Set(scripts.map((request) => request.url())).size).toBe(scripts.length);
    expect(scripts.length).toBeLessThanOrEqual(8);
    // the item and upload dialogs' forms (and the contract schemas they validate with) load later, not with the screen
    expect(scripts.filter((request) => /\/assets\/(forms|StoreItemDialog|CsvUploadDialog)-/.test(request.url()))).toEqual([]);
    // nor what only other screens share
    expect(scripts.filter((request) => /\/assets\/shared-/.test(request.url()))).toEqual([]);

    const answers = await Promise.all(scripts.map(async (request) => (await request.response())?.headers()['content-encoding']));
    expect(answers.every((encoding) => encoding === 'br')).toBe(true);
  });

  it("loads the company list without the forms' code or what only other screens share, each when asked for", async () => {
    const { page } = browser();
    const session = await authenticate(ACCOUNTS.internal);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(`${baseUrl()}/assets/`) && request.url().endsWith('.js')) scripts.push(new URL(request.url()).pathname);
    });

    await openSignedIn(page, session, '/companies');
    await visible(page.locator('table tbody tr').first());
    const formsFiles = () => scripts.filter((path) => /^\/assets\/forms-/.test(path));
    const sharedFiles = () => scripts.filter((path) => /^\/assets\/shared-/.test(path));
    expect(formsFiles()).toEqual([]);
    expect(sharedFiles()).toEqual([]);

    await page.getByRole('button', { name: 'Create company' }).click();
    await visible(page.getByRole('dialog', { name: 'Create company' }).getByLabel('Name'));
    expect(formsFiles()).toHaveLength(1);

    // the Reports page shares code with screens other than the first ones
    await page.keyboard.press('Escape');
    await page.getByRole('banner').getByRole('tablist').locator('a[href="/reports"]').click();
    await visible(page.getByRole('region', { name: 'Sales by channel' }));
    expect(sharedFiles()).toHaveLength(1);
  });
});
