// Every menu route: what it answers, a 400 naming the field, 403 without the permission (Corner Market's
// staff view menus but do not edit them; an employee whose role lacks lm_view_store_menus), 403 for another
// company's store, with nothing changed.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Menu, MenuItemsAnswer, MenuListAnswer, MenuRulesPreviewAnswer } from '../../src/contract/menus.ts';
import { companyId, makeItem, makeStore } from './factories/menuItems.ts';
import { reader } from './fixtures/demo.ts';
import { ACCOUNTS, createTestApp, type TestApp } from './helpers.ts';

type Inject = Awaited<ReturnType<TestApp['as']>>;

let t: TestApp;
let db: ReturnType<typeof reader>;
let owner: Inject;
let staff: Inject;
let quick: Inject;
let noMenus: Inject;
let cornerId: number;
let store: number;
let otherStore: number;
let quickStore: number;
const items: Record<string, number> = {};

async function employeeWith(name: string, permissions: string[]): Promise<Inject> {
  const role = await owner({ method: 'POST', url: '/api/user-service/create-role', payload: { company_id: cornerId, name, permissions } });
  expect(role.statusCode).toBe(201);
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}@cornermarket.example`;
  const created = await owner({
    method: 'POST',
    url: '/api/user-service/add_employee',
    payload: { company_id: cornerId, first_name: 'Test', last_name: name, password: 'secret123', email, phone_number: '+12125550123', role: name, role_id: role.json().id },
  });
  expect(created.statusCode).toBe(201);
  const { accessToken } = await t.login(email, 'secret123');
  return (options) => t.app.inject({ ...options, headers: { ...options.headers, authorization: `Bearer ${accessToken}` } });
}

const WEEKDAY_MORNINGS = [0, 1, 2, 3, 4].map((day) => ({ day_of_week: day, open_time: '06:00', close_time: '11:00' }));

async function createMenu(payload: Record<string, unknown>, storeId = store): Promise<Menu> {
  const response = await owner({ method: 'POST', url: `/api/stores/${storeId}/menu/`, payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const menuCount = (storeId: number) => db.count(sql`select 1 from menus where store_id = ${storeId} and deleted_at is null`);

beforeAll(async () => {
  t = await createTestApp();
  db = reader(t);
  [owner, staff, quick] = await Promise.all([t.as(ACCOUNTS.cornerOwner), t.as(ACCOUNTS.cornerStaff), t.as(ACCOUNTS.quickOwner)]);
  const raw = t.database.db;
  cornerId = await companyId(raw, 'Corner Market');
  store = await makeStore(raw, cornerId, 'Menu Routes Store');
  otherStore = await makeStore(raw, cornerId, 'Menu Routes Other Store');
  quickStore = await makeStore(raw, await companyId(raw, 'QuickStop'), 'Menu Routes Quick Store');
  items.croissant = await makeItem(raw, store, { name: 'Butter Croissant', category: 'Bakery', price: 2.5, modifiers: true });
  items.bagel = await makeItem(raw, store, { name: 'Plain Bagel', category: 'Bakery', price: 1.5, tags: ['Breakfast'] });
  items.decaf = await makeItem(raw, store, { name: 'Decaf Coffee', category: 'Beverages', price: 3, tags: ['Breakfast'] });
  items.cola = await makeItem(raw, store, { name: 'Cola', category: 'Beverages', price: 2 });
  items.option = await makeItem(raw, store, { name: 'Extra Butter', category: 'Dairy', price: 0.5, sell_independently: false });
  items.foreign = await makeItem(raw, otherStore, { name: 'Other Store Bagel', category: 'Bakery' });
  noMenus = await employeeWith('No Menus', ['view_store_details', 'lm_view_store_inventory']);
});
afterAll(() => t.close());

describe('POST /stores/{id}/menu/', () => {
  it('creates a menu: name trimmed, hours sorted, channels kept, counts at zero', async () => {
    const menu = await createMenu({
      menu_name: '  Breakfast  ',
      available_channels: [1, 2],
      menu_hours: [...WEEKDAY_MORNINGS].reverse().concat([{ day_of_week: 5, open_time: '12:00', close_time: '14:00' }, { day_of_week: 5, open_time: '07:00', close_time: '10:30' }]),
    });
    expect(menu).toMatchObject({ menu_name: 'Breakfast', status: 'ACTIVE', is_default: false, available_channels: [1, 2], menu_item_count: 0, store_id: store });
    expect(menu.menu_hours.map((h) => `${h.day_of_week} ${h.open_time}-${h.close_time}`)).toEqual([
      '0 06:00-11:00',
      '1 06:00-11:00',
      '2 06:00-11:00',
      '3 06:00-11:00',
      '4 06:00-11:00',
      '5 07:00-10:30',
      '5 12:00-14:00',
    ]);
    expect(menu.menu_hours.every((h) => h.menu_id === menu.id && h.is_closed === false && h.deletedAt === null)).toBe(true);
  });

  it('makes one menu default at a time', async () => {
    const first = await createMenu({ menu_name: 'All Day', is_default: true });
    const second = await createMenu({ menu_name: 'Weekend', is_default: true, available_channels: null });
    expect(second.available_channels).toBeNull();
    const defaults = await db.rows<{ id: number }>(sql`select id from menus where store_id = ${store} and is_default and deleted_at is null`);
    expect(defaults.map((row) => Number(row.id))).toEqual([second.id]);
    const updated = await owner({ method: 'PUT', url: `/api/stores/${store}/menu?menu_id=${first.id}`, payload: { is_default: true } });
    expect(updated.json().is_default).toBe(true);
    expect((await owner({ url: `/api/stores/${store}/menu/${second.id}` })).json().menu.is_default).toBe(false);
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ menu_name: '   ' }, /^menu_name must not be empty$/],
      [{}, /^menu_name is required$/],
      [{ menu_name: 'X', menu_hours: [{ day_of_week: 0, open_time: '09:00', close_time: '12:00' }, { day_of_week: 0, open_time: '11:00', close_time: '13:00' }] }, /^menu_hours: Monday: 09:00-12:00 overlaps 11:00-13:00$/],
      [{ menu_name: 'X', menu_hours: [{ day_of_week: 2, open_time: '12:00', close_time: '09:00' }] }, /^menu_hours: Wednesday: closing time 09:00 must be after opening time 12:00$/],
      [{ menu_name: 'X', menu_hours: [{ day_of_week: 2, open_time: '09:15', close_time: '10:00' }] }, /^menu_hours: .*half-hour grid/],
      [{ menu_name: 'X', menu_hours: [{ day_of_week: 7, open_time: '09:00', close_time: '10:00' }] }, /^menu_hours\.0\.day_of_week /],
      [{ menu_name: 'X', menu_hours: [{ day_of_week: 1, open_time: '9am', close_time: '10:00' }] }, /^menu_hours\.0\.open_time /],
      [{ menu_name: 'X', available_channels: [1, 999] }, /^available_channels: 999 are not partners$/],
      [{ menu_name: 'X', status: 'PAUSED' }, /^status /],
    ];
    const before = await menuCount(store);
    for (const [payload, message] of cases) {
      const response = await owner({ method: 'POST', url: `/api/stores/${store}/menu/`, payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toMatch(message);
    }
    expect(await menuCount(store)).toBe(before);
  });

  it('refuses staff (view only) and another company, creating nothing', async () => {
    const before = [await menuCount(store), await menuCount(quickStore)];
    const refusedStaff = await staff({ method: 'POST', url: `/api/stores/${store}/menu/`, payload: { menu_name: 'Staff menu' } });
    expect(refusedStaff.statusCode).toBe(403);
    const refusedQuick = await quick({ method: 'POST', url: `/api/stores/${store}/menu/`, payload: { menu_name: 'Quick menu' } });
    expect(refusedQuick.statusCode).toBe(403);
    expect(refusedQuick.json().message).toBe("You don't have access to this company");
    expect((await owner({ method: 'POST', url: `/api/stores/${quickStore}/menu/`, payload: { menu_name: 'Cross' } })).statusCode).toBe(403);
    expect([await menuCount(store), await menuCount(quickStore)]).toEqual(before);
  });
});

describe('GET /stores/{id}/menu/list and /menu/{menuId}', () => {
  let listStore: number;
  beforeAll(async () => {
    listStore = await makeStore(t.database.db, cornerId, 'Menu List Store');
    await makeItem(t.database.db, listStore, { name: 'Listed Bagel', category: 'Bakery' });
    for (const name of ['Lunch', 'all', 'Dinner', 'Brunch']) await createMenu({ menu_name: name, status: name === 'Dinner' ? 'INACTIVE' : 'ACTIVE' }, listStore);
  });

  it('answers the counts and the menus, All first then by name, 20 a page', async () => {
    const response = await staff({ url: `/api/stores/${listStore}/menu/list` });
    expect(response.statusCode).toBe(200);
    const body: MenuListAnswer = response.json();
    expect(body.total_menu_count).toBe(4);
    expect(body.total_store_item_count).toBe(1);
    expect(body.menus.map((menu) => menu.menu_name)).toEqual(['all', 'Brunch', 'Dinner', 'Lunch']);
    for (const key of ['menu_item_count', 'store_item_count', 'unique_category_count', 'modifier_item_count', 'menu_hours', 'createdAt', 'updatedAt', 'deletedAt']) {
      expect(body.menus[0]).toHaveProperty(key);
    }
  });

  it('filters by search and status, drops blank filters, pages', async () => {
    const list = async (query: string) => (await staff({ url: `/api/stores/${listStore}/menu/list?${query}` })).json() as MenuListAnswer;
    expect((await list('search_string=LUN')).menus.map((menu) => menu.menu_name)).toEqual(['Lunch']);
    expect((await list('search_string=unch')).menus).toEqual([]); // words are matched from their start
    expect((await list('status=INACTIVE')).menus.map((menu) => menu.menu_name)).toEqual(['Dinner']);
    expect((await list('status=ACTIVE')).total_menu_count).toBe(3);
    expect((await list('search_string=')).total_menu_count).toBe(4);
    const page = await list('limit=2&offset=2');
    expect(page.menus.map((menu) => menu.menu_name)).toEqual(['Dinner', 'Lunch']);
    expect(page.total_menu_count).toBe(4);
    const past = await list('offset=40');
    expect(past.menus).toEqual([]);
    expect(past.total_menu_count).toBe(4);
  });

  it('answers one menu with the store item count; 404 for a menu of another store', async () => {
    const [menu] = (await (await staff({ url: `/api/stores/${listStore}/menu/list?search_string=lunch` })).json()).menus;
    const details = await staff({ url: `/api/stores/${listStore}/menu/${menu.id}` });
    expect(details.statusCode).toBe(200);
    expect(details.json()).toMatchObject({ total_store_item_count: 1, menu: { id: menu.id, menu_name: 'Lunch' } });
    expect((await staff({ url: `/api/stores/${store}/menu/${menu.id}` })).statusCode).toBe(404);
  });

  it('refuses bad filters naming them, a role without the view permission and another company', async () => {
    const bad = await staff({ url: `/api/stores/${listStore}/menu/list?status=SOMETIMES` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^status /);
    expect((await staff({ url: `/api/stores/${listStore}/menu/list?limit=0` })).json().message).toMatch(/^limit /);
    expect((await noMenus({ url: `/api/stores/${listStore}/menu/list` })).statusCode).toBe(403);
    const [menu] = (await (await staff({ url: `/api/stores/${listStore}/menu/list` })).json()).menus;
    expect((await noMenus({ url: `/api/stores/${listStore}/menu/${menu.id}` })).statusCode).toBe(403);
    expect((await quick({ url: `/api/stores/${listStore}/menu/list` })).statusCode).toBe(403);
    expect((await quick({ url: `/api/stores/${listStore}/menu/${menu.id}` })).statusCode).toBe(403);
  });
});

describe('PUT /stores/{id}/menu?menu_id= and DELETE /stores/{id}/menu/{menuId}', () => {
  it('updates the fields sent; hours sent with their ids keep them, the others go', async () => {
    const menu = await createMenu({ menu_name: 'Editable', menu_hours: WEEKDAY_MORNINGS });
    const monday = menu.menu_hours.find((h) => h.day_of_week === 0)!;
    const response = await owner({
      method: 'PUT',
      url: `/api/stores/${store}/menu?menu_id=${menu.id}`,
      payload: {
        menu_name: ' Edited ',
        status: 'INACTIVE',
        available_channels: [],
        menu_hours: [
          { id: monday.id, day_of_week: 0, open_time: '07:00', close_time: '10:00' },
          { day_of_week: 6, open_time: '08:00', close_time: '23:59' },
        ],
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const updated: Menu = response.json();
    expect(updated).toMatchObject({ id: menu.id, menu_name: 'Edited', status: 'INACTIVE', available_channels: [] });
    expect(updated.menu_hours.map((h) => [h.id === monday.id, h.day_of_week, h.open_time, h.close_time])).toEqual([
      [true, 0, '07:00', '10:00'],
      [false, 6, '08:00', '23:59'],
    ]);
    const nameOnly = await owner({ method: 'PUT', url: `/api/stores/${store}/menu?menu_id=${menu.id}`, payload: { menu_name: 'Renamed' } });
    expect(nameOnly.json().menu_hours).toHaveLength(2);
  });

  it('refuses bad input naming the field, unknown menus, staff and another company, changing nothing', async () => {
    const menu = await createMenu({ menu_name: 'Guarded' });
    const missing = await owner({ method: 'PUT', url: `/api/stores/${store}/menu`, payload: { menu_name: 'x' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('menu_id is required');
    const blank = await owner({ method: 'PUT', url: `/api/stores/${store}/menu?menu_id=${menu.id}`, payload: { menu_name: ' ' } });
    expect(blank.json().message).toBe('menu_name must not be empty');
    expect((await owner({ method: 'PUT', url: `/api/stores/${otherStore}/menu?menu_id=${menu.id}`, payload: { menu_name: 'x' } })).statusCode).toBe(404);
    expect((await staff({ method: 'PUT', url: `/api/stores/${store}/menu?menu_id=${menu.id}`, payload: { menu_name: 'x' } })).statusCode).toBe(403);
    expect((await quick({ method: 'PUT', url: `/api/stores/${store}/menu?menu_id=${menu.id}`, payload: { menu_name: 'x' } })).statusCode).toBe(403);
    expect((await db.one<{ menu_name: string }>(sql`select menu_name from menus where id = ${menu.id}`)).menu_name).toBe('Guarded');
  });

  it('deletes a menu and its membership; staff and another company are refused', async () => {
    const menu = await createMenu({ menu_name: 'Doomed' });
    await owner({ method: 'POST', url: `/api/stores/${store}/menu/items?active=true`, payload: { menu_id: menu.id, store_item_ids: [items.cola] } });
    expect((await staff({ method: 'DELETE', url: `/api/stores/${store}/menu/${menu.id}` })).statusCode).toBe(403);
    expect((await quick({ method: 'DELETE', url: `/api/stores/${store}/menu/${menu.id}` })).statusCode).toBe(403);
    expect((await owner({ url: `/api/stores/${store}/menu/${menu.id}` })).statusCode).toBe(200);
    const deleted = await owner({ method: 'DELETE', url: `/api/stores/${store}/menu/${menu.id}` });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: 'Menu deleted' });
    expect((await owner({ url: `/api/stores/${store}/menu/${menu.id}` })).statusCode).toBe(404);
    expect((await owner({ method: 'DELETE', url: `/api/stores/${store}/menu/${menu.id}` })).statusCode).toBe(404);
    expect(await db.count(sql`select 1 from menu_items where menu_id = ${menu.id}`)).toBe(0);
    expect((await owner({ method: 'DELETE', url: `/api/stores/${store}/menu/abc` })).json().message).toMatch(/^menuId /);
  });

  it('menus and items deleted from the tables (their store deleted, say) take their membership rows with them', async () => {
    const scratch = await makeStore(t.database.db, cornerId, 'Menu Routes Doomed Store');
    const bun = await makeItem(t.database.db, scratch, { name: 'Doomed Bun' });
    const roll = await makeItem(t.database.db, scratch, { name: 'Doomed Roll' });
    const menu = await createMenu({ menu_name: 'Doomed with its store' }, scratch);
    await owner({ method: 'POST', url: `/api/stores/${scratch}/menu/items?active=true`, payload: { menu_id: menu.id, store_item_ids: [bun, roll] } });
    expect(await db.count(sql`select 1 from menu_items where menu_id = ${menu.id}`)).toBe(2);
    await t.database.db.execute(sql`delete from store_items where id = ${roll}`);
    expect(await db.count(sql`select 1 from menu_items where menu_id = ${menu.id}`)).toBe(1);
    await t.database.db.execute(sql`delete from stores where id = ${scratch}`);
    expect(await db.count(sql`select 1 from menu_items where menu_id = ${menu.id}`)).toBe(0);
  });
});

describe('GET /stores/{id}/menu/timing', () => {
  it("answers each menu's hours in the order asked", async () => {
    const a = await createMenu({ menu_name: 'Timed A', menu_hours: WEEKDAY_MORNINGS });
    const b = await createMenu({ menu_name: 'Timed B', menu_hours: [{ day_of_week: 6, open_time: '10:00', close_time: '16:00' }] });
    const response = await staff({ url: `/api/stores/${store}/menu/timing?menu_ids=${b.id}&menu_ids=${a.id}` });
    expect(response.statusCode).toBe(200);
    const body: { menu_id: number; menu_hours: { day_of_week: number }[] }[] = response.json();
    expect(body.map((entry) => entry.menu_id)).toEqual([b.id, a.id]);
    expect(body[1].menu_hours).toHaveLength(5);
    const single = await staff({ url: `/api/stores/${store}/menu/timing?menu_ids=${b.id}` });
    expect(single.json()).toHaveLength(1);
  });

  it('refuses a missing list, menus of another store, no permission and another company', async () => {
    const missing = await staff({ url: `/api/stores/${store}/menu/timing` });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('menu_ids is required');
    const foreign = await createMenu({ menu_name: 'Elsewhere' }, otherStore);
    const refused = await staff({ url: `/api/stores/${store}/menu/timing?menu_ids=${foreign.id}` });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe(`menu_ids: ${foreign.id} are not menus of this store`);
    expect((await noMenus({ url: `/api/stores/${otherStore}/menu/timing?menu_ids=${foreign.id}` })).statusCode).toBe(403);
    expect((await quick({ url: `/api/stores/${otherStore}/menu/timing?menu_ids=${foreign.id}` })).statusCode).toBe(403);
  });
});

describe('rules: GET and PUT /stores/{id}/menu/{menuId}/rules', () => {
  const BREAKFAST = [
    { type: 'add', blocks: [{ subject: 'category', operator: 'equal', values: ['Bakery'] }] },
    { type: 'add', blocks: [{ subject: 'tag', operator: 'equal', values: ['breakfast'] }] },
    { type: 'remove', blocks: [{ subject: 'name', operator: 'contains', values: ['decaf'] }] },
  ];

  it('saves the rules, answers them with ids and the menu with its counts; GET reads them back', async () => {
    const menu = await createMenu({ menu_name: 'Ruled' });
    const saved = await owner({ method: 'PUT', url: `/api/stores/${store}/menu/${menu.id}/rules`, payload: BREAKFAST });
    expect(saved.statusCode, saved.body).toBe(200);
    const body = saved.json();
    expect(body.data).toHaveLength(3);
    expect(body.data[0]).toMatchObject({ menu_id: menu.id, type: 'add', is_delete: false, blocks: [{ subject: 'category', operator: 'equal', values: ['Bakery'], operation_id: 1 }] });
    // croissant and bagel (Bakery), decaf (tag breakfast) removed by name; cola and the option not matched
    expect(body.menu).toMatchObject({ menu_item_count: 2, store_item_count: 2, unique_category_count: 1, modifier_item_count: 0 });
    const read = await staff({ url: `/api/stores/${store}/menu/${menu.id}/rules` });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ data: body.data });
  });

  it('keeps the ids of rules and blocks sent back, drops is_delete ones, gives new ids to strangers', async () => {
    const menu = await createMenu({ menu_name: 'Edited rules' });
    const first = (await owner({ method: 'PUT', url: `/api/stores/${store}/menu/${menu.id}/rules`, payload: BREAKFAST })).json().data;
    const next = [
      { ...first[0], blocks: [{ ...first[0].blocks[0], values: ['Beverages'] }] },
      { ...first[1], is_delete: true },
      { id: 99999999, type: 'remove', blocks: [{ id: 99999999, subject: 'price', operator: 'equal', values: ['3'] }] },
    ];
    const saved = await owner({ method: 'PUT', url: `/api/stores/${store}/menu/${menu.id}/rules`, payload: next });
    expect(saved.statusCode, saved.body).toBe(200);
    const data = saved.json().data;
    expect(data).toHaveLength(2);
    expect(data[0].id).toBe(first[0].id);
    expect(data[0].blocks[0]).toMatchObject({ id: first[0].blocks[0].id, values: ['Beverages'] });
    expect(data[1].id).not.toBe(99999999);
    expect(saved.json().menu.menu_item_count).toBe(1); // cola: Beverages, not 3.00
    expect(await db.count(sql`select 1 from menu_rules where id = ${first[1].id}`)).toBe(0);
  });

  it('refuses rules that make no sense with a 400 naming the field, leaving the rules as they were', async () => {
    const menu = await createMenu({ menu_name: 'Strict' });
    await owner({ method: 'PUT', url: `/api/stores/${store}/menu/${menu.id}/rules`, payload: BREAKFAST });
    const cases: [unknown, RegExp][] = [
      [[{ type: 'add', blocks: [{ subject: 'price', operator: 'contains', values: ['2'] }] }], /^rules\[0\]\.blocks\[0\]\.operator contains does not apply to price: use equal or not_equal$/],
      [[{ type: 'add', blocks: [{ subject: 'price', operator: 'equal', values: ['2.999'] }] }], /^rules\[0\]\.blocks\[0\]\.values\[0\] must be a price/],
      [[{ type: 'add', blocks: [{ subject: 'has_modifiers', operator: 'equal', values: ['yes'] }] }], /^rules\[0\]\.blocks\[0\]\.values\[0\] must be "true" or "false"/],
      [[{ type: 'add', blocks: [{ subject: 'name', operator: 'equal', values: ['  '] }] }], /^rules\[0\]\.blocks\[0\]\.values\[0\] must not be empty$/],
      [[{ type: 'add', blocks: [{ subject: 'name', operator: 'equal', values: [] }] }], /^rules\[0\]\.blocks\[0\]\.values must hold at least one value$/],
      [[BREAKFAST[0], { type: 'add', blocks: [] }], /^rules\[1\]\.blocks must hold at least one block$/],
      [[{ type: 'add', blocks: [{ subject: 'colour', operator: 'equal', values: ['red'] }] }], /^0\.blocks\.0\.subject /],
      [[{ type: 'maybe', blocks: [] }], /^0\.type /],
      [{ rules: [] }, /must be array/],
    ];
    for (const [payload, message] of cases) {
      const response = await owner({ method: 'PUT', url: `/api/stores/${store}/menu/${menu.id}/rules`, payload: payload as object });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toMatch(message);
    }
    expect((await owner({ url: `/api/stores/${store}/menu/${menu.id}/rules` })).json().data).toHaveLength(3);
  });

  it('refuses staff, a role without view, another company; 404 for a menu of another store', async () => {
    const menu = await createMenu({ menu_name: 'Guarded rules' });
    const url = `/api/stores/${store}/menu/${menu.id}/rules`;
    expect((await staff({ method: 'PUT', url, payload: BREAKFAST })).statusCode).toBe(403);
    expect((await quick({ method: 'PUT', url, payload: BREAKFAST })).statusCode).toBe(403);
    expect((await noMenus({ url })).statusCode).toBe(403);
    expect((await quick({ url })).statusCode).toBe(403);
    expect((await owner({ url: `/api/stores/${otherStore}/menu/${menu.id}/rules` })).statusCode).toBe(404);
    expect(await db.count(sql`select 1 from menu_rules where menu_id = ${menu.id}`)).toBe(0);
  });
});

describe('the rules preview', () => {
  const BAKERY = [{ type: 'add', blocks: [{ subject: 'category', operator: 'equal', values: ['Bakery'] }] }];
  const BEVERAGES = [{ type: 'add', blocks: [{ subject: 'category', operator: 'equal', values: ['beverages'] }] }];

  it('counts what the rules would hold and what changes against the saved menu, saving nothing', async () => {
    const menu = await createMenu({ menu_name: 'Previewed' });
    await owner({ method: 'PUT', url: `/api/stores/${store}/menu/${menu.id}/rules`, payload: BAKERY });
    const response = await owner({ method: 'POST', url: `/api/stores/${store}/menu/${menu.id}/rules/preview`, payload: BEVERAGES });
    expect(response.statusCode, response.body).toBe(200);
    const preview: MenuRulesPreviewAnswer = response.json();
    expect(preview.menu_item_count).toBe(2);
    expect(preview.items.map((item) => item.name)).toEqual(['Cola', 'Decaf Coffee']);
    expect(preview.items[0]).toMatchObject({ category: 'Beverages', price: 2, sell_independently: true });
    expect(preview).toMatchObject({ added_count: 2, removed_count: 2 });
    expect(preview.added.map((item) => item.name)).toEqual(['Cola', 'Decaf Coffee']);
    expect(preview.removed.map((item) => item.name)).toEqual(['Butter Croissant', 'Plain Bagel']);
    expect((await owner({ url: `/api/stores/${store}/menu/${menu.id}` })).json().menu.menu_item_count).toBe(2);
    expect((await owner({ url: `/api/stores/${store}/menu/${menu.id}/rules` })).json().data[0].blocks[0].values).toEqual(['Bakery']);
  });

  it('previews a menu not saved yet: everything is added', async () => {
    const response = await owner({ method: 'POST', url: `/api/stores/${store}/menu/rules/preview`, payload: BAKERY });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ menu_item_count: 2, added_count: 2, removed_count: 0, removed: [] });
  });

  it('refuses bad rules naming the field, staff (it is part of editing) and another company', async () => {
    const bad = await owner({ method: 'POST', url: `/api/stores/${store}/menu/rules/preview`, payload: [{ type: 'add', blocks: [{ subject: 'upc', operator: 'equal', values: [''] }] }] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('rules[0].blocks[0].values[0] must not be empty');
    expect((await staff({ method: 'POST', url: `/api/stores/${store}/menu/rules/preview`, payload: BAKERY })).statusCode).toBe(403);
    expect((await quick({ method: 'POST', url: `/api/stores/${store}/menu/rules/preview`, payload: BAKERY })).statusCode).toBe(403);
    const menu = await createMenu({ menu_name: 'Previewed 2' });
    expect((await quick({ method: 'POST', url: `/api/stores/${store}/menu/${menu.id}/rules/preview`, payload: BAKERY })).statusCode).toBe(403);
    expect((await owner({ method: 'POST', url: `/api/stores/${otherStore}/menu/${menu.id}/rules/preview`, payload: BAKERY })).statusCode).toBe(404);
  });
});

describe("a menu's items: listed, added and removed by hand", () => {
  it('adds by hand, keeps off by hand, takes off; lists the items on and off the menu', async () => {
    const menu = await createMenu({ menu_name: 'Handmade' });
    await owner({ method: 'PUT', url: `/api/stores/${store}/menu/${menu.id}/rules`, payload: [{ type: 'add', blocks: [{ subject: 'category', operator: 'equal', values: ['Bakery'] }] }] });
    const added = await owner({ method: 'POST', url: `/api/stores/${store}/menu/items?active=true`, payload: { menu_id: menu.id, store_item_ids: [items.cola, items.option] } });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toEqual({ updated: 2, menu_item_count: 4 });
    const keptOff = await owner({ method: 'POST', url: `/api/stores/${store}/menu/items?active=false`, payload: { menu_id: menu.id, store_item_ids: [items.bagel] } });
    expect(keptOff.json()).toEqual({ updated: 1, menu_item_count: 3 });

    const list = async (query = '') => (await staff({ url: `/api/stores/${store}/menu/${menu.id}/items${query}` })).json() as MenuItemsAnswer;
    const on = await list();
    expect(on.count).toBe(3);
    expect(on.items.map((item) => [item.name, item.hand, item.rule_added])).toEqual([
      ['Butter Croissant', null, true],
      ['Cola', 'added', false],
      ['Extra Butter', 'added', false],
    ]);
    const off = await list('?active=false');
    expect(off.items.map((item) => [item.name, item.hand, item.rule_added, item.on_menu])).toEqual([['Plain Bagel', 'removed', true, false]]);
    expect((await list('?search_string=BUTTER')).items.map((item) => item.name)).toEqual(['Butter Croissant', 'Extra Butter']);
    expect((await list('?limit=1&offset=1')).items.map((item) => item.name)).toEqual(['Cola']);

    // DELETE takes items off: the rule-added croissant is kept off by hand, the hand-added cola simply goes.
    const removed = await owner({ method: 'DELETE', url: `/api/stores/${store}/menu/menu-item`, payload: { menu_id: menu.id, store_item_ids: [items.croissant, items.cola] } });
    expect(removed.json()).toEqual({ updated: 2, menu_item_count: 1 });
    expect((await list()).items.map((item) => item.name)).toEqual(['Extra Butter']);
    expect((await list('?active=false')).items.map((item) => item.name)).toEqual(['Butter Croissant', 'Plain Bagel']);
    expect(await db.count(sql`select 1 from menu_items where menu_id = ${menu.id} and store_item_id = ${items.cola}`)).toBe(0);
    // The item dialog's menus follow.
    const item = await owner({ url: `/api/inventory/${store}/item/${items.option}` });
    expect(item.json().menus.map((entry: { id: number }) => entry.id)).toContain(menu.id);
  });

  it('refuses items of another store naming them, a missing active, staff and another company', async () => {
    const menu = await createMenu({ menu_name: 'Hand guarded' });
    const foreign = await owner({ method: 'POST', url: `/api/stores/${store}/menu/items?active=true`, payload: { menu_id: menu.id, store_item_ids: [items.cola, items.foreign] } });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe(`store_item_ids: ${items.foreign} are not items of this store`);
    const noActive = await owner({ method: 'POST', url: `/api/stores/${store}/menu/items`, payload: { menu_id: menu.id, store_item_ids: [items.cola] } });
    expect(noActive.statusCode).toBe(400);
    expect(noActive.json().message).toBe('active is required');
    const empty = await owner({ method: 'DELETE', url: `/api/stores/${store}/menu/menu-item`, payload: { menu_id: menu.id, store_item_ids: [] } });
    expect(empty.json().message).toMatch(/^store_item_ids /);
    const body = { menu_id: menu.id, store_item_ids: [items.cola] };
    expect((await staff({ method: 'POST', url: `/api/stores/${store}/menu/items?active=true`, payload: body })).statusCode).toBe(403);
    expect((await staff({ method: 'DELETE', url: `/api/stores/${store}/menu/menu-item`, payload: body })).statusCode).toBe(403);
    expect((await quick({ method: 'POST', url: `/api/stores/${store}/menu/items?active=true`, payload: body })).statusCode).toBe(403);
    expect((await quick({ method: 'DELETE', url: `/api/stores/${store}/menu/menu-item`, payload: body })).statusCode).toBe(403);
    expect((await owner({ method: 'POST', url: `/api/stores/${otherStore}/menu/items?active=true`, payload: body })).statusCode).toBe(404);
    expect((await noMenus({ url: `/api/stores/${store}/menu/${menu.id}/items` })).statusCode).toBe(403);
    expect((await quick({ url: `/api/stores/${store}/menu/${menu.id}/items` })).statusCode).toBe(403);
    expect((await staff({ url: `/api/stores/${store}/menu/${menu.id}/items?limit=500` })).json().message).toMatch(/^limit /);
    expect(await db.count(sql`select 1 from menu_items where menu_id = ${menu.id}`)).toBe(0);
  });
});

describe('OpenAPI', () => {
  it('documents every menu call', async () => {
    const paths = Object.keys((await t.app.inject({ url: '/api/openapi.json' })).json().paths);
    for (const path of [
      '/stores/{id}/menu/list',
      '/stores/{id}/menu/',
      '/stores/{id}/menu',
      '/stores/{id}/menu/{menuId}',
      '/stores/{id}/menu/{menuId}/rules',
      '/stores/{id}/menu/{menuId}/rules/preview',
      '/stores/{id}/menu/rules/preview',
      '/stores/{id}/menu/{menuId}/items',
      '/stores/{id}/menu/timing',
      '/stores/{id}/menu/items',
      '/stores/{id}/menu/menu-item',
    ]) {
      expect(paths).toContain(path);
    }
  });
});
