import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { factories, type Factories } from '../factories/index.ts';
import { reader } from '../fixtures/demo.ts';
import { createTestApp, type TestApp } from '../helpers.ts';

const GI = '/api/inventory/items/global-items';
let t: TestApp;
let f: Factories;
let home: Awaited<ReturnType<Factories['tenant']>>;
let away: Awaited<ReturnType<Factories['tenant']>>;
let foreignItem: { id: number };
let foreignStoreItem: { id: number };

beforeAll(async () => {
  t = await createTestApp();
  f = factories(t);
  [home, away] = [await f.tenant(), await f.tenant()];
  foreignItem = await f.globalItem(away.company.id);
  foreignStoreItem = await f.storeItem(away.store.id);
});
afterAll(() => t.close());

describe('a global item refers only to its own company’s rows', () => {
  it('creating one with another company’s parent_item_id or store_item_id is refused as if they did not exist', async () => {
    for (const payload of [{ name: 'Leech', parent_item_id: foreignItem.id }, { name: 'Leech', store_item_id: foreignStoreItem.id }]) {
      const answer = await home.as({ method: 'POST', url: GI, payload });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().message).toMatch(/^(parent_item_id|store_item_id) does not exist$/);
    }
    expect(await reader(t).count(sql`select 1 from global_items where name = 'Leech'`)).toBe(0);
  });

  it('patching one to point at another company’s rows is refused and changes nothing', async () => {
    const own = await f.globalItem(home.company.id);
    for (const payload of [{ parent_item_id: foreignItem.id }, { store_item_id: foreignStoreItem.id }]) {
      const answer = await home.as({ method: 'PATCH', url: `${GI}/${own.id}`, payload });
      expect(answer.statusCode).toBe(400);
    }
    const row = await reader(t).one<{ parent_item_id: number | null; store_item_id: number | null }>(
      sql`select parent_item_id, store_item_id from global_items where id = ${own.id}`,
    );
    expect(row).toEqual({ parent_item_id: null, store_item_id: null });
  });

  it('its own company’s rows are fine', async () => {
    const parent = await f.globalItem(home.company.id);
    const storeItem = await f.storeItem(home.store.id);
    const answer = await home.as({ method: 'POST', url: GI, payload: { name: 'Own refs', parent_item_id: parent.id, store_item_id: storeItem.id } });
    expect(answer.statusCode).toBe(201);
  });
});
