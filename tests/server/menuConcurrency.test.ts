// Concurrent writers of menus (meaningful on PostgreSQL, TEST_DATABASE_URL, where requests run on several
// connections at once; PGlite runs them one after another): rules PUTs end with exactly one writer's rules,
// "make default" leaves one default, and item writes racing a rules save leave membership as the saved
// rules say.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MenuRulesPreviewAnswer } from '../../src/contract/menus.ts';
import { companyId, makeItem, makeStore } from './factories/menuItems.ts';
import { reader } from './fixtures/demo.ts';
import { ACCOUNTS, createTestApp, type TestApp } from './helpers.ts';

type Inject = Awaited<ReturnType<TestApp['as']>>;

const CATEGORIES = ['Bakery', 'Beverages', 'Dairy', 'Snacks', 'Candy', 'Deli'];

let t: TestApp;
let db: ReturnType<typeof reader>;
let owner: Inject;
let store: number;

beforeAll(async () => {
  t = await createTestApp();
  db = reader(t);
  owner = await t.as(ACCOUNTS.cornerOwner);
  store = await makeStore(t.database.db, await companyId(t.database.db, 'Corner Market'), 'Concurrency Store');
  for (const [index, category] of CATEGORIES.entries()) {
    for (let n = 0; n <= index; n++) await makeItem(t.database.db, store, { name: `${category} item ${n}`, category, price: 1 + n });
  }
});
afterAll(() => t.close());

const createMenu = async (name: string) => (await owner({ method: 'POST', url: `/api/stores/${store}/menu/`, payload: { menu_name: name } })).json().id as number;

/** Writer i's rules: items of category i, and (for odd i) a second rule, so a union would show. */
const rulesOf = (i: number) => [
  { type: 'add', blocks: [{ subject: 'category', operator: 'equal', values: [CATEGORIES[i]] }] },
  ...(i % 2 ? [{ type: 'remove', blocks: [{ subject: 'price', operator: 'equal', values: ['1'] }] }] : []),
];

/** Saved membership against a fresh evaluation of the saved rules: nothing would change. */
async function consistent(menuId: number) {
  const rules = (await owner({ url: `/api/stores/${store}/menu/${menuId}/rules` })).json().data;
  const preview: MenuRulesPreviewAnswer = (await owner({ method: 'POST', url: `/api/stores/${store}/menu/${menuId}/rules/preview`, payload: rules })).json();
  const details = (await owner({ url: `/api/stores/${store}/menu/${menuId}` })).json();
  return { added: preview.added_count, removed: preview.removed_count, count: details.menu.menu_item_count === preview.menu_item_count };
}

describe('concurrent writers', () => {
  it('concurrent rules PUTs end with exactly one writer’s rules and its membership', async () => {
    for (let round = 0; round < 4; round++) {
      const menuId = await createMenu(`Race ${round}`);
      const answers = await Promise.all(
        CATEGORIES.map((_, i) => owner({ method: 'PUT', url: `/api/stores/${store}/menu/${menuId}/rules`, payload: rulesOf(i) })),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual(CATEGORIES.map(() => 200));
      const stored = (await owner({ url: `/api/stores/${store}/menu/${menuId}/rules` })).json().data as { type: string; blocks: { subject: string; values: string[] }[] }[];
      const shape = (rules: { type: string; blocks: { subject: string; values: string[] }[] }[]) =>
        JSON.stringify(rules.map((rule) => [rule.type, rule.blocks.map((block) => [block.subject, block.values])]));
      const winners = CATEGORIES.map((_, i) => i).filter((i) => shape(rulesOf(i)) === shape(stored));
      expect(winners).toHaveLength(1);
      expect(await db.count(sql`select 1 from menu_rules where menu_id = ${menuId}`)).toBe(rulesOf(winners[0]).length);
      expect(await consistent(menuId)).toEqual({ added: 0, removed: 0, count: true });
    }
  });

  it('item writes racing a rules save leave the membership the saved rules give', async () => {
    const menuId = await createMenu('Race with items');
    const [{ id: categoryId }] = await db.rows<{ id: number }>(sql`select id from categories where name = 'Bakery'`);
    const items = await db.rows<{ id: number }>(sql`select id from store_items where store_id = ${store} order by id limit 8`);
    const writes = [
      ...CATEGORIES.map((_, i) => owner({ method: 'PUT', url: `/api/stores/${store}/menu/${menuId}/rules`, payload: rulesOf(i) })),
      ...items.map((item) => owner({ method: 'PUT', url: `/api/inventory/${store}/item`, payload: { id: item.id, category: categoryId } })),
      owner({ method: 'POST', url: `/api/inventory/${store}/item`, payload: { name: 'Raced Bun', price: 100, category: categoryId } }),
    ];
    expect((await Promise.all(writes)).every((answer) => answer.statusCode < 300)).toBe(true);
    expect(await consistent(menuId)).toEqual({ added: 0, removed: 0, count: true });
  });

  it('decisions by hand racing item writes on the same items neither fail nor leave membership out of line', async () => {
    const menuId = await createMenu('Race by hand');
    await owner({ method: 'PUT', url: `/api/stores/${store}/menu/${menuId}/rules`, payload: rulesOf(0) });
    const items = (await db.rows<{ id: number }>(sql`select id from store_items where store_id = ${store} order by id limit 6`)).map((row) => row.id);
    const categories = await db.rows<{ id: number }>(sql`select id from categories where name in ('Bakery', 'Candy') order by name`);
    const hand = (method: 'POST' | 'DELETE', url: string, ids: number[]) => owner({ method, url: `/api/stores/${store}/menu/${url}`, payload: { menu_id: menuId, store_item_ids: ids } });
    for (let round = 0; round < 3; round++) {
      const writes = [
        hand('POST', 'items?active=true', items.slice(0, 4)),
        hand('POST', 'items?active=false', items.slice(2, 6)),
        hand('DELETE', 'menu-item', items.slice(1, 3)),
        ...items.map((id, i) => owner({ method: 'PUT', url: `/api/inventory/${store}/item`, payload: { id, category: categories[(i + round) % 2].id } })),
      ];
      const answers = await Promise.all(writes);
      expect(answers.map((answer) => answer.statusCode)).toEqual(writes.map(() => expect.any(Number)));
      expect(answers.filter((answer) => answer.statusCode >= 300).map((answer) => answer.body)).toEqual([]);
      expect(await consistent(menuId)).toEqual({ added: 0, removed: 0, count: true });
    }
  });

  it('concurrent "make default" leaves exactly one default menu', async () => {
    const ids = await Promise.all([1, 2, 3, 4, 5].map((n) => createMenu(`Default ${n}`)));
    const answers = await Promise.all(ids.map((id) => owner({ method: 'PUT', url: `/api/stores/${store}/menu?menu_id=${id}`, payload: { is_default: true } })));
    expect(answers.map((answer) => answer.statusCode)).toEqual(ids.map(() => 200));
    const created = await Promise.all([6, 7, 8].map((n) => owner({ method: 'POST', url: `/api/stores/${store}/menu/`, payload: { menu_name: `Default ${n}`, is_default: true } })));
    expect(created.map((answer) => answer.statusCode)).toEqual([201, 201, 201]);
    expect(await db.count(sql`select 1 from menus where store_id = ${store} and is_default and deleted_at is null`)).toBe(1);
  });
});
