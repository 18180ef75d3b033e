// One meaning of menu rules: the pure engine (src/domain/menuRules.ts) and the SQL the server compiles
// (server/services/menus/rulesSql.ts, and the membership the PUT of rules materialises) answer the same
// items on the same cases.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../server/db/rows.ts';
import { activeSql } from '../../server/services/menus/membership.ts';
import { rulesOfTypeSql } from '../../server/services/menus/rulesSql.ts';
import { keepMenusCurrent } from '../../server/services/menus/upkeep.ts';
import type { MenuItemsAnswer } from '../../src/contract/menus.ts';
import { isOnMenu, normaliseRules, ruleVerdict, type HandDecision, type RuleInput, type RuleItemFacts } from '../../src/domain/menuRules.ts';
import { companyId, makeItem, makeStore, type ItemSpec } from './factories/menuItems.ts';
import { ACCOUNTS, createTestApp, type TestApp } from './helpers.ts';

type Inject = Awaited<ReturnType<TestApp['as']>>;

const ITEMS: Record<string, ItemSpec> = {
  croissant: { name: 'Butter Croissant', category: 'Bakery', sub_category: 'Pastries', price: 2.5, upc: '012345678905', size: '1 ct', tags: ['Breakfast'], modifiers: true },
  bagel: { name: "Thomas' Plain Bagels", category: 'Bakery', sub_category: 'Bagels & Muffins', price: 4.49, size: '6 ct', tags: ['Breakfast', 'Kosher'] },
  decaf: { name: 'DECAF Coffee Beans', category: 'Beverages', sub_category: 'Coffee & Tea', price: 9.99, size: '12 oz', tags: ['Breakfast'] },
  coldBrew: { name: 'Cold Brew Coffee', category: 'Beverages', sub_category: 'Coffee & Tea', price: 3.99 },
  cola: { name: 'Cola 2 L', category: 'Beverages', sub_category: 'Soda', price: 2.5, size: '2 L', tags: ['Family Size'] },
  mystery: { name: 'Mystery Box', category: null, price: 0 },
  creme: { name: 'Crème Brûlée', category: 'Bakery', sub_category: 'Pastries', price: 5, tags: ['Été'] },
  simit: { name: 'İstanbul Simit', category: 'Bakery', sub_category: 'Bread', price: 1.25 },
  greek: { name: 'ΟΔΟΣ Yogurt', category: 'Dairy', sub_category: 'Yogurt', price: 1.99 },
  cake: { name: '50% Off Cake', category: 'Bakery', price: 10 },
  snack: { name: 'snake_case Snack', category: 'Snacks', sub_category: 'Chips', price: 1 },
  oatShot: { name: 'Oat Milk Shot', category: 'Dairy', sub_category: 'Milk', price: 0.75, sell_independently: false },
  syrup: { name: 'Vanilla Syrup', price: 0.5, sell_independently: false, upc: '000000000017' },
  cigarettes: { name: 'Marlboro Red', category: 'Tobacco', sub_category: 'Cigarettes', price: 12 },
  latte: { name: 'Latte', category: 'Beverages', sub_category: 'Coffee & Tea', price: 4.5, deletedModifiers: true },
  storeBread: { name: 'Store Brand Bread', category: 'Bakery', sub_category: 'Bread', price: 2.99 },
  iceCream: { name: 'Ice Cream Sandwich', category: 'Frozen', sub_category: 'Ice Cream', price: 3.5, tags: ['Seasonal'] },
  water: { name: 'Water 1 L', category: 'Beverages', sub_category: 'Water', price: 1, upc: '0049000028911', size: '1 L' },
};
type Key = keyof typeof ITEMS;

const block = (subject: string, operator: string, ...values: string[]) => ({ subject, operator, values });
const add = (...blocks: ReturnType<typeof block>[]): RuleInput => ({ type: 'add', blocks });
const remove = (...blocks: ReturnType<typeof block>[]): RuleInput => ({ type: 'remove', blocks });

interface Case {
  name: string;
  rules: RuleInput[];
  hand?: { added?: Key[]; removed?: Key[] };
  /** a few items the answer must (or must not) hold, so an empty answer from both cannot pass */
  holds?: Key[];
  lacks?: Key[];
}

const CASES: Case[] = [
  { name: 'category equal', rules: [add(block('category', 'equal', 'Bakery'))], holds: ['croissant', 'simit', 'storeBread'], lacks: ['cola'] },
  { name: 'category equal ignores case', rules: [add(block('category', 'equal', 'bAKERY'))], holds: ['cake'] },
  { name: 'category contains', rules: [add(block('category', 'contains', 'ver'))], holds: ['cola', 'water'], lacks: ['bagel'] },
  { name: 'category not_equal holds for an item without one', rules: [add(block('category', 'not_equal', 'Bakery'))], holds: ['mystery', 'cola'], lacks: ['bagel'] },
  { name: 'category not_contains', rules: [add(block('category', 'not_contains', 'a'))], holds: ['mystery', 'iceCream'], lacks: ['cola', 'cigarettes'] },
  { name: 'sub_category equal with an ampersand', rules: [add(block('sub_category', 'equal', 'coffee & tea'))], holds: ['decaf', 'latte'] },
  { name: 'sub_category not_equal any of two', rules: [add(block('sub_category', 'not_equal', 'Coffee & Tea', 'Soda'))], holds: ['mystery', 'water'], lacks: ['cola', 'decaf'] },
  { name: 'tag equal', rules: [add(block('tag', 'equal', 'breakfast'))], holds: ['croissant', 'bagel', 'decaf'], lacks: ['coldBrew'] },
  { name: 'tag not_equal: every tag differs (or none)', rules: [add(block('tag', 'not_equal', 'Breakfast'))], holds: ['cola', 'mystery'], lacks: ['bagel'] },
  { name: 'tag contains with an accent', rules: [add(block('tag', 'contains', 'ÉTÉ'))], holds: ['creme'] },
  { name: 'tag not_contains', rules: [add(block('tag', 'not_contains', 'size'))], lacks: ['cola'], holds: ['bagel'] },
  { name: 'name contains ignoring case', rules: [add(block('name', 'contains', 'decaf'))], holds: ['decaf'] },
  { name: 'name equal', rules: [add(block('name', 'equal', 'cola 2 l'))], holds: ['cola'], lacks: ['water'] },
  { name: 'name contains a % sign (not a wildcard)', rules: [add(block('name', 'contains', '50%'))], holds: ['cake'], lacks: ['cola'] },
  { name: 'name contains an underscore (not a wildcard)', rules: [add(block('name', 'contains', 'e_c'))], holds: ['snack'] },
  { name: 'name contains a dotted capital I', rules: [add(block('name', 'contains', 'İSTANBUL'))], holds: ['simit'] },
  { name: 'name contains Greek, final sigma', rules: [add(block('name', 'contains', 'οδοσ'))], holds: ['greek'] },
  { name: 'name contains accented letters in another case', rules: [add(block('name', 'contains', 'CRÈME'))], holds: ['creme'] },
  { name: 'upc equal', rules: [add(block('upc', 'equal', '012345678905'))], holds: ['croissant'] },
  { name: 'upc contains', rules: [add(block('upc', 'contains', '000'))], holds: ['syrup', 'water'], lacks: ['croissant'] },
  { name: 'upc not_contains holds without a upc', rules: [add(block('upc', 'not_contains', '0'))], holds: ['mystery'], lacks: ['water'] },
  { name: 'size equal', rules: [add(block('size', 'equal', '2 l'))], holds: ['cola'], lacks: ['water'] },
  { name: 'size not_equal', rules: [add(block('size', 'not_equal', '12 OZ'))], holds: ['mystery'], lacks: ['decaf'] },
  { name: 'price equal', rules: [add(block('price', 'equal', '2.5'))], holds: ['croissant', 'cola'], lacks: ['storeBread'] },
  { name: 'price equal, to the cent, or free', rules: [add(block('price', 'equal', '2.50', '0'))], holds: ['mystery', 'cola'] },
  { name: 'price not_equal', rules: [add(block('price', 'not_equal', '2.5', '1'))], holds: ['bagel'], lacks: ['snack', 'croissant'] },
  { name: 'sell_independently equal false', rules: [add(block('sell_independently', 'equal', 'false'))], holds: ['oatShot', 'syrup'], lacks: ['cola'] },
  { name: 'sell_independently not_equal true', rules: [add(block('sell_independently', 'not_equal', 'true'))], holds: ['syrup'] },
  { name: 'has_modifiers: only live groups count', rules: [add(block('has_modifiers', 'equal', 'true'))], holds: ['croissant'], lacks: ['latte'] },
  { name: 'has_modifiers equal false', rules: [add(block('has_modifiers', 'equal', 'false'))], holds: ['latte'], lacks: ['croissant'] },
  {
    name: 'blocks of a rule must all hold',
    rules: [add(block('category', 'equal', 'Beverages'), block('sub_category', 'not_equal', 'Coffee & Tea'))],
    holds: ['cola', 'water'],
    lacks: ['decaf', 'coldBrew'],
  },
  {
    name: 'add rules combine with or; remove wins',
    rules: [add(block('category', 'equal', 'Bakery')), add(block('tag', 'equal', 'breakfast')), remove(block('name', 'contains', 'decaf'))],
    holds: ['croissant', 'bagel', 'creme'],
    lacks: ['decaf', 'cola'],
  },
  { name: 'the same item added and removed by rules is off', rules: [add(block('category', 'equal', 'Bakery')), remove(block('category', 'equal', 'bakery'))], lacks: ['croissant'] },
  { name: 'a remove rule alone adds nothing', rules: [remove(block('category', 'equal', 'Tobacco'))], lacks: ['cigarettes', 'cola'] },
  { name: 'no rules, no items', rules: [], lacks: ['cola'] },
  { name: 'values are alternatives', rules: [add(block('name', 'contains', 'croissant', 'BAGEL', 'cola'))], holds: ['croissant', 'bagel', 'cola'], lacks: ['water'] },
  { name: 'not_contains any of the values', rules: [add(block('name', 'not_contains', 'a', 'e'))], holds: ['greek'], lacks: ['cola', 'simit'] },
  {
    name: 'three blocks of mixed kinds',
    rules: [add(block('category', 'equal', 'Bakery'), block('price', 'not_equal', '10'), block('tag', 'not_equal', 'Kosher'))],
    holds: ['croissant', 'storeBread'],
    lacks: ['cake', 'bagel'],
  },
  { name: 'hand: added without rules', rules: [], hand: { added: ['croissant', 'cigarettes'] }, holds: ['croissant', 'cigarettes'], lacks: ['bagel'] },
  {
    name: 'hand: removed beats an add rule; a remove rule beats a hand addition',
    rules: [add(block('category', 'equal', 'Bakery')), remove(block('category', 'equal', 'Tobacco'))],
    hand: { added: ['cigarettes', 'cola'], removed: ['bagel'] },
    holds: ['croissant', 'cola'],
    lacks: ['bagel', 'cigarettes'],
  },
  {
    name: 'hand: every item, one kept off',
    rules: [add(block('has_modifiers', 'equal', 'true', 'false'))],
    hand: { removed: ['croissant'] },
    holds: ['latte', 'mystery'],
    lacks: ['croissant'],
  },
];

let t: TestApp;
let owner: Inject;
let store: number;
const ids = new Map<Key, number>();
const keyOf = (id: number) => [...ids].find(([, value]) => value === id)?.[0] ?? `#${id}`;
let facts: (RuleItemFacts & { id: number })[];

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.as(ACCOUNTS.cornerOwner);
  const db = t.database.db;
  store = await makeStore(db, await companyId(db, 'Corner Market'), 'Rules Engine Test Store');
  for (const [key, spec] of Object.entries(ITEMS)) ids.set(key, await makeItem(db, store, spec));
  // A deleted item is on no menu, whatever the rules say.
  await db.execute(sql`update store_items set deleted_at = now() where id = ${await makeItem(db, store, { name: 'Deleted Croissant', category: 'Bakery' })}`);
  facts = (
    await selectRows<RuleItemFacts & { id: number } & Record<string, unknown>>(
      db,
      sql`select si.id, si.name, si.upc, si.size, si.price::float8 as price, c.name as category, sc.name as sub_category,
                 array(select t.name from global_item_tags gt join item_tags t on t.id = gt.tag_id where gt.global_item_id = si.item_id) as tags,
                 si.sell_independently,
                 exists (select 1 from store_item_modifier_groups l join modifier_groups g on g.id = l.modifier_group_id
                         where l.store_item_id = si.id and g.deleted_at is null) as has_modifiers
          from store_items si left join categories c on c.id = si.category_id left join sub_categories sc on sc.id = si.sub_category_id
          where si.store_id = ${store} and si.deleted_at is null`,
    )
  ).map((row) => ({ ...row, id: Number(row.id), price: Number(row.price) }));
});
afterAll(() => t.close());

const handOf = (which: Case['hand'], id: number): HandDecision => {
  const key = keyOf(id) as Key;
  if (which?.removed?.includes(key)) return 'removed';
  if (which?.added?.includes(key)) return 'added';
  return null;
};

/** The pure engine's answer, as item keys. */
function domainAnswer(testCase: Case): string[] {
  const rules = normaliseRules(testCase.rules);
  return facts
    .filter((item) => isOnMenu(ruleVerdict(rules, item), handOf(testCase.hand, item.id)))
    .map((item) => keyOf(item.id))
    .sort();
}

/**
 * The compiled SQL's answer on the same items, the hand decisions given as a VALUES list; compiled for a
 * whole store or for a few items (the two ways the server compiles lookups).
 */
async function sqlAnswer(testCase: Case, few: boolean): Promise<string[]> {
  const rules = normaliseRules(testCase.rules);
  const judged = { storeId: store, few };
  const hands = facts.map((item) => sql`(${item.id}::int, ${handOf(testCase.hand, item.id)}::text)`);
  const rows = await selectRows<{ id: number }>(
    t.database.db,
    sql`select si.id from store_items si join (values ${sql.join(hands, sql`, `)}) as h(id, hand) on h.id = si.id
        where si.store_id = ${store} and si.deleted_at is null
          and ${activeSql(sql`h.hand`, rulesOfTypeSql(rules, 'add', judged), rulesOfTypeSql(rules, 'remove', judged))}`,
  );
  return rows.map((row) => keyOf(Number(row.id))).sort();
}

/** What the server materialises: a menu made through the API, hand decisions, the rules PUT, its items listed. */
async function materialisedAnswer(testCase: Case, index: number): Promise<string[]> {
  const created = await owner({ method: 'POST', url: `/api/stores/${store}/menu/`, payload: { menu_name: `Case ${index}` } });
  expect(created.statusCode, created.body).toBe(201);
  const menuId: number = created.json().id;
  const decide = async (keys: Key[] | undefined, active: boolean) => {
    if (!keys?.length) return;
    const response = await owner({
      method: 'POST',
      url: `/api/stores/${store}/menu/items?active=${active}`,
      payload: { menu_id: menuId, store_item_ids: keys.map((key) => ids.get(key)!) },
    });
    expect(response.statusCode, response.body).toBe(200);
  };
  await decide(testCase.hand?.added, true);
  await decide(testCase.hand?.removed, false);
  const saved = await owner({ method: 'PUT', url: `/api/stores/${store}/menu/${menuId}/rules`, payload: testCase.rules });
  expect(saved.statusCode, saved.body).toBe(200);
  // The upkeep of written items (the few-items form) finds the same membership, for every menu so far.
  const again = await t.database.db.transaction((tx) => keepMenusCurrent(tx, store, [...ids.values()]));
  expect([...again]).toEqual([]);
  const listed = await owner({ url: `/api/stores/${store}/menu/${menuId}/items?limit=100` });
  const answer: MenuItemsAnswer = listed.json();
  expect(saved.json().menu.menu_item_count).toBe(answer.count);
  return answer.items.map((item) => keyOf(item.id)).sort();
}

describe('menu rules: the domain engine and the SQL agree', () => {
  it('has at least 30 cases over the same items', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(30);
    expect(facts).toHaveLength(Object.keys(ITEMS).length);
  });

  CASES.forEach((testCase, index) => {
    it(testCase.name, async () => {
      const expected = domainAnswer(testCase);
      expect(await sqlAnswer(testCase, false)).toEqual(expected);
      expect(await sqlAnswer(testCase, true)).toEqual(expected);
      expect(await materialisedAnswer(testCase, index)).toEqual(expected);
      for (const key of testCase.holds ?? []) expect(expected).toContain(key);
      for (const key of testCase.lacks ?? []) expect(expected).not.toContain(key);
    });
  });
});
