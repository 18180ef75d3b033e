import { sql } from 'drizzle-orm';
import Value from 'typebox/value';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StoreInventoryAnswer } from '../../src/contract/inventory.ts';
import { ACCOUNTS, createTestApp, type TestApp } from './helpers.ts';
import { CORNER, QUICK, reader } from './fixtures/demo.ts';
import { multipart, PNG_1X1 } from './fixtures/multipart.ts';

type Inject = Awaited<ReturnType<TestApp['as']>>;
type StoreItem = { id: number; name: string; price: number; quantity: number; active: boolean; sale_state: string; description: string | null; category: { id: number } | null };

let t: TestApp;
let db: ReturnType<typeof reader>;
let owner: Inject;
let staff: Inject;
let quick: Inject;
let store: number;
let quickStore: number;

beforeAll(async () => {
  t = await createTestApp();
  db = reader(t);
  [owner, staff, quick] = await Promise.all([t.as(ACCOUNTS.cornerOwner), t.as(ACCOUNTS.cornerStaff), t.as(ACCOUNTS.quickOwner)]);
  store = await db.busiestStore(CORNER);
  quickStore = await db.busiestStore(QUICK);
});
afterAll(() => t.close());

const live = (storeId: number, extra = sql`true`) => db.count(sql`select 1 from store_items where store_id = ${storeId} and deleted_at is null and ${extra}`);
const someItems = (storeId: number, n: number, extra = sql`true`) =>
  db.rows<{ id: number }>(sql`select id from store_items where store_id = ${storeId} and deleted_at is null and ${extra} order by id limit ${n}`);

describe('GET /inventory/{id} and /inventory-count', () => {
  it("lists a store's items 20 a page with the count, prices as numbers and channel flags", async () => {
    const response = await staff({ url: `/api/inventory/${store}` });
    expect(response.statusCode).toBe(200);
    const body: { count: number; items: (StoreItem & Record<string, unknown>)[] } = response.json();
    expect(body.count).toBe(await live(store));
    expect(body.items).toHaveLength(20);
    expect(typeof body.items[0].price).toBe('number');
    for (const key of ['doordash_added', 'ubereats_added', 'grubhub_added', 'modifier_groups', 'menus', 'sale_state', 'item_id']) {
      expect(body.items[0]).toHaveProperty(key);
    }
  });

  it("answers exactly the contract, field for field, as JSON written by PostgreSQL: the list's items are their details answers", async () => {
    for (const query of ['', '?search_string=carrots', '?offset=3&limit=5&order=price&sort_dir=DESC', '?search_string=carots']) {
      const response = await owner({ url: `/api/inventory/${store}${query}` });
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      const body: unknown = response.json();
      expect([...Value.Errors(StoreInventoryAnswer, body)]).toEqual([]);
      // Clean drops what the schema does not declare: nothing may be dropped.
      expect(Value.Clean(StoreInventoryAnswer, structuredClone(body))).toEqual(body);
    }
    const page = (await owner({ url: `/api/inventory/${store}?limit=30` })).json() as { items: (StoreItem & { updated_at: string })[] };
    for (const item of page.items) {
      expect(new Date(item.updated_at).toISOString()).toBe(item.updated_at);
      expect((await owner({ url: `/api/inventory/${store}/item/${item.id}` })).json()).toEqual(item);
    }
  });

  it('filters by sale state, availability, category and search, and sorts by price', async () => {
    const outOfStock = await owner({ url: `/api/inventory/${store}?sale_state=out_of_stock` });
    expect(outOfStock.json().count).toBe(await live(store, sql`sale_state = 'out_of_stock'`));
    const inactive = await owner({ url: `/api/inventory/${store}?active=false` });
    expect(inactive.json().count).toBe(await live(store, sql`not active`));
    const { category_id } = await db.one<{ category_id: number }>(sql`select category_id from store_items where store_id = ${store} and category_id is not null limit 1`);
    const byCategory = await owner({ url: `/api/inventory/${store}?categories=${category_id}` });
    expect(byCategory.json().count).toBe(await live(store, sql`category_id = ${category_id}`));
    const byPrice = await owner({ url: `/api/inventory/${store}?order=price&sort_dir=DESC&limit=50` });
    const prices: number[] = byPrice.json().items.map((item: StoreItem) => item.price);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    const bad = await owner({ url: `/api/inventory/${store}?sale_state=sold` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^sale_state /);
  });

  it('counts items per sale state', async () => {
    const response = await staff({ url: `/api/inventory/${store}/inventory-count` });
    const counts = response.json();
    expect(counts.total).toBe(await live(store));
    expect(counts.on_hold + counts.for_sale + counts.out_of_stock + counts.needs_review).toBe(counts.total);
    expect(counts.for_sale).toBe(await live(store, sql`sale_state = 'for_sale'`));
  });

  it("refuses another company's store and a user without the view permission", async () => {
    const refused = await owner({ url: `/api/inventory/${quickStore}` });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe("You don't have access to this company");
    expect((await owner({ url: `/api/inventory/${quickStore}/inventory-count` })).statusCode).toBe(403);
    expect((await owner({ url: '/api/inventory/99999999' })).statusCode).toBe(404);
  });
});

describe('store item create, read, update, delete', () => {
  it('creates with the price in cents and the description cut to 350; reads it back', async () => {
    const created = await owner({
      method: 'POST',
      url: `/api/inventory/${store}/item`,
      payload: { name: ' Test Kombucha ', price: 499, quantity: 0, description: 'x'.repeat(400), upc: '012345678905' },
    });
    expect(created.statusCode).toBe(201);
    const item: StoreItem = created.json();
    expect(item).toMatchObject({ name: 'Test Kombucha', price: 4.99, quantity: 0, active: false, sale_state: 'out_of_stock' });
    expect(item.description).toHaveLength(350);
    const read = await staff({ url: `/api/inventory/${store}/item/${item.id}` });
    expect(read.json()).toMatchObject({ id: item.id, price: 4.99 });
    expect((await owner({ url: `/api/inventory/${quickStore}/item/${item.id}` })).statusCode).toBe(403);
  });

  it('refuses bad bodies naming the field, staff, and another company', async () => {
    const noPrice = await owner({ method: 'POST', url: `/api/inventory/${store}/item`, payload: { name: 'X' } });
    expect(noPrice.statusCode).toBe(400);
    expect(noPrice.json().message).toBe('price is required');
    const badUpc = await owner({ method: 'POST', url: `/api/inventory/${store}/item`, payload: { name: 'X', price: 100, upc: 'abc' } });
    expect(badUpc.json().message).toMatch(/^upc /);
    expect((await staff({ method: 'POST', url: `/api/inventory/${store}/item`, payload: { name: 'X', price: 100 } })).statusCode).toBe(403);
    expect((await owner({ method: 'POST', url: `/api/inventory/${quickStore}/item`, payload: { name: 'X', price: 100 } })).statusCode).toBe(403);
  });

  it('updates with a plain price; refuses three decimals and items of another store', async () => {
    const [item] = await someItems(store, 1);
    const updated = await owner({ method: 'PUT', url: `/api/inventory/${store}/item`, payload: { id: item.id, price: 3.5, name: 'Updated name' } });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ id: item.id, price: 3.5, name: 'Updated name' });
    const decimals = await owner({ method: 'PUT', url: `/api/inventory/${store}/item`, payload: { id: item.id, price: 3.555 } });
    expect(decimals.statusCode).toBe(400);
    expect(decimals.json().message).toBe('price must have at most 2 decimals');
    const [quickItem] = await someItems(quickStore, 1);
    expect((await owner({ method: 'PUT', url: `/api/inventory/${store}/item`, payload: { id: quickItem.id, price: 1 } })).statusCode).toBe(404);
    expect((await staff({ method: 'PUT', url: `/api/inventory/${store}/item`, payload: { id: item.id, price: 1 } })).statusCode).toBe(403);
  });

  it('deletes one item (soft)', async () => {
    const [item] = await someItems(store, 1, sql`name <> 'Updated name'`);
    const url = `/api/inventory/store/store_item?store_id=${store}&store_item_id=${item.id}`;
    expect((await staff({ method: 'DELETE', url })).statusCode).toBe(403);
    expect((await quick({ method: 'DELETE', url })).statusCode).toBe(403);
    expect((await owner({ method: 'DELETE', url })).statusCode).toBe(200);
    expect((await owner({ method: 'DELETE', url })).statusCode).toBe(404);
    const missing = await owner({ method: 'DELETE', url: `/api/inventory/store/store_item?store_id=${store}` });
    expect(missing.json().message).toBe('store_item_id is required');
  });
});

describe('store bulk actions', () => {
  it('deactivates by filter (category) exactly the matching active items', async () => {
    const { category_id } = await db.one<{ category_id: number }>(
      sql`select category_id from store_items where store_id = ${store} and active and deleted_at is null and category_id is not null group by category_id order by count(*) desc limit 1`,
    );
    const matching = await live(store, sql`active and category_id = ${category_id}`);
    const activeBefore = await live(store, sql`active`);
    const response = await owner({
      method: 'PUT',
      url: `/api/inventory/store/${store}/items/bulk-actions?active=false`,
      payload: { select_all: true, filters: { categories: [category_id] } },
    });
    expect(response.json()).toEqual({ updated: matching });
    expect(await live(store, sql`active`)).toBe(activeBefore - matching);
    const missing = await owner({ method: 'PUT', url: `/api/inventory/store/${store}/items/bulk-actions`, payload: { select_all: true } });
    expect(missing.json().message).toBe('active is required');
  });

  it('sets sale states in bulk and one by one; ids of another store are untouched', async () => {
    const items = await someItems(store, 3, sql`sale_state <> 'on_hold'`);
    const [quickItem] = await someItems(quickStore, 1, sql`sale_state <> 'on_hold'`);
    const bulk = await owner({
      method: 'PATCH',
      url: `/api/inventory/${store}/statuses?status=on_hold`,
      payload: { item_ids: [...items.map((item) => item.id), quickItem.id] },
    });
    expect(bulk.json()).toEqual({ updated: 3 });
    const one = await owner({ method: 'PATCH', url: `/api/inventory/${store}/status?status=needs_review`, payload: { store_item_id: items[0].id } });
    expect(one.json()).toMatchObject({ id: items[0].id, sale_state: 'needs_review' });
    const bad = await owner({ method: 'PATCH', url: `/api/inventory/${store}/status?status=gone`, payload: { store_item_id: items[0].id } });
    expect(bad.json().message).toMatch(/^status /);
    expect((await staff({ method: 'PATCH', url: `/api/inventory/${store}/statuses?status=for_sale`, payload: { item_ids: [items[0].id] } })).statusCode).toBe(403);
    expect((await owner({ method: 'PATCH', url: `/api/inventory/${quickStore}/statuses?status=for_sale`, payload: { item_ids: [quickItem.id] } })).statusCode).toBe(403);
  });

  it('deletes in bulk, narrowed by active', async () => {
    const items = await someItems(store, 4, sql`active`);
    const ids = items.map((item) => item.id);
    const none = await owner({ method: 'DELETE', url: `/api/inventory/bulk/${store}?active=false`, payload: { item_ids: ids } });
    expect(none.json()).toEqual({ deleted: 0 });
    const done = await owner({ method: 'DELETE', url: `/api/inventory/bulk/${store}?active=true`, payload: { item_ids: ids } });
    expect(done.json()).toEqual({ deleted: 4 });
    expect((await quick({ method: 'DELETE', url: `/api/inventory/bulk/${store}`, payload: { item_ids: ids } })).statusCode).toBe(403);
  });
});

describe('POST /inventory/image-enrichment/upload', () => {
  it('stores an image for a store item and serves it', async () => {
    const [item] = await someItems(store, 1);
    const form = multipart([
      { name: 'store_item_id', value: String(item.id) },
      { name: 'store_id', value: String(store) },
      { name: 'image', filename: 'photo.bin', contentType: 'application/octet-stream', data: PNG_1X1 },
    ]);
    const response = await owner({ method: 'POST', url: '/api/inventory/image-enrichment/upload', ...form });
    expect(response.statusCode).toBe(200);
    const { image_url } = response.json();
    expect(image_url).toMatch(/^\/api\/uploads\/[0-9a-f]{32}\.png$/);
    const served = await t.app.inject({ url: image_url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    const stored = await db.one<{ images: string[] }>(sql`select images from store_items where id = ${item.id}`);
    expect(stored.images[0]).toBe(image_url);
  });

  it('refuses non-images (415), images over 5 MB (413), missing fields, staff and other companies', async () => {
    const [item] = await someItems(store, 1);
    const post = (inject: Inject, data: Buffer, storeId = store) =>
      inject({
        method: 'POST',
        url: '/api/inventory/image-enrichment/upload',
        ...multipart([
          { name: 'store_item_id', value: String(item.id) },
          { name: 'store_id', value: String(storeId) },
          { name: 'image', filename: 'x.png', contentType: 'image/png', data },
        ]),
      });
    const text = await post(owner, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'));
    expect(text.statusCode).toBe(415);
    const big = await post(owner, Buffer.concat([PNG_1X1, Buffer.alloc(5 * 1024 * 1024 + 10)]));
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe('image must be at most 5 MB');
    expect((await post(staff, PNG_1X1)).statusCode).toBe(403);
    expect((await post(quick, PNG_1X1)).statusCode).toBe(403);
    const noItem = await owner({
      method: 'POST',
      url: '/api/inventory/image-enrichment/upload',
      ...multipart([{ name: 'store_id', value: String(store) }, { name: 'image', filename: 'x.png', contentType: 'image/png', data: PNG_1X1 }]),
    });
    expect(noItem.statusCode).toBe(400);
    expect(noItem.json().message).toBe('store_item_id must be a positive integer');
  });
});

describe('item filters of the inventory list', () => {
  const count = async (query: string) => {
    const response = await owner({ url: `/api/inventory/${store}?${query}` });
    expect(response.statusCode, query).toBe(200);
    return (response.json() as { count: number }).count;
  };

  it('filters by sold independently, modifier groups, modifier options, price range and menu', async () => {
    expect(await count('sell_independently=false')).toBe(await live(store, sql`not sell_independently`));
    expect(await count('sell_independently=true')).toBe(await live(store, sql`sell_independently`));
    const withGroups = await live(store, sql`exists (select 1 from store_item_modifier_groups l where l.store_item_id = store_items.id)`);
    expect(withGroups).toBeGreaterThan(0);
    expect(await count('has_modifier_groups=true')).toBe(withGroups);
    expect(await count('has_modifier_groups=false')).toBe((await live(store)) - withGroups);
    const options = await live(store, sql`exists (select 1 from modifier_options o where o.store_item_id = store_items.id)`);
    expect(options).toBeGreaterThan(0);
    expect(await count('modifier_item=true')).toBe(options);
    expect(await count('min_price=2&max_price=5')).toBe(await live(store, sql`price between 2 and 5`));
    const { menu_id } = await db.one<{ menu_id: number }>(
      sql`select mi.menu_id from menu_items mi join store_items si on si.id = mi.store_item_id where si.store_id = ${store} limit 1`,
    );
    // Rows with active = false are items kept off the menu: not on it.
    expect(await count(`menus=${menu_id}`)).toBe(
      await live(store, sql`exists (select 1 from menu_items mi where mi.store_item_id = store_items.id and mi.menu_id = ${menu_id} and mi.active)`),
    );
    const bad = await owner({ url: `/api/inventory/${store}?min_price=-1` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^min_price /);
  });

  it('select_all bulk actions act on exactly what the new filters list', async () => {
    const cheapActive = await live(store, sql`active and price <= 1.5`);
    const response = await owner({
      method: 'PUT',
      url: `/api/inventory/store/${store}/items/bulk-actions?active=false`,
      payload: { select_all: true, filters: { max_price: 1.5 } },
    });
    expect(response.json()).toEqual({ updated: cheapActive });
    expect(await live(store, sql`active and price <= 1.5`)).toBe(0);
  });
});

describe('menus and modifier groups of a store item', () => {
  const menusOf = (storeId: number) =>
    db.rows<{ id: number }>(sql`select id from menus where store_id = ${storeId} and deleted_at is null order by id`);
  const groupsOf = (storeId: number) =>
    db.rows<{ id: number }>(sql`select id from modifier_groups where store_id = ${storeId} and deleted_at is null order by id`);

  it('lists the modifier groups and menus an item can be given', async () => {
    const groups = await staff({ url: `/api/inventory/${store}/modifier-groups` });
    expect(groups.statusCode).toBe(200);
    expect(groups.json().map((group: { id: number }) => group.id).sort()).toEqual((await groupsOf(store)).map((row) => row.id).sort());
    const menus = await staff({ url: `/api/stores/${store}/menu` });
    expect(menus.statusCode).toBe(200);
    const listed: { id: number; menu_name: string }[] = menus.json();
    expect(listed.map((menu) => menu.id).sort()).toEqual((await menusOf(store)).map((row) => row.id).sort());
    const names = listed.map((menu) => menu.menu_name.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => (a === 'all' ? -1 : b === 'all' ? 1 : a.localeCompare(b))));
    expect((await owner({ url: `/api/inventory/${quickStore}/modifier-groups` })).statusCode).toBe(403);
    expect((await owner({ url: `/api/stores/${quickStore}/menu` })).statusCode).toBe(403);
  });

  it('replaces the menus and modifier groups on update; refuses ids of another store naming the field', async () => {
    const [item] = await someItems(store, 1, sql`sell_independently`);
    const [menu] = await menusOf(store);
    const [group] = await groupsOf(store);
    const url = `/api/inventory/${store}/item`;
    const set = await owner({ method: 'PUT', url, payload: { id: item.id, menus: [menu.id], modifier_groups: [group.id] } });
    expect(set.statusCode).toBe(200);
    expect(set.json().menus.map((entry: { id: number }) => entry.id)).toEqual([menu.id]);
    expect(set.json().modifier_groups.map((entry: { id: number }) => entry.id)).toEqual([group.id]);

    const cleared = await owner({ method: 'PUT', url, payload: { id: item.id, menus: [], modifier_groups: [] } });
    expect(cleared.json()).toMatchObject({ menus: [], modifier_groups: [] });

    const [quickMenu] = await menusOf(quickStore);
    const foreignMenu = await owner({ method: 'PUT', url, payload: { id: item.id, name: 'Never saved', menus: [menu.id, quickMenu.id] } });
    expect(foreignMenu.statusCode).toBe(400);
    expect(foreignMenu.json().message).toBe(`menus: ${quickMenu.id} are not menus of this store`);
    const foreignGroup = await owner({ method: 'PUT', url, payload: { id: item.id, modifier_groups: [99999999] } });
    expect(foreignGroup.json().message).toBe('modifier_groups: 99999999 are not modifier groups of this store');
    // the refused update changed nothing, not even the name sent with it
    expect((await db.one<{ name: string }>(sql`select name from store_items where id = ${item.id}`)).name).not.toBe('Never saved');
    expect(await db.count(sql`select 1 from menu_items where store_item_id = ${item.id}`)).toBe(0);
  });

  it('cuts a description to 350 characters without splitting an emoji', async () => {
    const [item] = await someItems(store, 1);
    const text = `${'a'.repeat(349)}😀😀`;
    const response = await owner({ method: 'PUT', url: `/api/inventory/${store}/item`, payload: { id: item.id, description: text } });
    expect(Array.from(response.json().description as string)).toHaveLength(350);
    expect(response.json().description).toBe(`${'a'.repeat(349)}😀`);
  });
});

describe('a role without the inventory permissions', () => {
  it('is refused every inventory read, the menu list and the modifier groups', async () => {
    await t.database.db.execute(sql`
      delete from role_permissions rp using permissions p, users u
      where rp.permission_id = p.id and rp.role_id = u.role_id and u.email = ${ACCOUNTS.cornerStaff}
        and p.key in ('lm_view_store_inventory', 'lm_view_store_menus')`);
    const [item] = await someItems(store, 1);
    for (const url of [
      `/api/inventory/${store}`,
      `/api/inventory/${store}/inventory-count`,
      `/api/inventory/${store}/item/${item.id}`,
      `/api/inventory/${store}/modifier-groups`,
      `/api/stores/${store}/menu`,
      `/api/inventory/ingestion/duplicates?store_id=${store}`,
      `/api/inventory/stores/${store}/items/export-to-csv`,
    ]) {
      const response = await staff({ url });
      expect(response.statusCode, url).toBe(403);
      expect(response.json().message, url).toMatch(/^You do not have permission to do this/);
    }
  });
});
