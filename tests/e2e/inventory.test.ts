import { parse } from 'csv-parse/sync';
import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { ACCOUNTS, authenticate, baseUrl, describeE2E, openSignedIn, ownStoreIds, storedSession, useBrowser, visible } from './browser.ts';

/** A valid 1x1 PNG. */
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

const HEADER = 'name,upc,price,size,unit_count,description,category,sub_category,quantity,active,external_id';
const ROWS = 1000;
/** lines of the file (the header is line 1) that the first upload gets wrong */
const BAD_LINES = [10, 500, 1001];

/** A 12-digit UPC-A with its check digit, unique to this run and row. */
function upcOf(run: number, row: number): string {
  const body = `2${String(run).padStart(4, '0')}${String(row).padStart(6, '0')}`;
  let sum = 0;
  for (let i = 0; i < 11; i++) sum += Number(body[i]) * (i % 2 === 0 ? 3 : 1);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

// "R" before the run: a search is word prefixes, so a bare run such as 4982 would be found by row 498's search too.
const nameOf = (run: number, row: number) => `E2E Stock R${run} ${row}`;
const priceOf = (row: number) => (1 + (row % 50) + 0.25).toFixed(2);

function goodLine(run: number, row: number): string {
  return `${nameOf(run, row)},${upcOf(run, row)},${priceOf(row)},12 oz,1,"Row ${row}, generated",Beverages,,5,true,E2E-${run}-${row}`;
}

/** The inventory CSV: ROWS rows; with `broken`, the rows on BAD_LINES carry one mistake each. */
function inventoryCsv(run: number, broken: boolean): string {
  const lines = [HEADER];
  for (let row = 0; row < ROWS; row++) {
    const line = row + 2;
    let text = goodLine(run, row);
    if (broken && line === 10) text = text.replace(`,${priceOf(row)},`, ',12.345,');
    if (broken && line === 500) text = text.replace(nameOf(run, row), '');
    if (broken && line === 1001) text = text.replace(',Beverages,', ',Not A Category,');
    lines.push(text);
  }
  return `${lines.join('\n')}\n`;
}

async function apiGet<Answer>(path: string, accessToken: string): Promise<Answer> {
  const response = await fetch(`${baseUrl()}/api${path}`, { headers: { authorization: `Bearer ${accessToken}` } });
  expect(response.status, path).toBe(200);
  return (await response.json()) as Answer;
}

/** The number a summary shows for one count (total_rows, created, updated, unchanged, failed). */
const summaryCount = async (dialog: Locator, key: string) => Number(await dialog.locator(`[data-count="${key}"]`).textContent());

async function uploadCsv(page: Page, dialog: Locator, name: string, csv: string): Promise<void> {
  await page.setInputFiles('#inventory-csv-file', { name, mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await visible(dialog.getByText(new RegExp(`^${name.replace('.', '\\.')} \\(`)));
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  await visible(dialog.getByText('Result', { exact: true }), 60_000);
}

/** Opens the Inventory tab of the first store on the company's Stores tab, signed in as `email`; answers its id. */
async function openFirstStoreInventory(page: Page, email: string = ACCOUNTS.cornerOwner): Promise<number> {
  const session = await authenticate(email);
  const [storeId] = await ownStoreIds(session.accessToken);
  await openSignedIn(page, session, `/stores/${storeId}?sidebarActiveTab=inventory`);
  await visible(page.getByText(/^All items: \d+$/));
  return storeId;
}

describeE2E('store inventory in the browser', () => {
  const browser = useBrowser();

  it(
    'uploads 1,000 rows reporting exactly the 3 bad lines, takes the fixed file, finds an item by search and exports every row',
    async () => {
      const { page } = browser();
      const run = Date.now() % 10_000;
      const storeId = await openFirstStoreInventory(page);

      await page.getByRole('button', { name: 'Upload CSV' }).click();
      const dialog = page.getByRole('dialog', { name: 'Upload inventory CSV' });
      await visible(dialog.getByText(/Every valid row is applied, and every invalid row is skipped/));

      // First upload: 997 rows created, the 3 bad ones reported with their lines. The upload is throttled
      // so the progress the browser reports (XMLHttpRequest upload events) can be seen moving.
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 40 * 1024 });
      await page.setInputFiles('#inventory-csv-file', { name: 'inventory.csv', mimeType: 'text/csv', buffer: Buffer.from(inventoryCsv(run, true)) });
      await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
      await visible(dialog.getByText(/^Uploading… [1-9]\d?%$/));
      await visible(dialog.getByText('Result', { exact: true }), 60_000);
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
      expect(await summaryCount(dialog, 'total_rows')).toBe(ROWS);
      expect(await summaryCount(dialog, 'created')).toBe(ROWS - 3);
      expect(await summaryCount(dialog, 'failed')).toBe(3);
      const failed = dialog.getByRole('table', { name: 'Failed rows' });
      const failedRows = failed.getByRole('row');
      await expect.poll(() => failedRows.count()).toBe(4);
      const lines = await failed.locator('tbody tr td:first-child').allTextContents();
      expect(lines.map(Number)).toEqual(BAD_LINES);
      await visible(failed.getByText('price "12.345" must be a non-negative number with at most 2 decimals'));
      await visible(failed.getByText('name is required'));
      await visible(failed.getByText('category "Not A Category" does not exist'));

      // The fixed file: only the 3 rows are new, the 997 others are unchanged.
      const fixed = inventoryCsv(run, false);
      await dialog.getByRole('button', { name: 'Upload another file' }).click();
      await uploadCsv(page, dialog, 'inventory-fixed.csv', fixed);
      expect(await summaryCount(dialog, 'created')).toBe(3);
      expect(await summaryCount(dialog, 'updated')).toBe(0);
      expect(await summaryCount(dialog, 'unchanged')).toBe(ROWS - 3);
      expect(await summaryCount(dialog, 'failed')).toBe(0);
      await visible(dialog.getByText('Every row was applied.'));

      // The same file again changes nothing.
      await dialog.getByRole('button', { name: 'Upload another file' }).click();
      await uploadCsv(page, dialog, 'inventory-fixed.csv', fixed);
      expect(await summaryCount(dialog, 'unchanged')).toBe(ROWS);
      expect(await summaryCount(dialog, 'created')).toBe(0);
      await dialog.getByRole('button', { name: 'Close' }).click();
      await dialog.waitFor({ state: 'hidden' });

      // A fixed row and an ordinary one are in the list with their prices.
      for (const row of [498, 737]) {
        await page.getByRole('searchbox', { name: 'Search name, UPC or external id' }).fill(`  ${nameOf(run, row)}`);
        const found = page.getByRole('row').filter({ has: page.getByRole('button', { name: nameOf(run, row), exact: true }) });
        await visible(found);
        await expect.poll(() => page.getByRole('table').locator('tbody tr').count()).toBe(1);
        await visible(found.getByRole('cell', { name: priceOf(row), exact: true }));
        await visible(found.getByRole('cell', { name: upcOf(run, row), exact: true }));
      }

      // The export holds every item of the store, the uploaded ones among them.
      const { accessToken } = await storedSession(page);
      const counts = await apiGet<{ total: number }>(`/inventory/${storeId}/inventory-count`, accessToken ?? '');
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
      expect(download.suggestedFilename()).toMatch(/_items\.csv$/);
      const path = await download.path();
      const text = readFileSync(path, 'utf8');
      const lineCount = text.split('\r\n').filter((line) => line !== '').length;
      const records: string[][] = parse(text, { bom: true });
      expect(records[0].join(',')).toBe(HEADER);
      expect(records.length - 1).toBe(counts.total);
      expect(lineCount).toBe(records.length);
      const exported = new Set(records.map((record) => record[0]));
      for (let row = 0; row < ROWS; row++) expect(exported.has(nameOf(run, row)), nameOf(run, row)).toBe(true);
      await visible(page.getByText('The file was exported successfully'));
    },
    240_000,
  );

  it('adds an item with its price, edits it, and deletes it', async () => {
    const { page } = browser();
    const name = `E2E Kombucha ${Date.now().toString(36)}`;
    const storeId = await openFirstStoreInventory(page);

    await page.getByRole('button', { name: 'Add item' }).click();
    const create = page.getByRole('dialog', { name: 'Add item' });
    await create.getByLabel(/^Name/).fill(name);
    await create.getByLabel(/^Price/).fill('4.99');
    await create.getByLabel('Description').fill('x'.repeat(400));
    await create.getByRole('button', { name: 'Save' }).click();
    await create.waitFor({ state: 'hidden' });

    await page.getByRole('searchbox', { name: 'Search name, UPC or external id' }).fill(name);
    const row = page.getByRole('row').filter({ has: page.getByRole('button', { name, exact: true }) });
    await visible(row.getByRole('cell', { name: '4.99', exact: true }));
    // the filters beside the search come from react-admin's "Add filter" menu
    await page.getByRole('button', { name: 'Add filter' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Availability' }).click();
    await page.getByRole('combobox', { name: /^Availability/ }).click();
    await page.getByRole('option', { name: 'Unavailable' }).click();
    await visible(page.getByText('No items found'));
    await page.getByRole('button', { name: 'Remove this filter' }).click();
    await visible(row.getByRole('cell', { name: '4.99', exact: true }));
    const { accessToken } = await storedSession(page);
    const listed = await apiGet<{ items: { id: number; price: number; quantity: number; description: string }[] }>(
      `/inventory/${storeId}?search_string=${encodeURIComponent(name)}`,
      accessToken ?? '',
    );
    expect(listed.items).toHaveLength(1);
    expect(listed.items[0]).toMatchObject({ price: 4.99, quantity: 1 });
    expect(listed.items[0].description).toHaveLength(350);

    await row.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit item' });
    // on a phone the long form scrolls inside the dialog and Save stays in view
    const viewport = page.viewportSize();
    await page.setViewportSize({ width: 390, height: 700 });
    const save = edit.getByRole('button', { name: 'Save' });
    await expect.poll(async () => { const box = await save.boundingBox(); return box ? box.y + box.height : Infinity; }).toBeLessThanOrEqual(700);
    if (viewport) await page.setViewportSize(viewport);
    await page.setInputFiles('#store-item-image-file', { name: 'kombucha.png', mimeType: 'image/png', buffer: PNG_1X1 });
    const preview = edit.getByRole('img', { name: 'Image' });
    await expect.poll(() => preview.getAttribute('src'), { timeout: 15_000 }).toMatch(/\/uploads\/[0-9a-f]{32}\.png$/);
    const imageUrl = await preview.getAttribute('src');
    await edit.getByLabel(/^Price/).fill('5.25');
    await edit.getByRole('button', { name: 'Save' }).click();
    await edit.waitFor({ state: 'hidden' });
    await visible(row.getByRole('cell', { name: '5.25', exact: true }));
    expect(await row.getByRole('img', { name }).getAttribute('src')).toBe(imageUrl);

    await row.getByRole('button', { name: `Delete ${name}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Please confirm' });
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await visible(page.getByText('No items found'));
  }, 120_000);

  it('lets staff see the inventory without editing it', async () => {
    const { page } = browser();
    await openFirstStoreInventory(page, ACCOUNTS.cornerStaff);
    await visible(page.getByRole('table').locator('tbody tr').first());
    expect(await page.getByRole('button', { name: 'Add item' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Upload CSV' }).count()).toBe(0);
    expect(await page.getByRole('table').getByRole('checkbox').count()).toBe(0);
    await page.getByRole('button', { name: 'Duplicates report' }).click();
    const duplicates = page.getByRole('dialog', { name: 'Duplicates report' });
    await visible(duplicates.getByText(/groups? of duplicates|No duplicates found/));
    const [download] = await Promise.all([page.waitForEvent('download'), duplicates.getByRole('button', { name: 'Download CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/_duplicates\.csv$/);
    expect(readFileSync(await download.path(), 'utf8').split('\r\n')[0]).toBe('group,kind,key,id,name,upc,size,price,external_id');
  });
});
