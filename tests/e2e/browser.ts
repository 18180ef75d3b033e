import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeEach, describe, expect, inject } from 'vitest';
import type { AuthenticateAnswer } from '../../src/contract/auth.ts';
import { launchChromiumProcess, openSession, signIn, type BrowserSession } from './chromium.ts';

export const DEMO_PASSWORD = 'demo1234';
export const ACCOUNTS = {
  internal: 'ops@lsm.example',
  cornerOwner: 'owner@cornermarket.example',
  cornerStaff: 'staff@cornermarket.example',
} as const;

/** Session values the browser keeps in local storage (spec 000 section 3). */
export const SESSION_KEYS = ['idToken', 'accessToken', 'refreshToken', 'userType', 'lastFetched'] as const;

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const RESULTS_DIR = join(ROOT, 'test-results');

/** true when the global setup found no Chromium and the browser is not required. */
export const e2eSkip = inject('e2eSkip');

/** `describe` that skips the whole block when the browser suite is skipped. */
export const describeE2E = describe.skipIf(e2eSkip);

/** The server of this worker (VITEST_POOL_ID counts workers from 1): files running at once never share data. */
export function baseUrl(): string {
  const urls = inject('baseUrls');
  if (urls.length === 0) throw new Error('The e2e global setup did not start a server');
  const worker = Number(process.env.VITEST_POOL_ID ?? 1);
  return urls[(worker - 1) % urls.length] as string;
}

export type { BrowserSession };

/** An account's session from POST /user-service/authenticate: what the sign-in form stores. */
export async function authenticate(email: string, password = DEMO_PASSWORD): Promise<AuthenticateAnswer> {
  const response = await fetch(`${baseUrl()}/api/user-service/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  expect(response.status, `sign-in of ${email}`).toBe(200);
  return (await response.json()) as AuthenticateAnswer;
}

/** A demo account's access token, for calls a test makes beside the browser. */
export async function tokenOf(email: string): Promise<string> {
  return (await authenticate(email)).accessToken;
}

/** The company of a merchant's session (GET /user-service/fetch_profile). */
export async function companyIdOf(accessToken: string): Promise<number> {
  const response = await fetch(`${baseUrl()}/api/user-service/fetch_profile`, { headers: { authorization: `Bearer ${accessToken}` } });
  expect(response.status).toBe(200);
  const { company_id } = (await response.json()) as { company_id: number | null };
  if (company_id === null) throw new Error('companyIdOf: the account belongs to no company');
  return company_id;
}

/** A merchant's store ids in the order their company's Stores tab lists them (GET /stores/ in the server's order). */
export async function ownStoreIds(accessToken: string): Promise<number[]> {
  const companyId = await companyIdOf(accessToken);
  const response = await fetch(`${baseUrl()}/api/stores/?company_id=${companyId}&limit=20&offset=0`, { headers: { authorization: `Bearer ${accessToken}` } });
  expect(response.status).toBe(200);
  return ((await response.json()) as { stores: { id: number }[] }).stores.map((store) => store.id);
}

/** A page of the origin the app never loads on: local storage can be written there before the app starts. */
const BLANK_PATH = '/e2e-blank';

/**
 * Opens `path` already signed in, as a tab whose session is stored does: the session comes from the API and is
 * written to local storage on a blank page of the origin, then the app starts at `path` and restores it. It spares
 * the sign-in form and the landing page's render (Home's charts), seconds per test on a loaded machine. Nothing
 * is injected into later loads: a reload or a sign-out sees only what the app stored. Tests of the sign-in form,
 * the redirect after it and signing out use `signIn`. `account`: an email (demo password) or a session from
 * `authenticate`. Answers the session.
 */
export async function openSignedIn(page: Page, account: string | AuthenticateAnswer, path: string): Promise<AuthenticateAnswer> {
  const session = typeof account === 'string' ? await authenticate(account) : account;
  const blank = `${baseUrl()}${BLANK_PATH}`;
  await page.route(blank, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>e2e</title>' }));
  try {
    await page.goto(blank);
  } finally {
    await page.unroute(blank);
  }
  await page.evaluate(({ idToken, accessToken, refreshToken, userType }) => {
    const stored = { idToken, accessToken, refreshToken, userType, lastFetched: String(Date.now()) };
    for (const [key, value] of Object.entries(stored)) window.localStorage.setItem(key, value);
  }, session);
  await page.goto(`${baseUrl()}${path}`);
  return session;
}

let chromiumOfThisFile: Promise<Browser> | undefined;

/**
 * A fresh browser session (its own cookies and storage) in the test file's Chromium, started on first use: a
 * context costs a fraction of a Chromium start, which per test added about a minute to the suite.
 */
export async function launchBrowser(): Promise<BrowserSession> {
  chromiumOfThisFile ??= launchChromiumProcess(inject('chromiumPath'));
  return openSession(await chromiumOfThisFile);
}

afterAll(async () => {
  const browser = chromiumOfThisFile;
  chromiumOfThisFile = undefined;
  await (await browser)?.close();
});

function fileSafe(name: string): string {
  return name.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '').slice(0, 120) || 'test';
}

/**
 * A fresh browser session per test: `const browser = useBrowser();` then `browser().page` inside a test.
 * A failing test leaves a screenshot in test-results/ (best effort).
 */
export function useBrowser(): () => BrowserSession {
  let session: BrowserSession | undefined;
  beforeEach(async () => {
    session = await launchBrowser();
  });
  afterEach(async (context) => {
    const current = session;
    session = undefined;
    if (!current) return;
    if (context.task.result?.state === 'fail') {
      try {
        mkdirSync(RESULTS_DIR, { recursive: true });
        const path = join(RESULTS_DIR, `${fileSafe(context.task.name)}.png`);
        await current.page.screenshot({ path, fullPage: true, timeout: 5_000 });
        console.error(`e2e: screenshot of the failed test saved to ${path} (page URL ${current.page.url()})`);
      } catch {
        // best effort only
      }
    }
    await current.close();
  });
  return () => {
    if (!session) throw new Error('useBrowser(): no browser outside a test');
    return session;
  };
}

export { signIn };

/** Waits until the page path (and optionally query) satisfies `test`. */
export async function waitForPath(page: Page, test: (url: URL) => boolean, timeout = 20_000): Promise<URL> {
  await page.waitForURL((url) => test(url), { timeout });
  return new URL(page.url());
}

export async function visible(locator: Locator, timeout = 15_000): Promise<void> {
  await locator.first().waitFor({ state: 'visible', timeout });
}

/**
 * After a resize the page re-renders for the new width (tables become cards) a moment later; measuring at once can
 * catch the old layout. Waits for the layout to settle within the window, failing if it still scrolls sideways.
 */
export async function expectNoSidewaysScroll(page: Page, what = 'the page', slackPx = 0): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), {
      timeout: 10_000,
      message: `${what} scrolls sideways at ${page.viewportSize()?.width ?? '?'} px`,
    })
    .toBeLessThanOrEqual(slackPx);
}

/** A navigation entry by its exact visible name, whatever element the app chose for it. */
export function navItem(scope: Page | Locator, name: string): Locator {
  return scope
    .getByRole('tab', { name, exact: true })
    .or(scope.getByRole('link', { name, exact: true }))
    .or(scope.getByRole('button', { name, exact: true }))
    .or(scope.getByRole('menuitem', { name, exact: true }));
}

export type StoredSession = Record<(typeof SESSION_KEYS)[number], string | null>;

/** The session values currently in the page's local storage. */
export async function storedSession(page: Page): Promise<StoredSession> {
  const values = await page.evaluate((keys) => keys.map((key) => window.localStorage.getItem(key)), [...SESSION_KEYS]);
  const [idToken, accessToken, refreshToken, userType, lastFetched] = values;
  return { idToken, accessToken, refreshToken, userType, lastFetched };
}
