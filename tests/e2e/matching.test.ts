import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import type { StoreItem } from '../../src/contract/inventory.ts';
import type { MatchCounts, MatchList } from '../../src/contract/matching.ts';
import { PRODUCTS, type Product } from '../../server/db/seed/demo/products.ts';
import { ACCOUNTS, authenticate, baseUrl, describeE2E, expectNoSidewaysScroll, openSignedIn, ownStoreIds, storedSession, useBrowser, visible, waitForPath } from './browser.ts';

const SCREENSHOTS = join(resolve(dirname(fileURLToPath(import.meta.url)), '../..'), 'test-results', 'matching');
const HEADER = 'name,upc,price,size,unit_count,description,category,sub_category,quantity,active,external_id';

/** Corner Market's active catalogue, as the demo seed builds it (every fourth product left out, some inactive). */
const CORNER_CATALOGUE = PRODUCTS.filter((_, index) => index % 4 !== 3).filter((_, index) => index % 17 !== 5);

interface Plan {
  /** 12-digit codes, names as in the catalogue: confident matches */
  fullCode: Product[];
  /** the code without its leading zero, as a spreadsheet leaves it */
  elevenDigit: Product[];
  /** no code at all */
  nameOnly: Product[];
  /** the name of `right` with the code of `wrong`: a data error the engine proposes as partial */
  wrongCode: { right: Product; wrong: Product };
  /** products nobody has: no match */
  local: string[];
}

/** 30 rows of products the store does not carry yet (by name and code), over different categories. */
function planFor(existing: readonly StoreItem[], run: number): Plan {
  const names = new Set(existing.map((item) => item.name.toLowerCase()));
  const codes = new Set(existing.map((item) => item.upc).filter(Boolean));
  const fresh = CORNER_CATALOGUE.filter((product) => !names.has(product.name.toLowerCase()) && !codes.has(product.upc));
  // One variant per product line keeps two rows from competing for the same catalogue item.
  const seen = new Set<string>();
  const distinct = fresh.filter((product) => {
    const key = product.name.slice(0, product.name.length - product.size.length);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  if (distinct.length < 26) throw new Error(`the demo catalogue has only ${distinct.length} products this store lacks`);
  const right = distinct[24];
  const wrong = distinct.slice(25).find((product) => product.category !== right.category) ?? distinct[25];
  return {
    fullCode: distinct.slice(0, 10),
    elevenDigit: distinct.slice(10, 18),
    nameOnly: distinct.slice(18, 24),
    wrongCode: { right, wrong },
    local: Array.from({ length: 5 }, (_, index) => `Corner Kitchen Special ${run} No ${index + 1}`),
  };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const csvField = (value: string) => (/[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

function line(externalId: string, name: string, upc: string, product: Pick<Product, 'price' | 'size' | 'unitCount' | 'category'>): string {
  return [name, upc, product.price.toFixed(2), product.size, String(product.unitCount), '', product.category, '', '5', 'true', externalId].map(csvField).join(',');
}

/** The 30-row file: full codes, 11-digit codes, name-only rows, one wrong code and five local products. */
function matchingCsv(plan: Plan, tag: string): string {
  const lines = [HEADER];
  let n = 0;
  const id = () => `${tag}-${String(++n).padStart(2, '0')}`;
  for (const product of plan.fullCode) lines.push(line(id(), product.name, product.upc, product));
  for (const product of plan.elevenDigit) lines.push(line(id(), product.name, product.upc.replace(/^0/, ''), product));
  for (const product of plan.nameOnly) lines.push(line(id(), product.name, '', product));
  lines.push(line(id(), plan.wrongCode.right.name, plan.wrongCode.wrong.upc, plan.wrongCode.right));
  for (const name of plan.local) lines.push(line(id(), name, '', { price: 4.5, size: '1 ct', unitCount: 1, category: 'Deli' }));
  return `${lines.join('\n')}\n`;
}

async function api<Answer>(path: string, token: string): Promise<Answer> {
  // A server that stops answering fails the step plainly instead of the whole test timing out.
  const response = await fetch(`${baseUrl()}/api${path}`, { headers: { authorization: `Bearer ${token}` }, signal: AbortSignal.timeout(15_000) });
  expect(response.status, path).toBe(200);
  return (await response.json()) as Answer;
}

const matching = (storeId: number, call: string) => `/stores/${storeId}/inventory/item-management/${call}`;

const totalOf = (counts: MatchCounts) => counts.match + counts.partial + counts.noMatch;

/** Waits until the engine (a background job) has given every new store item of the upload a result. */
async function waitForMatching(storeId: number, token: string, ...expectedTotals: number[]): Promise<MatchCounts> {
  // The job matches the changed items, or every item of a store it has not matched before.
  await expect
    .poll(async () => expectedTotals.includes(totalOf(await api<MatchCounts>(matching(storeId, 'manual-match-items-count'), token))), {
      timeout: 90_000,
      interval: 1_000,
    })
    .toBe(true);
  return api<MatchCounts>(matching(storeId, 'manual-match-items-count'), token);
}

async function uploadCsv(page: Page, csv: string): Promise<void> {
  await page.getByRole('button', { name: 'Upload CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload inventory CSV' });
  await page.setInputFiles('#inventory-csv-file', { name: 'matching.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  await visible(dialog.getByText('Result', { exact: true }), 60_000);
  expect(Number(await dialog.locator('[data-count="failed"]').textContent())).toBe(0);
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
}

const resultTab = (page: Page, label: 'Matches' | 'Partial' | 'No match') => page.getByRole('tab', { name: new RegExp(`^${label} \\(\\d+\\)$`) });
/**
 * Whether the list offers more rows. Load more is disabled while a page loads and goes once a page comes back short,
 * so the answer waits for the loading to end (a list matched in the background may still be answering).
 */
async function moreToLoad(page: Page): Promise<boolean> {
  const loadMore = page.getByRole('button', { name: 'Load more' });
  await expect.poll(async () => !(await loadMore.isVisible()) || (await loadMore.isEnabled())).toBe(true);
  return loadMore.isVisible();
}

const tabCount = async (page: Page, label: 'Matches' | 'Partial' | 'No match') =>
  Number(/\((\d+)\)/.exec((await resultTab(page, label).textContent()) ?? '')?.[1]);

async function expectTabCounts(page: Page, counts: MatchCounts): Promise<void> {
  await expect.poll(() => tabCount(page, 'Matches')).toBe(counts.match);
  await expect.poll(() => tabCount(page, 'Partial')).toBe(counts.partial);
  await expect.poll(() => tabCount(page, 'No match')).toBe(counts.noMatch);
}

async function search(page: Page, text: string): Promise<void> {
  await page.getByLabel('Search store items').fill(text);
  await page.waitForTimeout(700);
}

const card = (page: Page, name: string): Locator => page.getByRole('article', { name, exact: true });

async function screenshots(page: Page): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  for (const width of [1440, 1024, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await expectNoSidewaysScroll(page, 'manual matches', 3);
    await page.screenshot({ path: join(SCREENSHOTS, `manual-matches-${width}.png`), fullPage: false });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

describeE2E('item matching in the browser', () => {
  const browser = useBrowser();

  it(
    'an owner uploads a mixed file, accepts the confident matches at once, fixes a wrong partial by search, adds a local item to the catalogue, and a rejected proposal stays rejected',
    async () => {
      const { page } = browser();
      const run = Date.now() % 100_000;
      const tag = `MATCH${run}`;

      // The Corner Market owner opens a store (the second of the company's Stores tab: other journeys change the
      // first) on its Inventory tab.
      const session = await authenticate(ACCOUNTS.cornerOwner);
      const [, storeId] = await ownStoreIds(session.accessToken);
      await openSignedIn(page, session, `/stores/${storeId}?sidebarActiveTab=inventory`);
      await visible(page.getByText(/^All items: \d+$/));
      const token = (await storedSession(page)).accessToken ?? '';
      const existing = await api<{ items: StoreItem[] }>(`/inventory/${storeId}?limit=100`, token);
      const plan = planFor(existing.items, run);
      const csv = matchingCsv(plan, tag);
      expect(csv.trim().split('\n')).toHaveLength(31);

      const untouched = await api<MatchCounts>(matching(storeId, 'manual-match-items-count'), token);
      await uploadCsv(page, csv);
      const before = await waitForMatching(storeId, token, totalOf(untouched) + 30, existing.items.length + 30);

      // From the Inventory tab, with the number waiting.
      const entry = page.getByRole('link', { name: /^Manual matches, \d+ items? to review$/ });
      // The number follows the background job (asked again every 5 s while the tab is open).
      await expect.poll(async () => (await entry.getAttribute('aria-label')) ?? '', { timeout: 15_000 }).toBe(`Manual matches, ${before.items_to_be_reviewed} item${before.items_to_be_reviewed === 1 ? '' : 's'} to review`);
      await entry.click();
      await waitForPath(page, (url) => url.pathname === `/match-items/${storeId}`);
      await expectTabCounts(page, before);

      // Every confident match waiting for a review in one action: the file's full and 11-digit codes among them.
      const toReview = before.match - (await api<MatchList>(`${matching(storeId, 'match')}?tag=reviewed&limit=1`, token)).count;
      await resultTab(page, 'Matches').click();
      await page.getByRole('combobox', { name: 'Review status' }).click();
      await page.getByRole('option', { name: 'To review' }).click();
      await page.keyboard.press('Escape');
      // The rows of every status stay on screen until the filtered list answers: wait for its count.
      await visible(page.getByRole('status').filter({ hasText: new RegExp(`^Showing \\d+ of ${toReview}$`) }));
      while (await moreToLoad(page)) {
        const shown = await page.getByRole('article').count();
        await page.getByRole('button', { name: 'Load more' }).click();
        await expect.poll(() => page.getByRole('article').count()).toBeGreaterThan(shown);
      }
      for (const product of [...plan.fullCode, ...plan.elevenDigit]) await visible(card(page, product.name));
      await screenshots(page);
      const waiting = await page.getByRole('article').count();
      expect(waiting).toBe(toReview);
      await page.getByRole('checkbox', { name: 'Select the loaded items' }).check();
      await page.getByRole('button', { name: `Accept selected (${waiting})` }).click();
      await visible(page.getByText(`${waiting} matches accepted`));
      const accepted = await api<MatchCounts>(matching(storeId, 'manual-match-items-count'), token);
      expect(accepted.items_to_be_reviewed).toBe(before.items_to_be_reviewed - waiting);
      await expect.poll(() => page.getByRole('article').count()).toBe(0);
      await page.getByRole('combobox', { name: 'Review status' }).click();
      await page.getByRole('option', { name: 'To review' }).click();
      await page.keyboard.press('Escape');

      // The name is right and the code is another product's: a partial whose proposals include the product the
      // code points at. Reject that one, then link the right product through search.
      const { right, wrong } = plan.wrongCode;
      await resultTab(page, 'Partial').click();
      await search(page, wrong.upc);
      const partial = card(page, right.name);
      await visible(partial);
      const wrongProposal = partial.getByRole('radio', { name: new RegExp(`^${escapeRegExp(wrong.name)} · \\d+%$`) });
      await wrongProposal.check();
      await partial.getByRole('button', { name: 'Reject' }).click();
      await visible(page.getByText('Proposal rejected: it will not be proposed again'));
      await partial.waitFor({ state: 'detached' }).catch(() => undefined);
      let rejectedRow = card(page, right.name);
      for (const label of ['Partial', 'No match', 'Matches'] as const) {
        await resultTab(page, label).click();
        await page.waitForTimeout(500);
        if (await rejectedRow.count()) break;
      }
      rejectedRow = card(page, right.name);
      await rejectedRow.getByRole('button', { name: 'Search another' }).click();
      const dialog = page.getByRole('dialog', { name: `Link ${right.name} to a catalogue item` });
      await dialog.getByRole('textbox', { name: 'Search the catalogue by name or code' }).fill(right.name);
      await dialog.getByRole('button', { name: new RegExp(`^${escapeRegExp(right.name)}`) }).first().click();
      await visible(page.getByText(`Linked to ${right.name}`));

      // A product nobody carries goes into the company catalogue.
      await search(page, '');
      await resultTab(page, 'No match').click();
      const local = card(page, plan.local[0]);
      await visible(local);
      const beforeInsert = await api<MatchCounts>(matching(storeId, 'manual-match-items-count'), token);
      await local.getByRole('button', { name: 'Add to catalogue' }).click();
      await visible(page.getByText('1 item added to the catalogue'));
      await expect.poll(async () => (await api<MatchCounts>(matching(storeId, 'manual-match-items-count'), token)).noMatch).toBe(beforeInsert.noMatch - 1);

      // The counts the screen shows are the server's, and a reload shows the same.
      const after = await api<MatchCounts>(matching(storeId, 'manual-match-items-count'), token);
      await expectTabCounts(page, after);
      await page.reload();
      await expectTabCounts(page, after);

      // The same file again: the rejected code is never proposed again for that store item.
      await page.getByRole('link', { name: 'Back' }).click();
      await waitForPath(page, (url) => url.pathname === `/stores/${storeId}` && url.searchParams.get('sidebarActiveTab') === 'inventory');
      await uploadCsv(page, csv);
      const rerun = await fetch(`${baseUrl()}/api${matching(storeId, 'run')}`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
      expect(rerun.status).toBe(202);
      await waitForMatching(storeId, token, totalOf(after));
      const lists = await Promise.all(
        ['match', 'partial-match'].map((call) => api<MatchList>(`${matching(storeId, call)}?search=${wrong.upc}&limit=100`, token)),
      );
      const proposals = lists
        .flatMap((list) => list.items)
        .filter((row) => row.storeItem.name === right.name)
        .flatMap((row) => [row.globalItem, ...row.candidates.map((candidate) => candidate.globalItem)]);
      expect(proposals.map((item) => item.name)).not.toContain(wrong.name);
    },
    300_000,
  );
});
