// Chromium on a throw-away profile, and the sign-in form: shared by the e2e suite and `npm run screenshots`
// (no vitest here, so plain scripts can use it).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium';

const LAUNCH_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface BrowserSession {
  context: BrowserContext;
  page: Page;
  close(): Promise<void>;
}

const DEFAULT_VIEWPORT = { width: 1280, height: 800 };

function withTimeouts(context: BrowserContext): BrowserContext {
  context.setDefaultTimeout(15_000);
  context.setDefaultNavigationTimeout(30_000);
  return context;
}

/** A Chromium process to open sessions in (`openSession`): one per test file instead of one per test. */
export function launchChromiumProcess(executablePath: string): Promise<Browser> {
  return chromium.launch({ executablePath, headless: true, args: LAUNCH_ARGS });
}

/** A fresh incognito context of `browser` (its own cookies and storage) with one page. */
export async function openSession(browser: Browser, viewport = DEFAULT_VIEWPORT): Promise<BrowserSession> {
  const context = withTimeouts(await browser.newContext({ viewport }));
  const page = await context.newPage();
  return {
    context,
    page,
    async close() {
      await context.close().catch(() => {});
    },
  };
}

/** Chromium on a fresh, throw-away profile directory. */
export async function launchChromium(executablePath: string, viewport = DEFAULT_VIEWPORT): Promise<BrowserSession> {
  const profileDir = mkdtempSync(join(tmpdir(), 'lsm-e2e-profile-'));
  let context: BrowserContext;
  try {
    context = await chromium.launchPersistentContext(profileDir, { executablePath, headless: true, args: LAUNCH_ARGS, viewport });
  } catch (error) {
    rmSync(profileDir, { recursive: true, force: true });
    throw error;
  }
  withTimeouts(context);
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    async close() {
      await context.close().catch(() => {});
      rmSync(profileDir, { recursive: true, force: true });
    },
  };
}

/** Fills the sign-in form at /auth/login and submits it (does not wait for the outcome). */
export async function signIn(page: Page, base: string, email: string, password: string): Promise<void> {
  await page.goto(`${base}/auth/login`);
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}
