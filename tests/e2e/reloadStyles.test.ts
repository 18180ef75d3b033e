import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { ACCOUNTS, describeE2E, openSignedIn, useBrowser, visible, waitForPath } from './browser.ts';

/** What the eye sees of the first company row: its cells' box and colours, and its status chip's. */
const firstRowLook = (page: Page) =>
  page.evaluate(() => {
    const row = document.querySelector('table tbody tr')!;
    const look = (element: Element) => {
      const style = getComputedStyle(element);
      return [style.padding, style.borderBottom, style.color, style.backgroundColor, style.fontSize, style.verticalAlign].join(' | ');
    };
    return { cells: [...row.querySelectorAll('td')].map(look), chip: look(row.querySelector('.MuiChip-root')!) };
  });

/** Emotion's classes defined by more than one rule of the page's style sheets (a style inserted twice). */
const classesDefinedTwice = (page: Page) =>
  page.evaluate(() => {
    const seen = new Map<string, number>();
    for (const sheet of document.styleSheets) {
      for (const rule of sheet.cssRules) {
        if (rule instanceof CSSStyleRule && /^\.css-[\w-]+$/.test(rule.selectorText)) seen.set(rule.selectorText, (seen.get(rule.selectorText) ?? 0) + 1);
      }
    }
    return [...seen].filter(([, count]) => count > 1).map(([selector]) => selector);
  });

describeE2E('a reload with the last visit\'s styles', () => {
  const browser = useBrowser();

  it('shows the company list as the first visit did, each style defined once, and a row click still opens its company', async () => {
    const { page } = browser();
    await openSignedIn(page, ACCOUNTS.internal, '/companies');
    await visible(page.locator('table tbody tr').first());
    const firstVisit = await firstRowLook(page);

    await page.reload();
    await visible(page.locator('table tbody tr').first());
    const restored = await page.evaluate(() => document.querySelector('style[data-emotion^="css "]')?.getAttribute('data-emotion')?.split(' ').length ?? 0);
    expect(restored).toBeGreaterThan(50);
    expect(await firstRowLook(page)).toEqual(firstVisit);
    expect(await classesDefinedTwice(page)).toEqual([]);

    // a click on a cell of the row, not on its link, opens the company (the table's rowClick)
    await page.locator('table tbody tr').first().locator('td').last().click();
    await waitForPath(page, (url) => /^\/companies\/\d+$/.test(url.pathname));
  });
});
