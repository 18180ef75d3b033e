// Membership stays true as the store changes: items created, edited, re-categorised, re-tagged (linked to
// another global item), given modifier groups, imported by CSV or deleted join or leave every menu whose
// rules say so, without anyone saving the menu again, and the counts of the menu list follow.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MenuListAnswer } from '../../src/contract/menus.ts';
import { companyId, makeItem, makeStore } from './factories/menuItems.ts';
import { reader } from './fixtures/demo.ts';
import { csvFile, multipart } from './fixtures/multipart.ts';
import { ACCOUNTS, createTestApp, type TestApp } from './helpers.ts';

type Inject = Awaited<ReturnType<TestApp['as']>>;

let t: TestApp;
let db: ReturnType<typeof reader>;
let owner: Inject;
let cornerId: number;
let store: number;
let otherStore: number;
let bakeryId: number;
let beveragesId: number;
/** add category Bakery, add tag breakfast, remove name contains decaf */
let breakfast: number;
/** add has_modifiers equal true */
let customisable: number;

const member = async (menuId: number, itemId: number) =>
  (await db.count(sql`select 1 from menu_items where menu_id = ${menuId} and store_item_id = ${itemId} and active`)) === 1;

async function listed(storeId: number, menuId: number) {
  const body: MenuListAnswer = (await owner({ url: `/api/stores/${storeId}/menu/list` })).json();
  return body.menus.find((menu) => menu.id === menuId)!;
}

async function menuWithRules(storeId: number, name: string, rules: unknown[]): Promise<number> {
  const created = await owner({ method: 'POST', url: `/api/stores/${storeId}/menu/`, payload: { menu_name: name } });
  const id: number = created.json().id;
  const saved = await owner({ method: 'PUT', url: `/api/stores/${storeId}/menu/${id}/rules`, payload: rules });
  expect(saved.statusCode, saved.body).toBe(200);
  return id;
}

const createItem = async (payload: Record<string, unknown>) => {
  const response = await owner({ method: 'POST', url: `/api/inventory/${store}/item`, payload: { price: 199, ...payload } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as number;
};
const updateItem = async (payload: Record<string, unknown>) => {
  const response = await owner({ method: 'PUT', url: `/api/inventory/${store}/item`, payload });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

beforeAll(async () => {
  t = await createTestApp();
  db = reader(t);
  owner = await t.as(ACCOUNTS.cornerOwner);
  cornerId = await companyId(t.database.db, 'Corner Market');
  store = await makeStore(t.database.db, cornerId, 'Membership Store');
  otherStore = await makeStore(t.database.db, cornerId, 'Membership Other Store');
  bakeryId = (await db.one<{ id: number }>(sql`select id from categories where name = 'Bakery'`)).id;
  beveragesId = (await db.one<{ id: number }>(sql`select id from categories where name = 'Beverages'`)).id;
  await makeItem(t.database.db, store, { name: 'Seed Bagel', category: 'Bakery' });
  breakfast = await menuWithRules(store, 'Breakfast', [
    { type: 'add', blocks: [{ subject: 'category', operator: 'equal', values: ['Bakery'] }] },
    { type: 'add', blocks: [{ subject: 'tag', operator: 'equal', values: ['breakfast'] }] },
    { type: 'remove', blocks: [{ subject: 'name', operator: 'contains', values: ['decaf'] }] },
  ]);
  customisable = await menuWithRules(store, 'Customisable', [{ type: 'add', blocks: [{ subject: 'has_modifiers', operator: 'equal', values: ['true'] }] }]);
});
afterAll(() => t.close());

describe('store item writes', () => {
  it('a created item joins the menus whose rules name it, and the count follows', async () => {
    expect((await listed(store, breakfast)).menu_item_count).toBe(1);
    const muffin = await createItem({ name: 'Blueberry Muffin', category: bakeryId });
    const soda = await createItem({ name: 'Orange Soda', category: beveragesId });
    expect(await member(breakfast, muffin)).toBe(true);
    expect(await member(breakfast, soda)).toBe(false);
    expect(await listed(store, breakfast)).toMatchObject({ menu_item_count: 2, store_item_count: 2, unique_category_count: 1 });
  });

  it('a re-categorised or renamed item leaves and joins; the counts follow each time', async () => {
    const roll = await createItem({ name: 'Cinnamon Roll', category: bakeryId });
    expect(await member(breakfast, roll)).toBe(true);
    const before = (await listed(store, breakfast)).menu_item_count;
    await updateItem({ id: roll, category: beveragesId });
    expect(await member(breakfast, roll)).toBe(false);
    expect((await listed(store, breakfast)).menu_item_count).toBe(before - 1);
    await updateItem({ id: roll, category: bakeryId });
    expect(await member(breakfast, roll)).toBe(true);
    await updateItem({ id: roll, name: 'Decaf Cinnamon Roll' });
    expect(await member(breakfast, roll)).toBe(false);
    await updateItem({ id: roll, name: 'Cinnamon Roll', sell_independently: false });
    expect(await member(breakfast, roll)).toBe(true);
    expect(await listed(store, breakfast)).toMatchObject({ menu_item_count: before, store_item_count: before - 1 });
  });

  it('an item re-tagged through its global item joins; unlinked from it, it leaves', async () => {
    const globalItem = await owner({ method: 'POST', url: '/api/inventory/items/global-items', payload: { name: 'Breakfast Blend Coffee', tags: [await tagId('Breakfast')] } });
    expect(globalItem.statusCode, globalItem.body).toBe(201);
    const coffee = await createItem({ name: 'House Coffee', category: beveragesId });
    expect(await member(breakfast, coffee)).toBe(false);
    await updateItem({ id: coffee, item_id: globalItem.json().id });
    expect(await member(breakfast, coffee)).toBe(true);
    const unlinked = await owner({ method: 'PUT', url: `/api/inventory/${globalItem.json().id}/unlink-stores-from-global-item`, payload: { store_ids: [store] } });
    expect(unlinked.statusCode, unlinked.body).toBe(200);
    expect(await member(breakfast, coffee)).toBe(false);
  });

  it('items of other stores linked to a tagged global item join their own store menus', async () => {
    const otherMenu = await menuWithRules(otherStore, 'Other Breakfast', [{ type: 'add', blocks: [{ subject: 'tag', operator: 'equal', values: ['Breakfast'] }] }]);
    const globalItem = await owner({ method: 'POST', url: '/api/inventory/items/global-items', payload: { name: 'Granola Bar', tags: [await tagId('Breakfast')] } });
    const linked = await owner({ method: 'POST', url: `/api/inventory/${globalItem.json().id}/link-stores-with-global-item`, payload: { store_ids: [otherStore] } });
    expect(linked.statusCode, linked.body).toBe(200);
    const [created] = await db.rows<{ id: number }>(sql`select id from store_items where store_id = ${otherStore} and item_id = ${globalItem.json().id}`);
    expect(await member(otherMenu, created.id)).toBe(true);
    expect((await listed(otherStore, otherMenu)).menu_item_count).toBe(1);
  });

  it('an item given modifier groups joins the menu of items with modifiers; losing them, it leaves', async () => {
    const group = await db.one<{ id: number }>(sql`insert into modifier_groups (store_id, name) values (${store}, 'Fillings') returning id`);
    const bagel = await createItem({ name: 'Everything Bagel', category: bakeryId });
    expect(await member(customisable, bagel)).toBe(false);
    await updateItem({ id: bagel, modifier_groups: [group.id] });
    expect(await member(customisable, bagel)).toBe(true);
    await updateItem({ id: bagel, modifier_groups: [] });
    expect(await member(customisable, bagel)).toBe(false);
  });

  it('decisions taken by hand outlive item edits; the item dialog sets them', async () => {
    const toast = await createItem({ name: 'Toast', category: beveragesId });
    const answer = await updateItem({ id: toast, menus: [breakfast] });
    expect(answer.menus.map((menu: { id: number }) => menu.id)).toEqual([breakfast]);
    await updateItem({ id: toast, price: 3.5 });
    expect(await member(breakfast, toast)).toBe(true);
    const croissant = await createItem({ name: 'Croissant', category: bakeryId });
    expect((await updateItem({ id: croissant, menus: [] })).menus).toEqual([]);
    await updateItem({ id: croissant, description: 'Flaky' });
    expect(await member(breakfast, croissant)).toBe(false);
    // A remove rule still wins over a hand addition.
    expect((await updateItem({ id: toast, name: 'Decaf Toast' })).menus).toEqual([]);
  });

  it('deleted items leave every menu, one by one and in bulk; the store total follows', async () => {
    const total = async () => ((await owner({ url: `/api/stores/${store}/menu/list` })).json() as MenuListAnswer).total_store_item_count;
    const live = () => db.count(sql`select 1 from store_items where store_id = ${store} and deleted_at is null`);
    expect(await total()).toBe(await live());
    const a = await createItem({ name: 'Scone', category: bakeryId });
    const b = await createItem({ name: 'Danish', category: bakeryId });
    expect(await total()).toBe(await live());
    const before = (await listed(store, breakfast)).menu_item_count;
    expect((await owner({ method: 'DELETE', url: `/api/inventory/store/store_item?store_id=${store}&store_item_id=${a}` })).statusCode).toBe(200);
    expect(await db.count(sql`select 1 from menu_items where store_item_id = ${a}`)).toBe(0);
    const bulk = await owner({ method: 'DELETE', url: `/api/inventory/bulk/${store}`, payload: { item_ids: [b] } });
    expect(bulk.statusCode, bulk.body).toBe(200);
    expect(await db.count(sql`select 1 from menu_items where store_item_id = ${b}`)).toBe(0);
    expect((await listed(store, breakfast)).menu_item_count).toBe(before - 2);
    expect(await total()).toBe(await live());
  });
});

describe('CSV import', () => {
  const HEADER = 'name,upc,price,size,unit_count,description,category,sub_category,quantity,active,external_id';
  const upload = (data: string) => owner({ method: 'POST', url: `/api/inventory/ingestion/csv?store_id=${store}&cognito_id=owner`, ...multipart(csvFile(data)) });

  it('imported items join and leave the menus their rules name', async () => {
    const first = await upload(`${HEADER}\nSourdough Loaf,,4.99,1 lb,1,,Bakery,,1,true,CSV-1\nSparkling Water,,1.49,1 L,1,,Beverages,,1,true,CSV-2\n`);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ created: 2, failed: 0 });
    const [loaf] = await db.rows<{ id: number }>(sql`select id from store_items where store_id = ${store} and external_id = 'CSV-1'`);
    const [water] = await db.rows<{ id: number }>(sql`select id from store_items where store_id = ${store} and external_id = 'CSV-2'`);
    expect(await member(breakfast, loaf.id)).toBe(true);
    expect(await member(breakfast, water.id)).toBe(false);
    const before = (await listed(store, breakfast)).menu_item_count;

    const again = await upload(`${HEADER}\nSourdough Loaf,,4.99,1 lb,1,,Beverages,,1,true,CSV-1\nSparkling Water,,1.49,1 L,1,,Bakery,,1,true,CSV-2\n`);
    expect(again.json()).toMatchObject({ updated: 2, failed: 0 });
    expect(await member(breakfast, loaf.id)).toBe(false);
    expect(await member(breakfast, water.id)).toBe(true);
    expect((await listed(store, breakfast)).menu_item_count).toBe(before);
  });
});

async function tagId(name: string): Promise<number> {
  return (await db.one<{ id: number }>(sql`insert into item_tags (name) values (${name}) on conflict (name) do update set name = excluded.name returning id`)).id;
}
