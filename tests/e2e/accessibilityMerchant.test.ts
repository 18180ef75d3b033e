import { it } from 'vitest';
import { describeE2E, useBrowser } from './browser.ts';
import { WALK_TIMEOUT_MS, walkEveryPage } from './pageWalk.ts';

// The merchant's walk, in a file of its own so it runs beside the internal user's (tests/e2e/accessibility.test.ts).
describeE2E('every page and tab a merchant opens: accessibility (axe-core, WCAG 2 A and AA) and widths (1440, 1024, 390 px)', () => {
  const browser = useBrowser();
  it('finds no problem on any page or tab a merchant opens', () => walkEveryPage(browser().page, 'merchant'), WALK_TIMEOUT_MS);
});
