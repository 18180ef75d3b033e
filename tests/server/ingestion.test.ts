import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, createTestApp, type TestApp } from './helpers.ts';
import { CORNER, QUICK, reader } from './fixtures/demo.ts';
import { csvFile, multipart, upc } from './fixtures/multipart.ts';

type Inject = Awaited<ReturnType<TestApp['as']>>;
interface Answer {
  mode: string;
  job_id: number;
  total_rows: number;
  created: number;
  updated: number;
  unchanged: number;
  failed: number;
  errors: { line: number; reason: string; row: Record<string, string> }[];
}

let t: TestApp;
let db: ReturnType<typeof reader>;
let owner: Inject;
let staff: Inject;
let store: number;
let emptyStore: number;
let quickStore: number;

beforeAll(async () => {
  t = await createTestApp();
  db = reader(t);
  [owner, staff] = await Promise.all([t.as(ACCOUNTS.cornerOwner), t.as(ACCOUNTS.cornerStaff)]);
  store = await db.busiestStore(CORNER);
  quickStore = await db.busiestStore(QUICK);
  emptyStore = (
    await db.one<{ id: number }>(sql`
      select s.id from stores s join companies c on c.id = s.company_id where c.name = ${CORNER} and s.deleted_at is null
      order by (select count(*) from store_items si where si.store_id = s.id), s.id limit 1`)
  ).id;
});
afterAll(() => t.close());

const HEADER = 'name,upc,price,size,unit_count,description,category,sub_category,quantity,active,external_id';
const upload = (inject: Inject, storeId: number, data: Buffer | string) =>
  inject({ method: 'POST', url: `/api/inventory/ingestion/csv?store_id=${storeId}&cognito_id=owner`, ...multipart(csvFile(data)) });
const live = (storeId: number) => db.count(sql`select 1 from store_items where store_id = ${storeId} and deleted_at is null`);

/** n rows (line = index + 2); `bad` maps a line to a replacement row. */
function generate(n: number, bad: Record<number, string> = {}, offset = 0): string {
  const lines = [HEADER];
  for (let i = 0; i < n; i++) {
    const line = i + 2;
    const k = i + offset;
    lines.push(bad[line] ?? `Ingest Item ${k},${upc(k)},${(1 + (k % 50) + 0.25).toFixed(2)},12 oz,1,"Item ${k}, tasty",Beverages,,${k % 3},true,EXT-${k}`);
  }
  return `${lines.join('\n')}\n`;
}

describe('POST /inventory/ingestion/csv: refusing bad files whole', () => {
  it('names unknown and missing columns', async () => {
    const unknown = await upload(owner, emptyStore, 'name,price,colour\nA,1,red\n');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/^Unknown columns: colour\./);
    const missing = await upload(owner, emptyStore, 'upc,size\n012345678905,1 ct\n');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Missing required columns: name, price');
  });

  it('refuses an empty file, a header without rows, and a request without the file', async () => {
    const empty = await upload(owner, emptyStore, '');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('The file is empty');
    const headerOnly = await upload(owner, emptyStore, `${HEADER}\n`);
    expect(headerOnly.json().message).toBe('The file has a header but no rows');
    const noFile = await owner({
      method: 'POST',
      url: `/api/inventory/ingestion/csv?store_id=${emptyStore}`,
      ...multipart([{ name: 'other', value: 'x' }]),
    });
    expect(noFile.statusCode).toBe(400);
    const noStore = await owner({ method: 'POST', url: '/api/inventory/ingestion/csv', ...multipart(csvFile('name,price\nA,1\n')) });
    expect(noStore.json().message).toBe('store_id is required');
  });

  it('refuses a file that is not UTF-8, applying nothing', async () => {
    const before = await live(emptyStore);
    const latin1 = Buffer.concat([Buffer.from(`${HEADER}\nGood Row,,1.00,,,,,,,,\nCaf`), Buffer.from([0xe9]), Buffer.from(' au lait,,2.00,,,,,,,,\n')]);
    const response = await upload(owner, emptyStore, latin1);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('File is not valid UTF-8');
    expect(await live(emptyStore)).toBe(before);
  });

  it('refuses a file over 50 MB with 413', async () => {
    const row = `Big Item,,1.00,,,${'x'.repeat(1000)},,,,,\n`;
    const big = Buffer.from(HEADER + '\n' + row.repeat(Math.ceil((50 * 1024 * 1024 + 1) / row.length)));
    expect(big.length).toBeGreaterThan(50 * 1024 * 1024);
    const before = await live(emptyStore);
    const response = await upload(owner, emptyStore, big);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('The file is larger than 50 MB');
    expect(await live(emptyStore)).toBe(before);
  });

  it('refuses staff (no edit permission) and another company', async () => {
    expect((await upload(staff, store, generate(2))).statusCode).toBe(403);
    const foreign = await upload(owner, quickStore, generate(2));
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toBe("You don't have access to this company");
  });
});

describe('POST /inventory/ingestion/csv: row by row', () => {
  it('applies good rows and reports each bad price with its line', async () => {
    const csv = ['name,price', 'Price Ok,1.50', 'Negative,-1', 'Three decimals,1.234', 'Words,abc', 'Blank,', 'Also Ok,2'].join('\r\n');
    const response = await upload(owner, emptyStore, csv);
    expect(response.statusCode).toBe(200);
    const body: Answer = response.json();
    expect(body).toMatchObject({ mode: 'partial', total_rows: 6, created: 2, failed: 4 });
    expect(body.errors.map((error) => error.line)).toEqual([3, 4, 5, 6]);
    expect(body.errors[0].reason).toMatch(/price "-1"/);
    expect(body.errors[3].reason).toBe('price is required');
    expect(body.errors[1].row).toEqual({ name: 'Three decimals', price: '1.234' });
  });

  it('reports a repeated UPC naming the first line, and bad UPCs', async () => {
    const csv = ['name,upc,price', `First,${upc(77001)},1`, `Second,${upc(77001)},2`, 'Short,12345,1', `Third,${upc(77002)},3`].join('\n');
    const body: Answer = (await upload(owner, emptyStore, csv)).json();
    expect(body.created).toBe(2);
    expect(body.errors).toEqual([
      { line: 3, reason: `duplicate upc "${upc(77001)}" (first on line 2)`, row: { name: 'Second', upc: upc(77001), price: '2' } },
      { line: 4, reason: 'upc "12345" must be 8 or 11 to 14 digits', row: { name: 'Short', upc: '12345', price: '1' } },
    ]);
  });

  it('takes a 1,000-row file with 3 bad rows: exactly those lines fail; uploading it again changes nothing', async () => {
    const before = await live(store);
    const csv = generate(1000, {
      10: 'Bad Price Item,,12.345,,,,,,,,',
      500: `No Name,${upc(900500)},1.00,,,,,,,,`.replace('No Name', ''),
      1001: 'Bad Category,,1.00,,,,Not A Category,,,,',
    });
    const first = await upload(owner, store, csv);
    expect(first.statusCode).toBe(200);
    const body: Answer = first.json();
    expect(body.errors.map((error) => error.line)).toEqual([10, 500, 1001]);
    expect(body.errors.map((error) => error.reason)).toEqual([
      'price "12.345" must be a non-negative number with at most 2 decimals',
      'name is required',
      'category "Not A Category" does not exist',
    ]);
    expect(body).toMatchObject({ total_rows: 1000, created: 997, updated: 0, unchanged: 0, failed: 3 });
    expect(await live(store)).toBe(before + 997);

    const job = await db.one<{ queue: string; status: string; created: number }>(
      sql`select queue, status, (result->>'created')::int as created from jobs where id = ${body.job_id}`,
    );
    expect(job).toEqual({ queue: 'ingestion', status: 'completed', created: 997 });

    const again: Answer = (await upload(owner, store, csv)).json();
    expect(again).toMatchObject({ total_rows: 1000, created: 0, updated: 0, unchanged: 997, failed: 3 });
    expect(await live(store)).toBe(before + 997);

    const changed = csv.replace(`Ingest Item 5,${upc(5)},`, `Ingest Item 5 renamed,${upc(5)},`);
    const third: Answer = (await upload(owner, store, changed)).json();
    expect(third).toMatchObject({ created: 0, updated: 1, unchanged: 996 });
  });
});

describe('store export and duplicates', () => {
  it('exports every item with the upload columns, and the export uploads back with zero changes', async () => {
    const response = await owner({ url: `/api/inventory/stores/${store}/items/export-to-csv` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="Corner_Market_[\w-]+_items\.csv"$/);
    const lines = response.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(HEADER);
    expect(lines.length - 1).toBe(await live(store));

    const back: Answer = (await upload(owner, store, response.body)).json();
    expect(back.errors).toEqual([]);
    expect(back).toMatchObject({ total_rows: lines.length - 1, created: 0, updated: 0, unchanged: lines.length - 1, failed: 0 });
    expect((await staff({ url: `/api/inventory/stores/${store}/items/export-to-csv` })).statusCode).toBe(200);
    expect((await owner({ url: `/api/inventory/stores/${quickStore}/items/export-to-csv` })).statusCode).toBe(403);
  });

  it('reports items sharing a UPC or a name and size, as JSON or a CSV download', async () => {
    const [a, b] = await db.rows<{ id: number }>(sql`select id from store_items where store_id = ${emptyStore} and deleted_at is null order by id limit 2`);
    await t.database.db.execute(sql`update store_items set upc = '036000291452' where id in (${a.id}, ${b.id})`);
    const json = await owner({ url: `/api/inventory/ingestion/duplicates?store_id=${emptyStore}` });
    expect(json.statusCode).toBe(200);
    const groups: { kind: string; key: string; items: { id: number }[] }[] = json.json().groups;
    const group = groups.find((candidate) => candidate.kind === 'upc' && candidate.key === '036000291452');
    expect(group?.items.map((item) => item.id)).toEqual([a.id, b.id]);

    const csv = await owner({ url: `/api/inventory/ingestion/duplicates?store_id=${emptyStore}&format=csv` });
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toMatch(/_duplicates\.csv"$/);
    expect(csv.body.split('\r\n')[0]).toBe('group,kind,key,id,name,upc,size,price,external_id');
    expect(csv.body).toContain('036000291452');
    const bad = await owner({ url: `/api/inventory/ingestion/duplicates?store_id=${emptyStore}&format=xml` });
    expect(bad.json().message).toMatch(/^format /);
    expect((await owner({ url: `/api/inventory/ingestion/duplicates?store_id=${quickStore}` })).statusCode).toBe(403);
  });
});
