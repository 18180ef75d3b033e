import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GlobalItemListQuery } from '../../src/contract/catalogue.ts';
import type { StoreInventoryQuery } from '../../src/contract/inventory.ts';
import { globalItemListRequest } from '../../server/services/catalogue/globalItemsQuery.ts';
import { listPage, type ListLimits } from '../../server/services/catalogue/listPage.ts';
import { storeItemListRequest } from '../../server/services/catalogue/storeItemsQuery.ts';
import { ACCOUNTS, createTestApp, type TestApp } from './helpers.ts';
import { reader } from './fixtures/demo.ts';

// listPage picks how to read a page from what matches; every plan must give the page and count that a
// plain "sort everything, count everything" would. Small thresholds reach every plan on a small data set.
const SMALL: ListLimits = { countCap: 5, walkWindow: 50 };

let t: TestApp;
let db: ReturnType<typeof reader>;
let companyId: number;
let storeId: number;

beforeAll(async () => {
  t = await createTestApp();
  db = reader(t);
  ({ id: companyId } = await db.one<{ id: number }>(sql`insert into companies (name) values ('Paging Test Co') returning id`));
  ({ id: storeId } = await db.one<{ id: number }>(sql`insert into stores (company_id, name) values (${companyId}, 'Paging Test Store') returning id`));
  // 60 "common" items early in name order, 30 "rare" ones late, prices with gaps (nulls), some inactive or deleted.
  await t.database.db.execute(sql`
    insert into global_items (company_id, name, status, upc, retail_price, deleted_at)
    select ${companyId}::int, 'Alpha common ' || lpad(i::text, 2, '0'), case when i % 13 = 0 then 'inactive' else 'active' end,
           '0000000' || lpad(i::text, 5, '0'), case when i % 4 = 0 then null else (i * 7 % 50) end, case when i = 17 then now() end
    from generate_series(1, 60) i
    union all
    select ${companyId}::int, 'Zulu rare ' || lpad(i::text, 2, '0'), 'active', null, i, null from generate_series(1, 30) i`);
  await t.database.db.execute(sql`
    insert into store_items (store_id, name, upc, external_id, price)
    select ${storeId}, name, upc, 'EXT-' || id, coalesce(retail_price, 0) from global_items where company_id = ${companyId} and deleted_at is null`);
});
afterAll(() => t.close());

const scope = () => ({ companyId, includeShared: false });

/** listPage with its rows read back from the JSON text PostgreSQL wrote. */
async function pageOf(...args: Parameters<typeof listPage>) {
  const page = await listPage(...args);
  return { ...page, rows: JSON.parse(page.rowsJson) as { id: number }[] };
}

/** The answer a plain full sort gives: the ids of the page, and the number of matches. */
async function expected(where: ReturnType<typeof sql>, order: ReturnType<typeof sql>, table: 'global_items gi' | 'store_items si', limit: number, offset: number) {
  const rows = await db.rows<{ id: number }>(sql`select ${sql.raw(table.split(' ')[1])}.id from ${sql.raw(table)} where ${where} order by ${order}`);
  return { ids: rows.slice(offset, offset + limit).map((row) => row.id), total: rows.length };
}

async function globalPage(query: GlobalItemListQuery) {
  return pageOf(t.database.db, globalItemListRequest({ limit: 20, offset: 0, ...query }, scope()), SMALL);
}

describe('global items: every plan answers what a full sort would', () => {
  const base = () => sql`gi.company_id = ${companyId} and gi.deleted_at is null and gi.status = 'active'`;
  const byName = sql`gi.name asc, gi.id asc`;

  it('no search: the page in index order, the count capped', async () => {
    const page = await globalPage({});
    const want = await expected(base(), byName, 'global_items gi', 20, 0);
    expect(page.plan).toBe('ordered');
    expect(page.rows.map((row) => row.id)).toEqual(want.ids);
    expect(page).toMatchObject({ count: SMALL.countCap, countExact: false });
    // Above the cap the planner's estimate says about how many: more than the cap, never a count of them all.
    expect(page.estimate).toBeGreaterThan(SMALL.countCap);
  });

  it('few matches: counted exactly and sorted', async () => {
    const page = await globalPage({ search_string: 'common 0' });
    const want = await expected(sql`${base()} and gi.name ilike '%common 0%'`, byName, 'global_items gi', 20, 0);
    expect(want.total).toBeGreaterThan(SMALL.countCap);
    const narrow = await globalPage({ search_string: 'alpha common 07' });
    expect(narrow).toMatchObject({ plan: 'few', count: 1, countExact: true });
    expect(narrow.rows.map((row) => row.id)).toEqual((await expected(sql`${base()} and gi.name ilike '%alpha common 07%'`, byName, 'global_items gi', 20, 0)).ids);
    // an exact UPC is a match too
    const byUpc = await globalPage({ search_string: '000000000042' });
    expect(byUpc).toMatchObject({ plan: 'few', count: 1, countExact: true });
    expect(page.rows.map((row) => row.id)).toEqual(want.ids);
  });

  it('many matches early in name order: found by walking the name index, more than the cap', async () => {
    for (const offset of [0, 20]) {
      const page = await globalPage({ search_string: 'common', offset });
      const want = await expected(sql`${base()} and gi.name ilike '%common%'`, byName, 'global_items gi', 20, offset);
      expect(page.plan).toBe('walk');
      expect(page.rows.map((row) => row.id)).toEqual(want.ids);
      expect(page).toMatchObject({ count: SMALL.countCap, countExact: false });
      expect(page.estimate).toBeGreaterThan(SMALL.countCap);
    }
    const backwards = await globalPage({ search_string: 'common', sort_dir: 'DESC' });
    const wantBackwards = await expected(sql`${base()} and gi.name ilike '%common%'`, sql`gi.name desc, gi.id desc`, 'global_items gi', 20, 0);
    expect(backwards.rows.map((row) => row.id)).toEqual(wantBackwards.ids);
  });

  it('a search the statistics call broad walks without counting first, and still counts exactly when the walk cannot fill the page', async () => {
    // 'common' matches about 55 items: over four times a cap of 5, so the planner's estimate alone sends it to the walk
    // (once the statistics know the table, as autovacuum's analyze sees to). Every company's items, as an internal
    // user searches them: within one company the planner multiplies the company's share by the word's and
    // expects too few, so such a search counts first, as it did before.
    await t.database.db.execute(sql`analyze global_items`);
    const everyCompany = { companyId: undefined, includeShared: false };
    const statements: string[] = [];
    const dialect = new PgDialect();
    const counting = new Proxy(t.database.db, {
      get: (target, key, receiver) =>
        key === 'execute'
          ? (query: SQL) => {
              statements.push(dialect.sqlToQuery(query).sql);
              return target.execute(query);
            }
          : Reflect.get(target, key, receiver),
    });
    const broad = await pageOf(counting, globalItemListRequest({ limit: 20, offset: 0, search_string: 'common' }, everyCompany), SMALL);
    expect(broad).toMatchObject({ plan: 'walk', count: SMALL.countCap, countExact: false });
    const everyActive = sql`gi.deleted_at is null and gi.status = 'active' and gi.search_key like '% common%'`;
    expect(broad.rows.map((row) => row.id)).toEqual((await expected(everyActive, byName, 'global_items gi', 20, 0)).ids);
    expect(statements.some((text) => text.includes('explain'))).toBe(true);
    expect(statements.some((text) => text.includes('as materialized'))).toBe(false);
    // Past the walked window the same broad search is counted and sorted in full, as before.
    const deep = await pageOf(t.database.db, globalItemListRequest({ limit: 20, offset: 40, search_string: 'common' }, everyCompany), SMALL);
    expect(deep.plan).toBe('sorted');
    expect(deep.rows.map((row) => row.id)).toEqual((await expected(everyActive, byName, 'global_items gi', 20, 40)).ids);
  });

  it('many matches late in name order, or past the walked window: every match sorted and counted exactly', async () => {
    const late = await globalPage({ search_string: 'rare' });
    const want = await expected(sql`${base()} and gi.name ilike '%rare%'`, byName, 'global_items gi', 20, 0);
    expect(late).toMatchObject({ plan: 'sorted', count: 30, countExact: true, estimate: null });
    expect(late.rows.map((row) => row.id)).toEqual(want.ids);

    const deep = await globalPage({ search_string: 'common', offset: 40 });
    const wantDeep = await expected(sql`${base()} and gi.name ilike '%common%'`, byName, 'global_items gi', 20, 40);
    expect(deep.plan).toBe('sorted');
    expect(deep.rows.map((row) => row.id)).toEqual(wantDeep.ids);
    expect(deep.count).toBe(wantDeep.total);

    const beyond = await globalPage({ search_string: 'rare', offset: 100 });
    expect(beyond).toMatchObject({ rows: [], count: 30, countExact: true });
  });

  it('a walked page still holds the exact matches that sort into it', async () => {
    await t.database.db.execute(sql`update global_items set upc = 'common' where company_id = ${companyId} and name = 'Zulu rare 01'`);
    try {
      const page = await globalPage({ search_string: 'common', sort_dir: 'DESC' });
      const want = await expected(sql`${base()} and (gi.name ilike '%common%' or gi.upc = 'common')`, sql`gi.name desc, gi.id desc`, 'global_items gi', 20, 0);
      expect(page.plan).toBe('walk');
      expect(page.rows.map((row) => row.id)).toEqual(want.ids);
      expect(want.ids[0]).toBe((await db.one<{ id: number }>(sql`select id from global_items where upc = 'common'`)).id);
    } finally {
      await t.database.db.execute(sql`update global_items set upc = null where upc = 'common'`);
    }
  });

  it('a nullable order key sorts nulls last in both directions, and other filters never walk', async () => {
    for (const sortDir of ['ASC', 'DESC'] as const) {
      const page = await globalPage({ search_string: 'common', order: 'retail_price', sort_dir: sortDir });
      const direction = sql.raw(sortDir === 'DESC' ? 'desc' : 'asc');
      const want = await expected(sql`${base()} and gi.name ilike '%common%'`, sql`gi.retail_price ${direction} nulls last, gi.id ${direction}`, 'global_items gi', 20, 0);
      expect(page.plan).toBe('sorted');
      expect(page.rows.map((row) => row.id)).toEqual(want.ids);
    }
    const inactive = await globalPage({ search_string: 'common', active: 'all' });
    expect(inactive.plan).toBe('sorted');
    expect(inactive.count).toBe(59);
  });
});

describe('store items: the same plans', () => {
  const page = (query: StoreInventoryQuery) => pageOf(t.database.db, storeItemListRequest(storeId, { limit: 20, offset: 0, ...query }), SMALL);
  const live = () => sql`si.store_id = ${storeId} and si.deleted_at is null`;

  it('walks, sorts or counts as the matches call for, and finds an exact external id', async () => {
    const walked = await page({ search_string: 'common' });
    expect(walked.plan).toBe('walk');
    expect(walked.rows.map((row) => row.id)).toEqual((await expected(sql`${live()} and si.name ilike '%common%'`, sql`si.name asc, si.id asc`, 'store_items si', 20, 0)).ids);
    const sorted = await page({ search_string: 'rare' });
    expect(sorted).toMatchObject({ plan: 'sorted', count: 30, countExact: true });
    const { external_id: externalId } = await db.one<{ external_id: string }>(sql`select external_id from store_items where store_id = ${storeId} order by id limit 1`);
    expect(await page({ search_string: externalId })).toMatchObject({ plan: 'few', count: 1, countExact: true });
    const filtered = await page({ search_string: 'common', active: true });
    expect(filtered.plan).toBe('sorted');
  });
});

describe('over HTTP', () => {
  it('answers count_exact with the count', async () => {
    const owner = await t.as(ACCOUNTS.internal);
    const few = (await owner({ url: `/api/inventory/items/global-items/v2?company_id=${companyId}&search_string=rare` })).json();
    expect(few).toMatchObject({ count: 30, count_exact: true });
    const inventory = (await owner({ url: `/api/inventory/${storeId}?search_string=rare&limit=5` })).json();
    expect(inventory).toMatchObject({ count: 30, count_exact: true });
    expect(inventory.items).toHaveLength(5);
  });
});
