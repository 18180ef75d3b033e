// Writers of menus, modifier groups and store items at once, beyond the races of one route each
// (setWrites.ts, run by concurrency.test.ts): groups' linked items and items' modifier groups saved from
// both ends of the links, and the menu list read while a writer holds the store's kept item total (the
// 500 of issue 16 seen under parallel fuzzing). Rules PUTs and "make default" are in
// tests/server/menuConcurrency.test.ts.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { factories, type Factories } from '../factories/index.ts';
import { reader } from '../fixtures/demo.ts';
import { createTestApp, type TestApp } from '../helpers.ts';

let t: TestApp;
let f: Factories;
let db: ReturnType<typeof reader>;
let tenant: Awaited<ReturnType<Factories['tenant']>>;

beforeAll(async () => {
  t = await createTestApp();
  f = factories(t);
  db = reader(t);
  tenant = await f.tenant();
});
afterAll(() => t.close());

describe('concurrent writers of menus, modifier groups and store items', () => {
  it('groups’ linked items and items’ modifier groups saved at once, from both ends of the links, neither fail nor deadlock', async () => {
    const store = await f.store(tenant.company.id);
    const linkItems: number[] = [];
    for (let n = 0; n < 6; n++) linkItems.push((await f.storeItem(store.id)).id);
    for (let n = 0; n < 2; n++) await f.menu(store.id, { storeItemIds: linkItems });
    const groups: number[] = [];
    for (let n = 0; n < 4; n++) {
      const created = await tenant.as({ method: 'POST', url: '/api/rest/modifier-groups', payload: { store_id: store.id, name: `Both ends ${n}`, linked_items: linkItems.slice(0, 3) } });
      groups.push(created.json().id);
    }
    for (let round = 0; round < 6; round++) {
      const answers = await Promise.all([
        ...groups.map((id, i) => tenant.as({ method: 'PUT', url: `/api/rest/modifier-groups/${id}`, payload: { linked_items: linkItems.filter((_, k) => (k + i + round) % 2 === 0) } })),
        ...linkItems.map((id, i) => tenant.as({ method: 'PUT', url: `/api/inventory/${store.id}/item`, payload: { id, modifier_groups: groups.filter((_, k) => (k + i + round) % 3 !== 0) } })),
      ]);
      expect(answers.filter((answer) => answer.statusCode !== 200).map((answer) => `${answer.statusCode} ${answer.body}`)).toEqual([]);
    }
  });

  // Two sessions at once: PostgreSQL only (PGlite runs one transaction at a time, so the writer never holds it then).
  it.skipIf(!process.env.TEST_DATABASE_URL)('the menu list and a menu’s details count the store’s items themselves while a writer holds the kept total', async () => {
    const store = await f.store(tenant.company.id);
    for (let n = 0; n < 3; n++) await f.storeItem(store.id);
    const menu = await f.menu(store.id);
    await db.rows(sql`insert into store_menu_totals (store_id, stale) values (${store.id}, true) on conflict (store_id) do update set stale = true returning store_id`);
    let release!: () => void;
    let taken!: () => void;
    const lockTaken = new Promise<void>((resolve) => (taken = resolve));
    const writer = t.database.db.transaction(async (tx) => {
      await tx.execute(sql`select store_id from store_menu_totals where store_id = ${store.id} for no key update`);
      taken();
      await new Promise<void>((resolve) => (release = resolve));
    });
    await lockTaken;
    try {
      const list = await tenant.as({ url: `/api/stores/${store.id}/menu/list` });
      expect(list.statusCode, list.body).toBe(200);
      expect(list.json().total_store_item_count).toBe(3);
      const details = await tenant.as({ url: `/api/stores/${store.id}/menu/${menu.id}` });
      expect(details.statusCode, details.body).toBe(200);
      expect(details.json().total_store_item_count).toBe(3);
    } finally {
      release();
      await writer;
    }
  });
});
