import { expect, it } from 'vitest';
import { axeViolations, describeViolations, violationCount } from './axe.ts';
import { DEMO_PASSWORD, baseUrl, describeE2E, signIn, useBrowser } from './browser.ts';
import { CATALOGUE_ACCOUNTS, cataloguePages, openPage, type AccountKind } from './pageCatalogue.ts';

const WALK_TIMEOUT_MS = 600_000;

describeE2E('accessibility (axe-core, WCAG 2 A and AA)', () => {
  const browser = useBrowser();

  async function walk(kind: AccountKind): Promise<void> {
    const { page } = browser();
    await signIn(page, baseUrl(), CATALOGUE_ACCOUNTS[kind], DEMO_PASSWORD);
    await page.waitForURL((url) => url.pathname !== '/auth/login');
    const pages = await cataloguePages(page, baseUrl(), kind);
    const failures: string[] = [];
    for (const { name, path } of pages) {
      await openPage(page, baseUrl(), path);
      const violations = await axeViolations(page);
      console.log(`axe ${kind} ${name}: ${violationCount(violations)}`);
      if (violations.length > 0) failures.push(describeViolations(`${name} (${path})`, violations));
    }
    expect(pages.length).toBeGreaterThan(20);
    expect(failures.join('\n\n'), 'axe violations').toBe('');
  }

  it('finds no violation on any page or tab an internal user opens', () => walk('internal'), WALK_TIMEOUT_MS);

  it('finds no violation on any page or tab a merchant opens', () => walk('merchant'), WALK_TIMEOUT_MS);
});
