import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import {
  ACCOUNTS,
  DEMO_PASSWORD,
  SESSION_KEYS,
  baseUrl,
  companyIdOf,
  describeE2E,
  navItem,
  signIn,
  storedSession,
  useBrowser,
  visible,
  waitForPath,
} from './browser.ts';

const MERCHANT_HOME = /^\/companies\/(\d+)$/;

function isMerchantHome(url: URL): boolean {
  return MERCHANT_HOME.test(url.pathname) && url.searchParams.get('sidebarActiveTab') === 'stores';
}

async function api(path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${baseUrl()}/api${path}`, init);
}

async function topBarVisible(page: Page): Promise<void> {
  const topBar = page.getByRole('banner');
  for (const tab of ['Companies', 'Reports', 'Items']) await visible(navItem(topBar, tab));
}

describeE2E('session in the browser', () => {
  const browser = useBrowser();

  it('signs an internal user in to / with the top bar', async () => {
    const { page } = browser();
    await signIn(page, baseUrl(), ACCOUNTS.internal, DEMO_PASSWORD);
    const url = await waitForPath(page, (u) => u.pathname === '/');
    expect(url.pathname).toBe('/');
    await topBarVisible(page);
    const session = await storedSession(page);
    expect(session.userType).toBe('INTERNAL');
    for (const key of SESSION_KEYS) expect(session[key], key).toBeTruthy();
  });

  it('signs a merchant in to their company page, Stores tab', async () => {
    const { page } = browser();
    await signIn(page, baseUrl(), ACCOUNTS.cornerOwner, DEMO_PASSWORD);
    const url = await waitForPath(page, isMerchantHome);
    expect(`${url.pathname}${url.search}`).toMatch(/^\/companies\/\d+\?sidebarActiveTab=stores$/);
    const companyId = Number(MERCHANT_HOME.exec(url.pathname)?.[1]);

    const { accessToken, userType } = await storedSession(page);
    expect(userType).toBe('MERCHANT');
    expect(accessToken).toBeTruthy();
    expect(companyId).toBe(await companyIdOf(accessToken ?? ''));

    // The owner has view_roles: the Roles company tab is there (the staff test relies on this contrast).
    await visible(navItem(page, 'Stores'));
    await visible(navItem(page, 'Roles'));
    // Merchants get no top bar.
    expect(await navItem(page, 'Reports').count()).toBe(0);
  });

  it('sends a merchant who types /companies back to their company page without a message', async () => {
    const { page } = browser();
    await signIn(page, baseUrl(), ACCOUNTS.cornerOwner, DEMO_PASSWORD);
    const home = await waitForPath(page, isMerchantHome);

    await page.goto(`${baseUrl()}/companies`);
    const redirected = await waitForPath(page, isMerchantHome);
    expect(redirected.pathname).toBe(home.pathname);
    await visible(navItem(page, 'Stores'));
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await page.getByRole('alert').count()).toBe(0);
  });

  it('shows "Unable to Login" with the server message on a wrong password', async () => {
    const wrong = 'not-the-password';
    const answer = await api('/user-service/authenticate', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: ACCOUNTS.internal, password: wrong }),
    });
    expect(answer.status).toBe(401);
    const { message }: { message: string } = await answer.json();
    expect(message).toBeTruthy();

    const { page } = browser();
    await signIn(page, baseUrl(), ACCOUNTS.internal, wrong);
    const dialog = page.getByRole('dialog');
    await visible(dialog.getByRole('heading', { name: 'Unable to Login' }));
    await visible(dialog.getByText(message, { exact: true }));
    expect(new URL(page.url()).pathname).toBe('/auth/login');
    const session = await storedSession(page);
    expect(session.accessToken).toBeNull();
  });

  it('restores the session on reload: at once for the user the server confirmed, which it confirms again meanwhile', async () => {
    const { page } = browser();
    await signIn(page, baseUrl(), ACCOUNTS.internal, DEMO_PASSWORD);
    await waitForPath(page, (u) => u.pathname === '/');
    await topBarVisible(page);

    let profileCalls = 0;
    let release!: () => void;
    const held = new Promise<void>((done) => (release = done));
    await page.route('**/api/user-service/fetch_profile', async (route) => {
      profileCalls += 1;
      await held;
      await route.continue().catch(() => {});
    });
    await page.reload({ waitUntil: 'commit' });
    // The page shows while the profile call is still held: the reload does not wait for it.
    await topBarVisible(page);
    expect(profileCalls).toBe(1);
    release();
    expect(new URL(page.url()).pathname).toBe('/');
  });

  it('shows "Please wait..." while restoring a session no server answer has confirmed in this browser yet', async () => {
    const { page } = browser();
    await signIn(page, baseUrl(), ACCOUNTS.internal, DEMO_PASSWORD);
    await waitForPath(page, (u) => u.pathname === '/');
    await topBarVisible(page);
    await page.evaluate(() => localStorage.removeItem('confirmedUser'));

    // The profile is answered only once the test has seen "Please wait...": a reload starts that call before
    // the app's code has run, so a fixed delay could end before a busy machine first renders the page.
    let release!: () => void;
    const held = new Promise<void>((done) => (release = done));
    await page.route('**/api/user-service/fetch_profile', async (route) => {
      await held;
      await route.continue().catch(() => {});
    });
    await page.reload({ waitUntil: 'commit' });
    await visible(page.getByText('Please wait...', { exact: true }), 10_000);
    expect(await page.getByRole('banner').count()).toBe(0);
    release();
    await topBarVisible(page);
    await page.getByText('Please wait...', { exact: true }).waitFor({ state: 'hidden', timeout: 10_000 });
    expect(new URL(page.url()).pathname).toBe('/');
  });

  it('logs an internal user out from the profile menu and revokes the refresh token', async () => {
    const { page } = browser();
    await signIn(page, baseUrl(), ACCOUNTS.internal, DEMO_PASSWORD);
    await waitForPath(page, (u) => u.pathname === '/');
    await topBarVisible(page);
    const { refreshToken } = await storedSession(page);
    expect(refreshToken).toBeTruthy();
    const before = await api('/user-service/refresh_token', { headers: { refreshToken: refreshToken ?? '' } });
    expect(before.status).toBe(200);

    await page.getByRole('button', { name: 'Profile menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expectLoggedOut(page, refreshToken ?? '');
  });

  it('logs a merchant out from the sidebar and revokes the refresh token', async () => {
    const { page } = browser();
    await signIn(page, baseUrl(), ACCOUNTS.cornerOwner, DEMO_PASSWORD);
    await waitForPath(page, isMerchantHome);
    const { refreshToken } = await storedSession(page);
    expect(refreshToken).toBeTruthy();

    await navItem(page, 'Log out').first().click();
    await expectLoggedOut(page, refreshToken ?? '');
  });

  it('hides the Roles company tab from staff (no view_roles)', async () => {
    const { page } = browser();
    await signIn(page, baseUrl(), ACCOUNTS.cornerStaff, DEMO_PASSWORD);
    await waitForPath(page, isMerchantHome);
    await visible(navItem(page, 'Stores'));
    expect(await navItem(page, 'Roles').count()).toBe(0);
    expect(await page.getByText('Roles', { exact: true }).count()).toBe(0);
  });
});

async function expectLoggedOut(page: Page, oldRefreshToken: string): Promise<void> {
  await waitForPath(page, (u) => u.pathname === '/auth/login');
  await visible(page.getByRole('button', { name: 'Sign in', exact: true }));
  const session = await storedSession(page);
  for (const key of SESSION_KEYS) expect(session[key], key).toBeNull();
  // The server revoked the session: the old refresh token no longer works.
  await expect
    .poll(async () => (await api('/user-service/refresh_token', { headers: { refreshToken: oldRefreshToken } })).status, {
      timeout: 5_000,
    })
    .toBe(401);
}
