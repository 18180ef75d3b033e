import { sql } from 'drizzle-orm';
import Value from 'typebox/value';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GlobalItemListAnswer } from '../../src/contract/catalogue.ts';
import type { TestApp } from './helpers.ts';
import { CORNER, QUICK, demoSessions, reader } from './fixtures/demo.ts';

type Inject = Awaited<ReturnType<TestApp['as']>>;
type Item = { id: number; name: string; upc: string | null; retail_price: number | null; company_id: number | null; status: string; category: { id: number } | null; tags: { id: number }[] };

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

const GI = '/api/inventory/items/global-items';
const activeCount = (companyId: number) =>
  db.count(sql`select 1 from global_items where company_id = ${companyId} and deleted_at is null and status = 'active'`);
const anItem = async (companyId: number, extra = sql`true`) =>
  db.one<{ id: number; upc: string; name: string; category_id: number }>(
    sql`select id, upc, name, category_id from global_items where company_id = ${companyId} and deleted_at is null and ${extra} order by id limit 1`,
  );

describe('categories, sub-categories and tags', () => {
  it('lists categories with a placeholder image, and refuses the anonymous', async () => {
    await t.database.db.execute(sql`update categories set image = null where id = (select min(id) from categories)`);
    const response = await owner({ url: '/api/inventory/category/all' });
    expect(response.statusCode).toBe(200);
    const categories: { id: number; name: string; image: string }[] = response.json();
    expect(categories.length).toBe(await db.count(sql`select 1 from categories`));
    expect(categories.some((category) => category.image === '/placeholder-category.svg')).toBe(true);
    expect((await t.app.inject({ url: '/api/inventory/category/all' })).statusCode).toBe(401);
  });

  it("lists the categories a store's items use with their counts, for that store's company only", async () => {
    const storeId = await db.busiestStore(CORNER);
    const response = await staff({ url: `/api/inventory/${storeId}/category` });
    expect(response.statusCode).toBe(200);
    const list: { item_count: number }[] = response.json();
    const total = list.reduce((sum, category) => sum + category.item_count, 0);
    expect(total).toBe(await db.count(sql`select 1 from store_items where store_id = ${storeId} and deleted_at is null and category_id is not null`));
    const quickStore = await db.busiestStore(QUICK);
    const refused = await owner({ url: `/api/inventory/${quickStore}/category` });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe("You don't have access to this company");
  });

  it('lists sub-categories, all or of one category by name', async () => {
    const all = await owner({ url: '/api/inventory/subcategory/all' });
    expect(all.json().length).toBe(await db.count(sql`select 1 from sub_categories`));
    const beverages = await owner({ url: '/api/inventory/subcategory/select?category_name=beverages' });
    expect(beverages.statusCode).toBe(200);
    const list: { category_name: string }[] = beverages.json();
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((sub) => sub.category_name === 'Beverages')).toBe(true);
    const missing = await owner({ url: '/api/inventory/subcategory/select' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('category_name is required');
  });

  it('lists tags as id and name', async () => {
    const response = await staff({ url: '/api/inventory/tags' });
    expect(response.statusCode).toBe(200);
    const tags: { id: number; name: string }[] = response.json();
    expect(tags.length).toBe(await db.count(sql`select 1 from item_tags`));
    expect(Object.keys(tags[0]).sort()).toEqual(['id', 'name']);
  });
});

describe('GET /inventory/items/global-items/v2', () => {
  it("gives a merchant their company's active items, 20 a page, by name in any case, with the count", async () => {
    const response = await owner({ url: `${GI}/v2` });
    expect(response.statusCode).toBe(200);
    const body: { count: number; globalItems: Item[] } = response.json();
    expect(body.count).toBe(await activeCount(cornerId));
    expect(body.globalItems).toHaveLength(20);
    expect(body.globalItems.every((item) => item.company_id === cornerId && item.status === 'active')).toBe(true);
    const names = body.globalItems.map((item) => item.name.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(names.indexOf('baby carrots 16 oz')).toBeLessThan(names.indexOf('bic classic lighter 1 ct'));
    expect(body.globalItems[0]).toHaveProperty('verification');
    expect(body.globalItems[0]).toHaveProperty('tags');
  });

  it("answers exactly the contract, field for field, as JSON written by PostgreSQL: the list's items are their details answers", async () => {
    for (const url of [`${GI}/v2`, `${GI}/v2?search_string=carrots`, `${GI}/v2?offset=5&limit=3&order=retail_price&sort_dir=DESC`, `${GI}/v2?search_string=carots`]) {
      const response = await owner({ url });
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      const body: unknown = response.json();
      expect([...Value.Errors(GlobalItemListAnswer, body)]).toEqual([]);
      // Clean drops what the schema does not declare: nothing may be dropped.
      expect(Value.Clean(GlobalItemListAnswer, structuredClone(body))).toEqual(body);
    }
    const misspelt = (await owner({ url: `${GI}/v2?search_string=carots` })).json() as { count: number; globalItems: Item[]; suggestions: string[] };
    expect(misspelt).toMatchObject({ count: 0, count_exact: true, globalItems: [] });
    expect(misspelt.suggestions.length).toBeGreaterThan(0);
    const page = (await internal({ url: `${GI}/v2?limit=50` })).json() as { globalItems: (Item & { images: string[]; image: string | null; created_at: string })[] };
    for (const item of page.globalItems) {
      expect(item.image).toBe(item.images[0] ?? null);
      expect(new Date(item.created_at).toISOString()).toBe(item.created_at);
      expect((await internal({ url: `${GI}/${item.id}` })).json()).toEqual(item);
    }
  });

  it("refuses a merchant another company's list, and lets internal users see all or one", async () => {
    const refused = await owner({ url: `${GI}/v2?company_id=${quickId}` });
    expect(refused.statusCode).toBe(403);
    const all = await internal({ url: `${GI}/v2?active=all&limit=5` });
    expect(all.json().count).toBe(await db.count(sql`select 1 from global_items where deleted_at is null`));
    const one = await internal({ url: `${GI}/v2?company_id=${quickId}` });
    expect(one.json().count).toBe(await activeCount(quickId));
  });

  it('searches by name (case-insensitive) and by exact UPC', async () => {
    const item = await anItem(cornerId, sql`status = 'active'`);
    const byUpc = await owner({ url: `${GI}/v2?search_string=${item.upc}` });
    expect(byUpc.json().globalItems.map((found: Item) => found.id)).toContain(item.id);
    const word = item.name.split(' ')[0].toLowerCase();
    const byName = await owner({ url: `${GI}/v2?search_string=${encodeURIComponent(word)}&limit=100` });
    const expected = await db.count(
      sql`select 1 from global_items where company_id = ${cornerId} and deleted_at is null and status = 'active' and (name ilike ${`%${word}%`} or upc = ${word})`,
    );
    expect(byName.json().count).toBe(expected);
  });

  it('filters by categories, tags, verification, price, incomplete and sorts by price', async () => {
    const item = await anItem(cornerId, sql`status = 'active'`);
    const byCategory = await owner({ url: `${GI}/v2?categories=${item.category_id}` });
    expect(byCategory.json().count).toBe(
      await db.count(sql`select 1 from global_items where company_id = ${cornerId} and deleted_at is null and status = 'active' and category_id = ${item.category_id}`),
    );
    const tag = await db.one<{ tag_id: number }>(sql`select tag_id from global_item_tags gt join global_items gi on gi.id = gt.global_item_id where gi.company_id = ${cornerId} limit 1`);
    const byTag = await owner({ url: `${GI}/v2?tags=${tag.tag_id}&limit=100` });
    expect(byTag.json().globalItems.every((found: Item) => found.tags.some((t) => t.id === tag.tag_id))).toBe(true);
    const certified = await owner({ url: `${GI}/v2?verification=certified` });
    expect(certified.json().count).toBe(
      await db.count(sql`select 1 from global_items where company_id = ${cornerId} and deleted_at is null and status = 'active' and verification = 'certified'`),
    );
    const cheap = await owner({ url: `${GI}/v2?min_price=0&max_price=2&limit=100` });
    expect(cheap.json().globalItems.every((found: Item) => (found.retail_price ?? 0) <= 2)).toBe(true);
    const complete = await owner({ url: `${GI}/v2?incomplete=false` });
    const incomplete = await owner({ url: `${GI}/v2?incomplete=true` });
    expect(complete.json().count + incomplete.json().count).toBe(await activeCount(cornerId));
    const byPrice = await owner({ url: `${GI}/v2?order=retail_price&sort_dir=DESC` });
    const prices = byPrice.json().globalItems.map((found: Item) => found.retail_price ?? 0);
    expect(prices).toEqual([...prices].sort((a: number, b: number) => b - a));
  });

  it('answers 400 naming the field for bad filters', async () => {
    const direction = await owner({ url: `${GI}/v2?sort_dir=UP` });
    expect(direction.statusCode).toBe(400);
    expect(direction.json().message).toMatch(/^sort_dir /);
    const limit = await owner({ url: `${GI}/v2?limit=0` });
    expect(limit.json().message).toMatch(/^limit /);
    const date = await owner({ url: `${GI}/v2?start_date=yesterday` });
    expect(date.json().message).toMatch(/^start_date /);
  });
});

describe('global item CRUD', () => {
  it('reads one item of the own company; refuses another company; 404 for unknown', async () => {
    const item = await anItem(cornerId);
    const ok = await staff({ url: `${GI}/${item.id}` });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ id: item.id, upc: item.upc, company_id: cornerId });
    expect((await quick({ url: `${GI}/${item.id}` })).statusCode).toBe(403);
    expect((await owner({ url: `${GI}/99999999` })).statusCode).toBe(404);
  });

  it('creates an item with tags (empty upc becomes null) and refuses bad UPCs, staff and other companies', async () => {
    const tags = await db.rows<{ id: number }>(sql`select id from item_tags order by id limit 2`);
    const category = await db.one<{ id: number; sub: number }>(sql`select c.id, s.id as sub from categories c join sub_categories s on s.category_id = c.id limit 1`);
    const created = await owner({
      method: 'POST',
      url: GI,
      payload: { name: 'Test Lemonade 12 oz', upc: '', retail_price: 2.49, size: '12 oz', category: category.id, subcategory: category.sub, tags: tags.map((tag) => tag.id), status: 'active' },
    });
    expect(created.statusCode).toBe(201);
    const body = created.json();
    expect(body).toMatchObject({ name: 'Test Lemonade 12 oz', upc: null, retail_price: 2.49, company_id: cornerId, verification: 'unresolved' });
    expect(body.category.id).toBe(category.id);
    expect(body.tags.map((tag: { id: number }) => tag.id).sort()).toEqual(tags.map((tag) => tag.id).sort());

    const badUpc = await owner({ method: 'POST', url: GI, payload: { name: 'X', upc: '12345' } });
    expect(badUpc.statusCode).toBe(400);
    expect(badUpc.json().message).toMatch(/^upc /);
    const noName = await owner({ method: 'POST', url: GI, payload: { upc: '012345678905' } });
    expect(noName.json().message).toBe('name is required');
    const refused = await staff({ method: 'POST', url: GI, payload: { name: 'X' } });
    expect(refused.statusCode).toBe(403);
    const otherCompany = await owner({ method: 'POST', url: GI, payload: { name: 'X', company_id: quickId } });
    expect(otherCompany.statusCode).toBe(403);
  });

  it('updates and soft-deletes an item; staff and other companies are refused', async () => {
    const item = await anItem(cornerId);
    const updated = await owner({ method: 'PATCH', url: `${GI}/${item.id}`, payload: { name: 'Renamed item', status: 'inactive', upc: '01234567' } });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ name: 'Renamed item', status: 'inactive', upc: '01234567' });
    expect((await staff({ method: 'PATCH', url: `${GI}/${item.id}`, payload: { name: 'No' } })).statusCode).toBe(403);
    expect((await quick({ method: 'PATCH', url: `${GI}/${item.id}`, payload: { name: 'No' } })).statusCode).toBe(403);
    expect((await quick({ method: 'DELETE', url: `${GI}/${item.id}` })).statusCode).toBe(403);
    const removed = await owner({ method: 'DELETE', url: `${GI}/${item.id}` });
    expect(removed.statusCode).toBe(200);
    expect((await owner({ url: `${GI}/${item.id}` })).statusCode).toBe(404);
    expect(await db.count(sql`select 1 from global_items where id = ${item.id} and deleted_at is not null`)).toBe(1);
  });
});

describe('stores linked with a global item', () => {
  it('lists linked and unlinked stores, links idempotently, lists store items, and unlinks', async () => {
    const item = await db.one<{ id: number }>(
      sql`select gi.id from global_items gi where gi.company_id = ${cornerId} and gi.deleted_at is null
          and exists (select 1 from store_items si where si.item_id = gi.id) order by gi.id limit 1`,
    );
    const companyStores = await db.count(sql`select 1 from stores where company_id = ${cornerId} and deleted_at is null`);
    const linked = await owner({ url: `/api/inventory/${item.id}/linked-or-unlinked-stores-with-global-item?linked=true` });
    const unlinked = await owner({ url: `/api/inventory/${item.id}/linked-or-unlinked-stores-with-global-item?linked=false&limit=100` });
    expect(linked.statusCode).toBe(200);
    expect(linked.json().count + unlinked.json().count).toBe(companyStores);
    const targets: number[] = unlinked.json().stores.slice(0, 2).map((store: { id: number }) => store.id);

    const link = await owner({ method: 'POST', url: `/api/inventory/${item.id}/link-stores-with-global-item`, payload: { store_ids: targets } });
    expect(link.statusCode).toBe(200);
    expect(link.json()).toEqual({ linked: 2, already_linked: 0 });
    const again = await owner({ method: 'POST', url: `/api/inventory/${item.id}/link-stores-with-global-item`, payload: { store_ids: targets } });
    expect(again.json()).toEqual({ linked: 0, already_linked: 2 });
    const after = await owner({ url: `/api/inventory/${item.id}/linked-or-unlinked-stores-with-global-item?linked=true` });
    expect(after.json().count).toBe(linked.json().count + 2);

    const storeItems = await owner({ url: `/api/inventory/${item.id}/store-items-linked-with-global-item` });
    expect(storeItems.json().count).toBe(await db.count(sql`select 1 from store_items where item_id = ${item.id} and deleted_at is null`));

    const unlink = await owner({ method: 'PUT', url: `/api/inventory/${item.id}/unlink-stores-from-global-item`, payload: { store_ids: targets } });
    expect(unlink.json()).toEqual({ unlinked: 2 });
    const back = await owner({ url: `/api/inventory/${item.id}/linked-or-unlinked-stores-with-global-item?linked=true` });
    expect(back.json().count).toBe(linked.json().count);
  });

  it('refuses stores of another company, staff, and empty store_ids', async () => {
    const item = await anItem(cornerId);
    const quickStore = await db.busiestStore(QUICK);
    const url = `/api/inventory/${item.id}/link-stores-with-global-item`;
    expect((await owner({ method: 'POST', url, payload: { store_ids: [quickStore] } })).statusCode).toBe(403);
    expect((await staff({ method: 'POST', url, payload: { store_ids: [quickStore] } })).statusCode).toBe(403);
    const empty = await owner({ method: 'POST', url, payload: { store_ids: [] } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/^store_ids /);
    expect((await quick({ url: `/api/inventory/${item.id}/linked-or-unlinked-stores-with-global-item` })).statusCode).toBe(403);
  });
});

describe('bulk actions', () => {
  it('deactivates by filter (category) exactly the matching items', async () => {
    const { category_id } = await anItem(cornerId, sql`status = 'active'`);
    const matching = await db.count(
      sql`select 1 from global_items where company_id = ${cornerId} and deleted_at is null and status = 'active' and category_id = ${category_id}`,
    );
    const others = await db.count(sql`select 1 from global_items where deleted_at is null and status = 'active' and (category_id <> ${category_id} or company_id <> ${cornerId})`);
    const response = await owner({ method: 'PATCH', url: `${GI}/bulk-actions/?categories=${category_id}`, payload: { select_all: true, status: 'inactive' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ updated: matching });
    expect(await db.count(sql`select 1 from global_items where deleted_at is null and status = 'active' and (category_id <> ${category_id} or company_id <> ${cornerId})`)).toBe(others);
  });

  it("updates a selection by PUT; another company's ids match nothing; staff refused; ids or select_all required", async () => {
    const items = await db.rows<{ id: number }>(sql`select id from global_items where company_id = ${cornerId} and deleted_at is null and status = 'active' order by id desc limit 3`);
    const ids = items.map((item) => item.id);
    const foreign = await quick({ method: 'PUT', url: `${GI}/bulk-actions`, payload: { item_ids: ids, status: 'inactive' } });
    expect(foreign.json()).toEqual({ updated: 0 });
    const done = await owner({ method: 'PUT', url: `${GI}/bulk-actions`, payload: { item_ids: ids, status: 'inactive' } });
    expect(done.json()).toEqual({ updated: 3 });
    expect((await staff({ method: 'PUT', url: `${GI}/bulk-actions`, payload: { item_ids: ids, status: 'active' } })).statusCode).toBe(403);
    const neither = await owner({ method: 'PUT', url: `${GI}/bulk-actions`, payload: { status: 'active' } });
    expect(neither.statusCode).toBe(400);
    expect(neither.json().message).toBe('item_ids is required unless select_all is true');
  });

  it('soft-deletes a selection', async () => {
    const items = await db.rows<{ id: number }>(sql`select id from global_items where company_id = ${quickId} and deleted_at is null order by id desc limit 2`);
    const response = await quick({ method: 'DELETE', url: `${GI}/bulk`, payload: { item_ids: items.map((item) => item.id) } });
    expect(response.json()).toEqual({ deleted: 2 });
    expect(await db.count(sql`select 1 from global_items where id in (${items[0].id}, ${items[1].id}) and deleted_at is not null`)).toBe(2);
  });
});

describe('merge with a certified item', () => {
  it('re-points every store item to the certified item and soft-deletes the merged ones', async () => {
    const certified = await anItem(quickId, sql`verification = 'certified' and status = 'active'`);
    const merged = await db.rows<{ id: number }>(
      sql`select gi.id from global_items gi where gi.company_id = ${quickId} and gi.deleted_at is null and gi.id <> ${certified.id}
          and exists (select 1 from store_items si where si.item_id = gi.id) order by gi.id limit 2`,
    );
    const ids = merged.map((item) => item.id);
    const pointing = await db.count(sql`select 1 from store_items where item_id in (${ids[0]}, ${ids[1]})`);
    const before = await db.count(sql`select 1 from store_items where item_id = ${certified.id}`);
    expect(pointing).toBeGreaterThan(0);

    const response = await quick({ method: 'POST', url: `${GI}/merge-with-certified-item`, payload: { item_ids: ids, certified_item_id: certified.id } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ merged: 2, relinked_store_items: pointing });
    expect(await db.count(sql`select 1 from store_items where item_id = ${certified.id}`)).toBe(before + pointing);
    expect(await db.count(sql`select 1 from store_items where item_id in (${ids[0]}, ${ids[1]})`)).toBe(0);
    const rows = await db.rows<{ parent_item_id: number; deleted: boolean }>(
      sql`select parent_item_id, deleted_at is not null as deleted from global_items where id in (${ids[0]}, ${ids[1]})`,
    );
    expect(rows.every((row) => row.parent_item_id === certified.id && row.deleted)).toBe(true);
  });

  it('refuses a target that is not certified, and items of another company', async () => {
    const notCertified = await anItem(cornerId, sql`verification <> 'certified'`);
    const other = await anItem(cornerId, sql`id <> ${notCertified.id}`);
    const refused = await owner({ method: 'POST', url: `${GI}/merge-with-certified-item`, payload: { item_ids: [other.id], certified_item_id: notCertified.id } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('certified_item_id must be a certified item');
    const certified = await anItem(quickId, sql`verification = 'certified'`);
    const foreign = await quick({ method: 'POST', url: `${GI}/merge-with-certified-item`, payload: { item_ids: [other.id], certified_item_id: certified.id } });
    expect(foreign.statusCode).toBe(403);
    expect((await staff({ method: 'POST', url: `${GI}/merge-with-certified-item`, payload: { item_ids: [other.id], certified_item_id: certified.id } })).statusCode).toBe(403);
  });
});

describe('GET /inventory/items/global-items/export-to-csv', () => {
  it("streams the company's items as CSV named after the company", async () => {
    const response = await owner({ url: `${GI}/export-to-csv` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toBe('attachment; filename="Corner_Market_items.csv"');
    const lines = response.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('id,name,status,upc,retail_price,size,unit_count,description,category,sub_category,tags,verification,images,parent_item_id,created_at');
    expect(lines.length - 1).toBe(await db.count(sql`select 1 from global_items where company_id = ${cornerId} and deleted_at is null`));
    expect((await owner({ url: `${GI}/export-to-csv?company_id=${quickId}` })).statusCode).toBe(403);
  });
});
