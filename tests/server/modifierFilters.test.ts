// The item filters "Has modifiers" and "Is a modifier" (spec 001 §4) follow store_item_modifier_groups and
// modifier_options.store_item_id, counting live modifier groups only, in the store inventory and the
// global items list alike.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../server/db/rows.ts';
import { companyId, makeItem, makeStore } from './factories/menuItems.ts';
import { ACCOUNTS, createTestApp, type TestApp } from './helpers.ts';

type Inject = Awaited<ReturnType<TestApp['as']>>;

let t: TestApp;
let owner: Inject;
let store: number;
let cornerId: number;
const items: Record<string, number> = {};

async function optionOf(itemId: number, deleted: boolean) {
  const [group] = await selectRows<{ id: number }>(
    t.database.db,
    sql`insert into modifier_groups (store_id, name, deleted_at) values (${store}, ${`Options ${itemId}`}, ${deleted ? sql`now()` : null}) returning id`,
  );
  await t.database.db.execute(sql`insert into modifier_options (modifier_group_id, store_item_id, name) values (${group.id}, ${itemId}, 'Option')`);
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.as(ACCOUNTS.cornerOwner);
  const db = t.database.db;
  cornerId = await companyId(db, 'Corner Market');
  store = await makeStore(db, cornerId, 'Modifier Filters Store');
  // Each linked to a global item of its own (a tag makes the factory create one).
  items.offers = await makeItem(db, store, { name: 'Offers Live Group', tags: ['Mod Filter'], modifiers: true });
  items.offersDeleted = await makeItem(db, store, { name: 'Offers Deleted Group', tags: ['Mod Filter'], deletedModifiers: true });
  items.option = await makeItem(db, store, { name: 'Option Of Live Group', tags: ['Mod Filter'] });
  items.optionDeleted = await makeItem(db, store, { name: 'Option Of Deleted Group', tags: ['Mod Filter'] });
  await optionOf(items.option, false);
  await optionOf(items.optionDeleted, true);
});
afterAll(() => t.close());

const storeNames = async (query: string) =>
  ((await owner({ url: `/api/inventory/${store}?${query}&limit=100` })).json().items as { name: string }[]).map((item) => item.name).sort();
const globalNames = async (query: string) =>
  ((await owner({ url: `/api/inventory/items/global-items/v2?company_id=${cornerId}&search_string=group&${query}` })).json().globalItems as { name: string }[])
    .map((item) => item.name)
    .sort();

describe('Has modifiers / Is a modifier', () => {
  it('in the store inventory', async () => {
    expect(await storeNames('has_modifier_groups=true')).toEqual(['Offers Live Group']);
    expect(await storeNames('has_modifier_groups=false')).toEqual(['Offers Deleted Group', 'Option Of Deleted Group', 'Option Of Live Group']);
    expect(await storeNames('modifier_item=true')).toEqual(['Option Of Live Group']);
  });

  it('in the global items list (through the linked store items)', async () => {
    expect(await globalNames('has_modifier_groups=true')).toEqual(['Offers Live Group']);
    expect(await globalNames('modifier_item=true')).toEqual(['Option Of Live Group']);
    expect(await globalNames('modifier_item=false')).toEqual(['Offers Deleted Group', 'Offers Live Group', 'Option Of Deleted Group']);
  });
});
