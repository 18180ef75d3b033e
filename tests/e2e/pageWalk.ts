// The walk over every catalogued page and tab at three widths (tests/e2e/pageCatalogue.ts lists them): no sideways
// scrolling, the main navigation readable, no message key shown instead of its text, no axe violation. One walk per
// account kind, each in a file of its own so the two e2e workers share them.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { axeViolations, describeViolations, violationCount } from './axe.ts';
import { openSignedIn } from './browser.ts';
import { CATALOGUE_ACCOUNTS, cataloguePages, countRequests, openInAppAndLook, type AccountKind, type CataloguedPage } from './pageCatalogue.ts';

export const WALK_TIMEOUT_MS = 900_000;
const WIDTHS = [1440, 1024, 390] as const;
type Width = (typeof WIDTHS)[number];
const HEIGHT = 900;
/**
 * axe runs at 1440 px for both walks and at 390 px (scrolling top-bar tabs, cards instead of tables) on the
 * merchant's, whose pages share their layout with the internal ones; every page is checked for width at all three.
 */
const AXE_WIDTHS: Record<AccountKind, readonly Width[]> = { internal: [1440], merchant: [1440, 390] };
/** The main navigation entries that must stay readable (not cut off) at every width. */
const NAV_LABELS: Record<AccountKind, readonly string[]> = { internal: ['Companies', 'Reports', 'Items'], merchant: ['Team', 'Analytics'] };
const SCREENS_DIR = join(process.cwd(), 'test-results', 'widths');

/** The main navigation's accessible name (aria-label) in the app's English texts. */
const MAIN_NAVIGATION = 'Main navigation';
/** After a resize the page re-renders for the new width a moment later, and then the tabs re-measure themselves. */
const FIT_TIMEOUT_MS = 5_000;
const LABELS_TIMEOUT_MS = 2_000;

/**
 * The layout problems of the page at its current width: it scrolls sideways (by how much, and the outermost
 * elements that reach past the window), or a main navigation label is not readable (hidden, or its box not inside
 * the window; the label's element as `getByText(label, { exact: true }).first()` finds it in the shown main
 * navigation). Checked in the page every 20 ms until all is well, or until FIT_TIMEOUT_MS for the width and
 * LABELS_TIMEOUT_MS more for the labels once the page fits: one round trip per width instead of several per label
 * and poll.
 */
function layoutProblems(page: Page, labels: readonly string[]): Promise<string[]> {
  return page.evaluate(
    async ({ labels, navigationName, fitTimeoutMs, labelsTimeoutMs }) => {
      const overflow = () => document.documentElement.scrollWidth - document.documentElement.clientWidth;
      const shown = (element: Element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && element.checkVisibility({ visibilityProperty: true });
      };
      // getByRole's navigation or tab list of that name, left out when hidden from assistive technology
      const navigations = () =>
        [...document.querySelectorAll(`nav, [role="navigation"], [role="tablist"]`)].filter(
          (element) => element.getAttribute('aria-label') === navigationName && !element.closest('[aria-hidden="true"]') && element.checkVisibility({ visibilityProperty: true }),
        );
      const text = (element: Element) => (element.textContent ?? '').replace(/\u200b/g, '').trim().replace(/\s+/g, ' ');
      const labelProblem = (label: string): string | null => {
        const entry = navigations()
          .flatMap((navigation) => [...navigation.querySelectorAll('*')])
          .find((element) => text(element) === label);
        if (!entry) return `the main navigation's "${label}" is cut off (not found)`;
        if (!shown(entry)) return `the main navigation's "${label}" is cut off (not shown)`;
        const { left, right } = entry.getBoundingClientRect();
        if (left >= 0 && right <= window.innerWidth) return null;
        return `the main navigation's "${label}" is cut off (from ${Math.round(left)} to ${Math.round(right)} px in a window ${window.innerWidth} px wide)`;
      };
      const culprits = () => {
        const width = document.documentElement.clientWidth;
        const past = [...document.body.querySelectorAll('*')].filter((element) => element.getBoundingClientRect().right > width + 0.5);
        const outermost = past.filter((element) => !past.includes(element.parentElement as Element));
        return outermost.slice(0, 3).map((element) => `<${element.tagName.toLowerCase()} class="${String(element.className).slice(0, 80)}">${(element.textContent ?? '').slice(0, 40)}`);
      };
      const fitDeadline = performance.now() + fitTimeoutMs;
      let labelsDeadline = fitDeadline + labelsTimeoutMs;
      for (;;) {
        const sideways = overflow();
        const cutOff = labels.map(labelProblem).filter((problem) => problem !== null);
        const now = performance.now();
        if (sideways <= 0) labelsDeadline = Math.min(labelsDeadline, now + labelsTimeoutMs);
        if ((sideways <= 0 || now > fitDeadline) && (cutOff.length === 0 || now > labelsDeadline)) {
          return [...(sideways > 0 ? [`scrolls sideways, ${sideways} px: ${culprits().join(' | ')}`] : []), ...cutOff];
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    { labels, navigationName: MAIN_NAVIGATION, fitTimeoutMs: FIT_TIMEOUT_MS, labelsTimeoutMs: LABELS_TIMEOUT_MS },
  );
}

/** Message keys the page shows instead of their text (a message missing, or its screen's section not loaded). */
function keysShown(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const KEY = /\b(?:lsm|ra)\.[A-Za-z_-]+\.[\w.-]*\w/g;
    const attributes = [...document.querySelectorAll('[aria-label], [placeholder], [title]')].flatMap((element) =>
      ['aria-label', 'placeholder', 'title'].map((name) => element.getAttribute(name) ?? ''),
    );
    return [...new Set([document.body.innerText, ...attributes].flatMap((text) => text.match(KEY) ?? []))];
  });
}

/**
 * Opens every catalogued page once (inside the app, no reload) and looks at it at each width by resizing the
 * window: no sideways scrolling, the main navigation's labels readable, no message key shown (at the first width),
 * and no axe violation at AXE_WIDTHS.
 * Screenshots for a look by eye land in test-results/widths/ (not under CI, to save its minutes).
 */
export async function walkEveryPage(page: Page, kind: AccountKind): Promise<void> {
  countRequests(page);
  await page.setViewportSize({ width: WIDTHS[0], height: HEIGHT });
  // Starts where finding the catalogue's ids does: the merchant's company (where `/` sends them), the company list.
  await openSignedIn(page, CATALOGUE_ACCOUNTS[kind], kind === 'merchant' ? '/' : '/companies');
  const pages = await cataloguePages(page, kind);
  const screenshots = !process.env.CI;
  if (screenshots) mkdirSync(SCREENS_DIR, { recursive: true });

  /** The problems of the page as the window is now, `width` px wide. */
  async function problemsAt(width: Width, { name, path }: CataloguedPage): Promise<string[]> {
    const where = `${name} at ${width} px (${path})`;
    const problems = (await layoutProblems(page, NAV_LABELS[kind])).map((problem) => `${where}: ${problem}`);
    if (width === WIDTHS[0]) problems.push(...(await keysShown(page)).map((key) => `${where}: shows the message key ${key}`));
    if (AXE_WIDTHS[kind].includes(width)) {
      const violations = await axeViolations(page);
      console.log(`axe ${kind} ${width} ${name}: ${violationCount(violations)}`);
      if (violations.length > 0) problems.push(describeViolations(where, violations));
    }
    if (screenshots) {
      await page.screenshot({ path: join(SCREENS_DIR, `${kind}-${name.replace(/\W+/g, '-')}-${width}.png`), fullPage: true });
    }
    return problems;
  }

  const [firstWidth, ...otherWidths] = WIDTHS;
  const failures: string[] = [];
  for (const catalogued of pages) {
    await page.setViewportSize({ width: firstWidth, height: HEIGHT });
    failures.push(...(await openInAppAndLook(page, catalogued.path, () => problemsAt(firstWidth, catalogued))));
    for (const width of otherWidths) {
      await page.setViewportSize({ width, height: HEIGHT });
      failures.push(...(await problemsAt(width, catalogued)));
    }
  }
  expect(pages.length).toBeGreaterThan(20);
  expect(failures.join('\n\n'), 'problems found').toBe('');
}
