// Modifier groups as a declared resource (issue 12): list filter/sort/range, create with options and linked
// items, update, soft delete, the rules of spec §3/§5 as 400s naming the field, tenancy and permission 403s,
// the menus kept current when the items offering a group change, and the OpenAPI entry.
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { factories, type Factories, type Inject } from './factories/index.ts';
import { reader } from './fixtures/demo.ts';
import { createTestApp, type TestApp } from './helpers.ts';

const GROUPS = '/api/rest/modifier-groups';
const query = (params: Record<string, unknown>) => new URLSearchParams(Object.entries(params).map(([key, value]) => [key, JSON.stringify(value)])).toString();

let t: TestApp;
let f: Factories;
let db: ReturnType<typeof reader>;
let a: { storeId: number; owner: Inject; staff: Inject };
let b: { storeId: number; owner: Inject };
let drinks: { id: number }[];
let milks: { id: number }[];
let foreignItem: { id: number };

async function created(payload: Record<string, unknown>) {
  const response = await a.owner({ method: 'POST', url: GROUPS, payload: { store_id: a.storeId, ...payload } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}
const names = (response: { json(): { name: string }[] }) => response.json().map((row) => row.name);

beforeAll(async () => {
  t = await createTestApp();
  f = factories(t);
  db = reader(t);
  const tenantA = await f.tenant();
  a = { storeId: tenantA.store.id, owner: tenantA.as, staff: await f.signIn(await f.user({ companyId: tenantA.company.id, role: 'staff', storeIds: [tenantA.store.id] })) };
  const tenantB = await f.tenant();
  b = { storeId: tenantB.store.id, owner: tenantB.as };
  drinks = [await f.storeItem(a.storeId, { name: 'Iced Latte' }), await f.storeItem(a.storeId, { name: 'Flat White' }), await f.storeItem(a.storeId, { name: 'Mocha' })];
  milks = [await f.storeItem(a.storeId, { name: 'Oat Milk', price: 0.6 }), await f.storeItem(a.storeId, { name: 'Soy Milk', price: 0.5 })];
  foreignItem = await f.storeItem(b.storeId);
});
afterAll(() => t.close());

describe('modifier groups of a store', () => {
  it('creates a group with options in precedence order (store items or free text) and linked items', async () => {
    const group = await created({
      name: 'Milk choice',
      min_quantity: 1,
      max_quantity: 1,
      kind: 'variation',
      options: [
        { name: 'Oat Milk', store_item_id: milks[0].id, unit_price: 0.6, total_price: 0.6 },
        { name: 'Whole milk' },
        { name: 'Soy Milk', store_item_id: milks[1].id, unit_price: 0.5, status: 'INACTIVE' },
      ],
      linked_items: [drinks[0].id, drinks[1].id],
    });
    expect(group).toMatchObject({
      name: 'Milk choice',
      required: true,
      kind: 'variation',
      active: true,
      option_count: 3,
      linked_count: 2,
      default_option: null,
      options: [
        { name: 'Oat Milk', precedence: 0, store_item_id: milks[0].id, unit_price: 0.6, status: 'ACTIVE' },
        { name: 'Whole milk', precedence: 1, store_item_id: null, unit_price: 0 },
        { name: 'Soy Milk', precedence: 2, status: 'INACTIVE' },
      ],
    });
    expect([...group.linked_items].sort()).toEqual([drinks[0].id, drinks[1].id].sort());
    expect(group.linked_item_summaries.map((item: { name: string }) => item.name)).toEqual(['Flat White', 'Iced Latte']);
    expect(group.option_items).toEqual([
      { id: milks[0].id, name: 'Oat Milk', price: 0.6, image: null, active: true, sale_state: 'for_sale' },
      { id: milks[1].id, name: 'Soy Milk', price: 0.5, image: null, active: true, sale_state: 'for_sale' },
    ]);
    // The default option names a saved option; reordering keeps the ids and renumbers the precedence.
    const [oat, whole, soy] = group.options;
    const reordered = await a.owner({ method: 'PUT', url: `${GROUPS}/${group.id}`, payload: { ...group, options: [soy, oat, whole], default_option: whole.id } });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect(reordered.json().options.map((o: { id: number; precedence: number }) => [o.id, o.precedence])).toEqual([[soy.id, 0], [oat.id, 1], [whole.id, 2]]);
    expect(reordered.json().default_option).toBe(whole.id);
    // Dropping the default option without naming another leaves the group without a default.
    const dropped = await a.owner({ method: 'PUT', url: `${GROUPS}/${group.id}`, payload: { options: [soy, oat] } });
    expect(dropped.json()).toMatchObject({ default_option: null, option_count: 2 });
  });

  it('lists per store with search, filters (availability, kind, required), sort and range', async () => {
    const { store: listStore, as: owner } = await f.tenant();
    for (const [name, min, max, active, kind] of [
      ['Sauces', 0, 3, true, 'customization'],
      ['Size', 1, 1, true, 'variation'],
      ['Toppings', 0, 5, false, 'customization'],
      ['Bread', 1, 2, true, 'customization'],
    ] as const) {
      const response = await owner({ method: 'POST', url: GROUPS, payload: { store_id: listStore.id, name, min_quantity: min, max_quantity: max, active, kind } });
      expect(response.statusCode, response.body).toBe(201);
    }
    const list = (filter: Record<string, unknown>, extra: Record<string, unknown> = {}) => owner({ url: `${GROUPS}?${query({ filter: { store_id: listStore.id, ...filter }, ...extra })}` });
    const all = await list({});
    expect(names(all)).toEqual(['Bread', 'Sauces', 'Size', 'Toppings']);
    expect(all.headers['content-range']).toBe('modifier-groups 0-3/4');
    expect(names(await list({ q: 'SAU' }))).toEqual(['Sauces']);
    expect(names(await list({ q: 'BRE' }))).toEqual(['Bread']);
    expect(names(await list({ active: true }))).toEqual(['Bread', 'Sauces', 'Size']);
    expect(names(await list({ kind: 'variation' }))).toEqual(['Size']);
    expect(names(await list({ required: true }))).toEqual(['Bread', 'Size']);
    expect(names(await list({ required: false, active: true }))).toEqual(['Sauces']);
    const sorted = await list({}, { sort: ['max_quantity', 'DESC'], range: [1, 2] });
    expect(names(sorted)).toEqual(['Sauces', 'Bread']);
    expect(sorted.headers['content-range']).toBe('modifier-groups 1-2/4');
  });

  it('refuses bad rules and bad fields with 400 naming the field, and changes nothing', async () => {
    const group = await created({ name: 'Checked', max_quantity: 2, options: [{ name: 'Plain' }] });
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ min_quantity: 3 }, /^min_quantity must not be above max_quantity \(2\)/],
      [{ max_quantity: 0 }, /^max_quantity must be at least 1/],
      [{ max_free_options: 5 }, /^max_free_options must not be above max_quantity/],
      [{ default_option: 2147483000 }, /^default_option must be one of the group/],
      [{ min_quantity: -1 }, /min_quantity/],
      [{ name: '   ' }, /name/],
      [{ kind: 'combo' }, /kind/],
      [{ options: [{ name: '' }] }, /options/],
      [{ options: [{ name: 'Foreign', store_item_id: foreignItem.id }] }, /^options\.store_item_id must be store items of this store/],
      [{ linked_items: [foreignItem.id] }, /^linked_items must be store items of this store/],
    ];
    for (const [payload, message] of cases) {
      const response = await a.owner({ method: 'PUT', url: `${GROUPS}/${group.id}`, payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message, JSON.stringify(payload)).toMatch(message);
    }
    const missing = await a.owner({ method: 'POST', url: GROUPS, payload: { store_id: a.storeId } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/name/);
    expect((await a.owner({ url: `${GROUPS}/${group.id}` })).json()).toMatchObject({ min_quantity: 0, max_quantity: 2, options: [{ name: 'Plain' }], linked_items: [] });
  });

  it("refuses another company's user and a user without the permission with 403, and changes nothing", async () => {
    const group = await created({ name: 'Guarded', linked_items: [drinks[2].id] });
    const calls: InjectOptions[] = [
      { url: `${GROUPS}?${query({ filter: { store_id: a.storeId } })}` },
      { url: `${GROUPS}/${group.id}` },
      { method: 'POST', url: GROUPS, payload: { store_id: a.storeId, name: 'Intruder' } },
      { method: 'PUT', url: `${GROUPS}/${group.id}`, payload: { name: 'Hijacked' } },
      { method: 'DELETE', url: `${GROUPS}/${group.id}` },
    ];
    for (const call of calls) expect((await b.owner(call)).statusCode, `${call.method ?? 'GET'} ${call.url}`).toBe(403);
    // Staff see the groups (lm_view_store_menus) but may not change them (lm_edit_store_menus).
    expect((await a.staff(calls[0])).statusCode).toBe(200);
    for (const call of calls.slice(2)) {
      const response = await a.staff(call);
      expect(response.statusCode, call.method).toBe(403);
      expect(response.json().message).toContain('lm_edit_store_menus');
    }
    expect((await a.owner({ url: `${GROUPS}/${group.id}` })).json()).toMatchObject({ name: 'Guarded', linked_items: [drinks[2].id] });
  });

  it('keeps menus current: linking, unlinking and deleting a group moves items on and off has_modifiers menus', async () => {
    const store = a.storeId;
    const item = await f.storeItem(store, { name: 'Cold Brew' });
    const menu = (await a.owner({ method: 'POST', url: `/api/stores/${store}/menu/`, payload: { menu_name: 'Customisable' } })).json().id as number;
    const rules = await a.owner({
      method: 'PUT',
      url: `/api/stores/${store}/menu/${menu}/rules`,
      payload: [{ type: 'add', blocks: [{ subject: 'has_modifiers', operator: 'equal', values: ['true'] }] }],
    });
    expect(rules.statusCode, rules.body).toBe(200);
    const onMenu = async () => (await db.count(sql`select 1 from menu_items where menu_id = ${menu} and store_item_id = ${item.id} and active`)) === 1;
    expect(await onMenu()).toBe(false);

    const group = await created({ name: 'Ice', options: [{ name: 'Light ice' }] });
    await a.owner({ method: 'PUT', url: `${GROUPS}/${group.id}`, payload: { linked_items: [item.id] } });
    expect(await onMenu()).toBe(true);
    await a.owner({ method: 'PUT', url: `${GROUPS}/${group.id}`, payload: { linked_items: [] } });
    expect(await onMenu()).toBe(false);
    await a.owner({ method: 'PUT', url: `${GROUPS}/${group.id}`, payload: { linked_items: [item.id] } });
    expect(await onMenu()).toBe(true);
    const deleted = await a.owner({ method: 'DELETE', url: `${GROUPS}/${group.id}` });
    expect(deleted.statusCode).toBe(200);
    expect(await onMenu()).toBe(false);
    expect((await a.owner({ url: `${GROUPS}/${group.id}` })).statusCode).toBe(404);
    expect((await db.one<{ gone: boolean }>(sql`select deleted_at is not null as gone from modifier_groups where id = ${group.id}`)).gone).toBe(true);
  });

  it('is documented in OpenAPI', async () => {
    const spec = (await t.app.inject({ url: '/api/openapi.json' })).json();
    expect(Object.keys(spec.paths['/rest/modifier-groups']).sort()).toEqual(['get', 'post']);
    expect(Object.keys(spec.paths['/rest/modifier-groups/{id}']).sort()).toEqual(['delete', 'get', 'put']);
    expect(spec.paths['/rest/modifier-groups'].get.tags).toEqual(['rest: modifier-groups']);
    expect(spec.paths['/rest/modifier-groups'].post.requestBody.content['application/json'].schema.required).toEqual(['store_id', 'name']);
  });
});
