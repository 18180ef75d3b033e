import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, createTestApp, type TestApp } from './helpers.ts';
import { CORNER, reader } from './fixtures/demo.ts';
import { csvFile, multipart, upc } from './fixtures/multipart.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HEADER = 'name,upc,price,size,unit_count,description,category,sub_category,quantity,active,external_id';
function rows(n: number): Buffer {
  const lines = [HEADER];
  for (let k = 0; k < n; k++) lines.push(`Bulk Item ${k},${upc(k)},${(1 + (k % 90)).toFixed(2)},1 ct,1,Item number ${k},Beverages,,1,true,B-${k}`);
  return Buffer.from(`${lines.join('\n')}\n`);
}

// The server never holds the file: it is spooled to disk and read back through the parser in batches of 1,000.
describe('a 100,000-row file', () => {
  it('is applied in batches, uploading it again changes nothing, it exports whole; one more row is refused', async () => {
    const db = reader(t);
    const store = await db.busiestStore(CORNER);
    const owner = await t.as(ACCOUNTS.cornerOwner);
    const file = rows(100_000);
    const first = await owner({ method: 'POST', url: `/api/inventory/ingestion/csv?store_id=${store}`, ...multipart(csvFile(file)) });
    expect(first.json()).toMatchObject({ total_rows: 100_000, created: 100_000, failed: 0 });
    const again = await owner({ method: 'POST', url: `/api/inventory/ingestion/csv?store_id=${store}`, ...multipart(csvFile(file)) });
    expect(again.json()).toMatchObject({ created: 0, updated: 0, unchanged: 100_000 });
    expect(await db.count(sql`select 1 from store_items where store_id = ${store} and name like 'Bulk Item %'`)).toBe(100_000);
    // The export reads in keyset batches of 5,000: every item comes out once.
    const exported = await owner({ url: `/api/inventory/stores/${store}/items/export-to-csv` });
    const lines = exported.body.trimEnd().split('\r\n');
    expect(lines.length - 1).toBe(await db.count(sql`select 1 from store_items where store_id = ${store} and deleted_at is null`));
    expect(new Set(lines).size).toBe(lines.length);
    const tooMany = await owner({ method: 'POST', url: `/api/inventory/ingestion/csv?store_id=${store}`, ...multipart(csvFile(rows(100_001))) });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe('The file has more than 100000 rows');
  }, 300_000);
});
