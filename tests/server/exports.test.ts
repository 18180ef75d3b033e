import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GLOBAL_ITEM_CSV_COLUMNS } from '../../src/contract/catalogue.ts';
import { INGESTION_COLUMNS } from '../../src/contract/inventory.ts';
import { csvLine } from '../../server/services/catalogue/csv.ts';
import { ACCOUNTS, createTestApp, type TestApp } from './helpers.ts';
import { reader } from './fixtures/demo.ts';

// PostgreSQL writes the export's CSV text: it must be, byte for byte, what csvLine writes from the rows.
const TRICKY = ['Plain', 'Comma, inside', 'Quote " inside', 'Line\nbreak', 'Carriage\rreturn', 'Both\r\nends', '"Quoted"', "=1+1 'formula'", 'Ünïcödé ✓', ''];

let t: TestApp;
let db: ReturnType<typeof reader>;
let companyId: number;
let storeId: number;

beforeAll(async () => {
  t = await createTestApp();
  db = reader(t);
  ({ id: companyId } = await db.one<{ id: number }>(sql`insert into companies (name) values ('Export, "Test" Co') returning id`));
  ({ id: storeId } = await db.one<{ id: number }>(sql`insert into stores (company_id, name) values (${companyId}, 'Export Store') returning id`));
  const { id: tagA } = await db.one<{ id: number }>(sql`insert into item_tags (name) values ('Tag, "A"') returning id`);
  const { id: tagB } = await db.one<{ id: number }>(sql`insert into item_tags (name) values ('tag b') returning id`);
  const category = await db.one<{ id: number }>(sql`select id from categories order by id limit 1`);
  const sub = await db.one<{ id: number }>(sql`select id from sub_categories where category_id = ${category.id} order by id limit 1`);
  for (const [i, text] of TRICKY.entries()) {
    const { id } = await db.one<{ id: number }>(sql`
      insert into global_items (company_id, name, status, upc, retail_price, size, unit_count, description, category_id, sub_category_id,
                                images, parent_item_id, verification, created_at)
      values (${companyId}, ${text || 'Nameless'}, ${i % 2 ? 'inactive' : 'active'}, ${i % 3 ? null : `00000000${i}`},
              ${i % 4 ? i * 1.5 : null}, ${text || null}, ${i % 2 ? i : null}, ${i % 5 ? text : null},
              ${i % 2 ? category.id : null}, ${i % 4 === 1 ? sub.id : null},
              ${`{${i % 3 ? `"http://img/${i}.png","http://img/${i},b.png"` : ''}}`}::text[], ${i % 3 === 2 ? 1 : null},
              ${i % 2 ? 'certified' : 'unresolved'}, ${`2026-0${1 + (i % 9)}-15T10:20:30.${123456 + i}Z`}::timestamptz)
      returning id`);
    if (i % 2) await t.database.db.execute(sql`insert into global_item_tags (global_item_id, tag_id) values (${id}, ${tagA}), (${id}, ${tagB})`);
    await t.database.db.execute(sql`
      insert into store_items (store_id, name, upc, price, size, unit_count, description, category_id, sub_category_id, quantity, active, external_id)
      values (${storeId}, ${text || 'Nameless'}, ${i % 3 ? null : `00000000${i}`}, ${i * 2.25}, ${text || null}, ${i % 2 ? i : null},
              ${text || null}, ${i % 2 ? category.id : null}, ${i % 4 === 1 ? sub.id : null}, ${i}, ${i % 2 === 0}, ${i % 2 ? text : null})`);
  }
});
afterAll(() => t.close());

describe('CSV exports written by PostgreSQL', () => {
  it('global items: quoting, empty cells, tags, images and timestamps as csvLine writes them', async () => {
    const rows = await db.rows<Record<string, unknown> & { images: string[]; created_at: Date | string }>(sql`
      select gi.id, gi.name, gi.status, gi.upc, gi.retail_price::text as retail_price, gi.size, gi.unit_count, gi.description,
             c.name as category, s.name as sub_category,
             (select string_agg(t.name, '|' order by t.name) from global_item_tags gt join item_tags t on t.id = gt.tag_id
               where gt.global_item_id = gi.id) as tags,
             gi.verification, gi.images, gi.parent_item_id, gi.created_at
      from global_items gi left join categories c on c.id = gi.category_id left join sub_categories s on s.id = gi.sub_category_id
      where gi.company_id = ${companyId} and gi.deleted_at is null order by gi.id`);
    const expected =
      csvLine(GLOBAL_ITEM_CSV_COLUMNS) +
      rows
        .map((row) =>
          csvLine([
            ...GLOBAL_ITEM_CSV_COLUMNS.slice(0, -3).map((column) => row[column] as string | number | null),
            row.images.join('|'),
            row.parent_item_id as number | null,
            new Date(row.created_at).toISOString(),
          ]),
        )
        .join('');
    const internal = await t.as(ACCOUNTS.internal);
    const response = await internal({ url: `/api/inventory/items/global-items/export-to-csv?company_id=${companyId}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="Export_Test_Co_items.csv"');
    expect(response.body).toBe(expected);
    expect(rows).toHaveLength(TRICKY.length);
  });

  it('store items: the upload columns, prices with two decimals and booleans as words', async () => {
    const rows = await db.rows<Record<string, unknown>>(sql`
      select si.name, si.upc, si.price::text as price, si.size, si.unit_count, si.description, c.name as category, s.name as sub_category,
             si.quantity, si.active, si.external_id
      from store_items si left join categories c on c.id = si.category_id left join sub_categories s on s.id = si.sub_category_id
      where si.store_id = ${storeId} and si.deleted_at is null order by si.id`);
    const expected =
      csvLine(INGESTION_COLUMNS) +
      rows.map((row) => csvLine(INGESTION_COLUMNS.map((column) => (column === 'price' ? Number(row.price).toFixed(2) : (row[column] as string | number | boolean | null))))).join('');
    const internal = await t.as(ACCOUNTS.internal);
    const response = await internal({ url: `/api/inventory/stores/${storeId}/items/export-to-csv` });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(expected);
  });

  it('an export larger than one batch comes out whole, each item once, in id order', async () => {
    await t.database.db.execute(sql`
      insert into store_items (store_id, name, price) select ${storeId}, 'Bulk ' || i, i from generate_series(1, 12000) i`);
    const internal = await t.as(ACCOUNTS.internal);
    const lines = (await internal({ url: `/api/inventory/stores/${storeId}/items/export-to-csv` })).body.trimEnd().split('\r\n');
    const bulk = lines.filter((line) => line.startsWith('Bulk '));
    expect(bulk).toHaveLength(12000);
    expect(bulk.map((line) => Number(line.split(',')[0].slice(5)))).toEqual(Array.from({ length: 12000 }, (_, i) => i + 1));
  });
});
