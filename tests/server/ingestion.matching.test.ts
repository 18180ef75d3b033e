import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INGESTION_BATCH, INGESTION_WRITE_BATCH } from '../../server/services/ingestion/run.ts';
import { ACCOUNTS, createTestApp, type TestApp } from './helpers.ts';
import { CORNER, reader } from './fixtures/demo.ts';
import { csvFile, multipart, upc } from './fixtures/multipart.ts';

// How a row finds the item it writes must not depend on where the batches of the file fall, nor on
// which batch writes are still running: every row sees the rows before it as written.
interface Answer {
  created: number;
  updated: number;
  unchanged: number;
  failed: number;
  errors: { line: number; reason: string }[];
}

let t: TestApp;
let db: ReturnType<typeof reader>;
let upload: (csv: string) => Promise<Answer>;
let storeId: number;

beforeAll(async () => {
  t = await createTestApp();
  db = reader(t);
  const owner = await t.as(ACCOUNTS.cornerOwner);
  const { id: companyId } = await db.one<{ id: number }>(sql`select id from companies where name = ${CORNER}`);
  upload = async (csv) => {
    const response = await owner({ method: 'POST', url: `/api/inventory/ingestion/csv?store_id=${storeId}`, ...multipart(csvFile(csv)) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  storeId = (await db.one<{ id: number }>(sql`insert into stores (company_id, name) values (${companyId}, 'Matching Test Store') returning id`)).id;
});
afterAll(() => t.close());

const items = (where = sql`true`) =>
  db.rows<{ name: string; upc: string | null; external_id: string | null }>(
    sql`select name, upc, external_id from store_items where store_id = ${storeId} and deleted_at is null and ${where} order by id`,
  );
const clear = () => t.database.db.execute(sql`delete from store_items where store_id = ${storeId}`);
/** `count` rows that match nothing else, to push what follows into a later batch. */
const filler = (count: number, from: number) => Array.from({ length: count }, (_, i) => `Filler ${from + i},${upc(from + i)},1,,`);

describe('keys with every kind of character', () => {
  it('finds items again by external id and by name whatever they hold', async () => {
    await clear();
    const csv = [
      'name,upc,price,size,external_id',
      '"Comma, quote "" and {brace}",,1,,"ext,1 ""q"" {b} \\ back"',
      '"Ünïcödé Ñame",,2,,',
      '"NULL",,3,,null',
      '"plain name with \\ backslash",,4,,',
    ].join('\n');
    expect(await upload(csv)).toMatchObject({ created: 4, failed: 0 });
    expect(await upload(csv)).toMatchObject({ created: 0, updated: 0, unchanged: 4, failed: 0 });
    expect(await items(sql`external_id = 'ext,1 "q" {b} \\ back'`)).toHaveLength(1);
  });
});

describe.each([
  ['in one batch', 0],
  ['across batches (the earlier one not written yet)', INGESTION_BATCH],
  ['across written batches', INGESTION_WRITE_BATCH + INGESTION_BATCH],
])('rows writing one item, %s', (_label, gap) => {
  it('a row that finds an item created by an earlier row through another key fails naming that line', async () => {
    await clear();
    const csv = ['name,upc,price,size,external_id', `Made Here,${upc(1)},1,,SHARED`, ...filler(gap, 100), 'Found Again,,2,,SHARED'].join('\n');
    const answer = await upload(csv);
    expect(answer).toMatchObject({ created: 1 + gap, failed: 1 });
    expect(answer.errors).toEqual([
      { line: 3 + gap, reason: 'updates the same item as line 2', row: { name: 'Found Again', upc: '', price: '2', size: '', external_id: 'SHARED' } },
    ]);
    expect(await items(sql`external_id = 'SHARED'`)).toEqual([{ name: 'Made Here', upc: upc(1), external_id: 'SHARED' }]);
  });

  it('a key an earlier row takes away from an item no longer finds it; one it gives does', async () => {
    await clear();
    await upload(['name,upc,price,size,external_id', `Kept,${upc(2)},1,,OLD`].join('\n'));
    const csv = [
      'name,upc,price,size,external_id',
      `Kept,${upc(2)},1,,NEW`,
      ...filler(gap, 20_000),
      'Old Id Row,,3,,OLD',
      'New Id Row,,4,,NEW',
    ].join('\n');
    const answer = await upload(csv);
    expect(answer).toMatchObject({ created: 1 + gap, updated: 1, failed: 1 });
    expect(answer.errors).toEqual([{ line: 4 + gap, reason: 'updates the same item as line 2', row: expect.any(Object) }]);
    expect(await items(sql`external_id in ('OLD', 'NEW')`)).toEqual([
      { name: 'Kept', upc: upc(2), external_id: 'NEW' },
      { name: 'Old Id Row', upc: null, external_id: 'OLD' },
    ]);
  });
});
