// The global item calls exactly as the browser's list screen builds them (src/domain/globalItemQuery.ts).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_GLOBAL_ITEM_FILTERS, globalItemFilterQuery, globalItemListQuery, type GlobalItemListFilters } from '../../src/domain/globalItemQuery.ts';
import { buildQuery } from '../../src/domain/paging.ts';
import { CORNER, demoSessions, reader } from './fixtures/demo.ts';
import type { TestApp } from './helpers.ts';

type Inject = Awaited<ReturnType<TestApp['as']>>;
type Item = { id: number; company_id: number | null; company_name: string | null; status: string; category: { id: number } | null };

const GI = '/api/inventory/items/global-items';
const filters = (patch: Partial<GlobalItemListFilters>): GlobalItemListFilters => ({ ...DEFAULT_GLOBAL_ITEM_FILTERS, ...patch });

let t: TestApp;
let db: ReturnType<typeof reader>;
let internal: Inject;
let owner: Inject;
let staff: Inject;
let quick: Inject;
let cornerId: number;
let quickId: number;

beforeAll(async () => {
  ({ t, db, internal, owner, staff, quick, cornerId, quickId } = await demoSessions());
});
afterAll(() => t.close());

describe('the list as the screen asks for it', () => {
  it('names the company of every item, so /items can show it', async () => {
    const response = await internal({ url: `${GI}/v2?${buildQuery(globalItemListQuery(filters({ availability: 'all' }), 1))}` });
    expect(response.statusCode).toBe(200);
    const items: Item[] = response.json().globalItems;
    const names = await db.rows<{ id: number; name: string }>(sql`select id, name from companies`);
    const byId = new Map(names.map((row) => [row.id, row.name]));
    expect(items.length).toBe(20);
    for (const item of items) expect(item.company_name).toBe(item.company_id === null ? null : byId.get(item.company_id));

    const one = await owner({ url: `${GI}/${items.find((item) => item.company_id === cornerId)?.id ?? 0}?company_id=${cornerId}` });
    expect(one.json().company_name).toBe(CORNER);
  });

  it('accepts every filter the screen sends, with repeated categories and tags', async () => {
    const category = await db.one<{ id: number }>(sql`select category_id as id from global_items where company_id = ${cornerId} and category_id is not null limit 1`);
    const tags = await db.rows<{ id: number }>(sql`select id from item_tags order by id limit 2`);
    const query = buildQuery(
      globalItemListQuery(
        filters({
          companyId: cornerId,
          categories: [category.id, category.id + 1],
          tags: tags.map((tag) => tag.id),
          itemOption: 'not_sold_independently',
          verification: 'enriched',
          availability: 'all',
          minPrice: 0.5,
          maxPrice: 500,
          startDate: '2000-01-01',
          endDate: '2100-01-01T00:00:00',
          search: '  a',
          incompleteOnly: true,
          outOfStockOnly: true,
          showGlobalItemsContent: true,
          sort: 'price_desc',
        }),
        2,
      ),
    );
    expect(query).toContain(`categories=${category.id}&categories=${category.id + 1}`);
    const response = await owner({ url: `${GI}/v2?${query}` });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toHaveProperty('count');
  });
});

describe('bulk status change by filter, as the screen sends it', () => {
  it('deactivates every item of a category (PUT ?filters with select_all), then they show as unavailable', async () => {
    const category = await db.one<{ id: number }>(
      sql`select category_id as id from global_items where company_id = ${quickId} and status = 'active' and deleted_at is null
          group by category_id order by count(*) desc limit 1`,
    );
    const chosen = filters({ companyId: quickId, categories: [category.id] });
    const before = await quick({ url: `${GI}/v2?${buildQuery(globalItemListQuery(chosen, 1))}` });
    const count: number = before.json().count;
    expect(count).toBeGreaterThan(0);

    const filterQuery = buildQuery(globalItemFilterQuery(chosen));
    const refusedStaff = await staff({ method: 'PUT', url: `${GI}/bulk-actions?${filterQuery}`, payload: { select_all: true, status: 'inactive' } });
    expect(refusedStaff.statusCode).toBe(403);
    const refusedOther = await owner({ method: 'PUT', url: `${GI}/bulk-actions?${filterQuery}`, payload: { select_all: true, status: 'inactive' } });
    expect(refusedOther.statusCode).toBe(403);
    expect(refusedOther.json().message).toBe("You don't have access to this company");

    const done = await quick({ method: 'PUT', url: `${GI}/bulk-actions?${filterQuery}`, payload: { select_all: true, status: 'inactive' } });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ updated: count });

    const available = await quick({ url: `${GI}/v2?${buildQuery(globalItemListQuery(chosen, 1))}` });
    expect(available.json().count).toBe(0);
    const unavailable = await quick({ url: `${GI}/v2?${buildQuery(globalItemListQuery({ ...chosen, availability: 'unavailable' }, 1))}` });
    expect(unavailable.json().count).toBeGreaterThanOrEqual(count);
  });

  it('deletes a selection by DELETE with item_ids, scoped to the company of the list', async () => {
    const items = await db.rows<{ id: number }>(sql`select id from global_items where company_id = ${cornerId} and deleted_at is null order by id limit 2`);
    const ids = items.map((item) => item.id);
    const scope = buildQuery(globalItemFilterQuery(filters({ companyId: cornerId })));
    const foreign = await quick({ method: 'DELETE', url: `${GI}/bulk?${scope}`, payload: { item_ids: ids } });
    expect(foreign.statusCode).toBe(403);
    const done = await owner({ method: 'DELETE', url: `${GI}/bulk?company_id=${cornerId}`, payload: { item_ids: ids } });
    expect(done.json()).toEqual({ deleted: 2 });
  });
});

describe('export', () => {
  it('names the file like the browser does, accents dropped', async () => {
    await t.database.db.execute(sql`update companies set name = 'Crème Brûlée Corner' where id = ${cornerId}`);
    const response = await owner({ url: `${GI}/export-to-csv?company_id=${cornerId}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="Creme_Brulee_Corner_items.csv"');
  });
});

describe('merge from the /items selection', () => {
  it("refuses to merge one company's items into another company's certified item", async () => {
    const certified = await db.one<{ id: number }>(
      sql`select id from global_items where company_id = ${quickId} and verification = 'certified' and deleted_at is null order by id limit 1`,
    );
    const foreign = await db.one<{ id: number }>(sql`select id from global_items where company_id = ${cornerId} and deleted_at is null order by id desc limit 1`);
    const response = await internal({ method: 'POST', url: `${GI}/merge-with-certified-item`, payload: { item_ids: [foreign.id], certified_item_id: certified.id } });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('item_ids must belong to the company of the certified item');
    expect(await db.count(sql`select 1 from global_items where id = ${foreign.id} and deleted_at is null`)).toBe(1);
  });

  it('lets an internal user merge items of a company into a platform-wide certified item', async () => {
    const shared = await db.one<{ id: number }>(
      sql`insert into global_items (name, status, verification, company_id) values ('Shared Cola', 'active', 'certified', null) returning id`,
    );
    const merged = await db.one<{ id: number }>(sql`select id from global_items where company_id = ${cornerId} and deleted_at is null order by id desc limit 1`);
    const response = await internal({ method: 'POST', url: `${GI}/merge-with-certified-item`, payload: { item_ids: [merged.id], certified_item_id: shared.id } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().merged).toBe(1);
  });
});
