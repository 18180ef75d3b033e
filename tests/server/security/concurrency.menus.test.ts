// Writers that replace a set of a menu, a modifier group or a store item, racing (tests/server/security/
// races.ts): a menu's hours and channels, a group's options and linked items, an item's menus and
// modifier groups end as exactly one writer sent them, or 409. Rules PUTs and "make default" are in
// tests/server/menuConcurrency.test.ts. Also the menu list read while a writer holds the store's kept item
// total (the 500 of issue 16 seen under parallel fuzzing).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PARTNER } from '../factories/channels.ts';
import { factories, type Factories } from '../factories/index.ts';
import { reader } from '../fixtures/demo.ts';
import { createTestApp, type TestApp } from '../helpers.ts';
import { canonical, raceWriters } from './races.ts';

let t: TestApp;
let f: Factories;
let db: ReturnType<typeof reader>;
let tenant: Awaited<ReturnType<Factories['tenant']>>;
let storeId: number;
let items: { id: number }[];

beforeAll(async () => {
  t = await createTestApp();
  f = factories(t);
  db = reader(t);
  tenant = await f.tenant();
  storeId = tenant.store.id;
  items = [];
  for (let n = 0; n < 8; n++) items.push(await f.storeItem(storeId, { name: `Race item ${n}` }));
});
afterAll(() => t.close());

const PARTNERS = Object.values(PARTNER);
const hhmm = (hours: number, minutes = 0) => `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
/** Writer i's subset of `list` in a round: i + 1 entries starting at a place of its own, so no two are alike. */
const subset = <T>(list: readonly T[], i: number, round: number) => Array.from({ length: i + 1 }, (_, n) => list[(round + i * 2 + n) % list.length]);

describe('concurrent writers of a set of a menu, a modifier group or a store item', () => {
  it('simultaneous menu updates leave exactly one writer’s hours and channels', async () => {
    const menu = await f.menu(storeId);
    /** Writer i's week: every day from (6 + i):00 or :30 to (12 + i + round):00; odd writers also open Saturday evening. */
    const hoursOf = (i: number, round: number) => [
      ...[0, 1, 2, 3, 4, 5, 6].map((day) => ({ day_of_week: day, open_time: hhmm(6 + i, (round % 2) * 30), close_time: hhmm(12 + i + round), is_closed: false })),
      ...(i % 2 ? [{ day_of_week: 6, open_time: '20:00', close_time: '21:00', is_closed: false }] : []),
    ];
    const channelsOf = (i: number, round: number) => subset(PARTNERS, i, round).sort();
    const shape = (hours: { day_of_week: number; open_time: string; close_time: string }[], channels: number[]) =>
      JSON.stringify([canonical(hours.map((row) => [row.day_of_week, row.open_time.slice(0, 5), row.close_time.slice(0, 5)])), channels]);
    await raceWriters({
      write: (i, round) =>
        tenant.as({ method: 'PUT', url: `/api/stores/${storeId}/menu?menu_id=${menu.id}`, payload: { menu_hours: hoursOf(i, round), available_channels: channelsOf(i, round) } }),
      sent: (i, round) => shape(hoursOf(i, round), channelsOf(i, round)),
      stored: async () => {
        const hours = await db.rows<{ day_of_week: number; open_time: string; close_time: string }>(
          sql`select day_of_week, open_time::text, close_time::text from menu_hours where menu_id = ${menu.id} and deleted_at is null`,
        );
        const [{ channels }] = await db.rows<{ channels: number[] }>(sql`select available_channels as channels from menus where id = ${menu.id}`);
        return shape(hours, [...channels].map(Number).sort());
      },
    });
  });

  it('simultaneous modifier group updates leave exactly one writer’s options and linked items', async () => {
    const created = await tenant.as({ method: 'POST', url: '/api/rest/modifier-groups', payload: { store_id: storeId, name: 'Race group', options: [{ name: 'First' }], linked_items: [items[0].id] } });
    const group = created.json() as { id: number; options: { id: number }[] };
    /** Writer i's options: i + 2 names of its own (the first keeps the saved option's id), and its linked items. */
    const optionsOf = (i: number, round: number) =>
      Array.from({ length: i + 2 }, (_, n) => ({ ...(n === 0 ? { id: group.options[0].id } : {}), name: `Option ${round}.${i}.${n}` }));
    const linkedOf = (i: number, round: number) => subset(items, i, round).map((item) => item.id);
    const shape = (options: string[], linked: number[]) => JSON.stringify([options, [...linked].sort((a, b) => a - b)]);
    await raceWriters({
      write: (i, round) =>
        tenant.as({ method: 'PUT', url: `/api/rest/modifier-groups/${group.id}`, payload: { options: optionsOf(i, round), linked_items: linkedOf(i, round) } }),
      sent: (i, round) => shape(optionsOf(i, round).map((option) => option.name), linkedOf(i, round)),
      stored: async () => {
        const options = await db.rows<{ name: string }>(sql`select name from modifier_options where modifier_group_id = ${group.id} order by precedence, id`);
        const linked = await db.rows<{ id: number }>(sql`select store_item_id as id from store_item_modifier_groups where modifier_group_id = ${group.id}`);
        return shape(options.map((row) => row.name), linked.map((row) => row.id));
      },
    });
  });

  it('simultaneous store item updates leave exactly one writer’s menus and modifier groups', async () => {
    const menus: { id: number }[] = [];
    for (let n = 0; n < 4; n++) menus.push(await f.menu(storeId));
    const groups: number[] = [];
    for (let n = 0; n < 4; n++) {
      const created = await tenant.as({ method: 'POST', url: '/api/rest/modifier-groups', payload: { store_id: storeId, name: `Race item group ${n}` } });
      groups.push(created.json().id);
    }
    const item = items[7];
    const menusOf = (i: number, round: number) => subset(menus, i, round).map((menu) => menu.id).sort((a, b) => a - b);
    const groupsOf = (i: number, round: number) => subset(groups, (i + 1) % 4, round).sort((a, b) => a - b);
    const shape = (menuIds: number[], groupIds: number[]) => JSON.stringify([menuIds, groupIds]);
    await raceWriters({
      write: (i, round) =>
        tenant.as({ method: 'PUT', url: `/api/inventory/${storeId}/item`, payload: { id: item.id, menus: menusOf(i, round), modifier_groups: groupsOf(i, round) } }),
      sent: (i, round) => shape(menusOf(i, round), groupsOf(i, round)),
      stored: async () => {
        const onMenus = await db.rows<{ id: number }>(
          sql`select mi.menu_id as id from menu_items mi join menus m on m.id = mi.menu_id and m.deleted_at is null
              where mi.store_item_id = ${item.id} and mi.active order by mi.menu_id`,
        );
        const withGroups = await db.rows<{ id: number }>(
          sql`select modifier_group_id as id from store_item_modifier_groups where store_item_id = ${item.id} order by modifier_group_id`,
        );
        return shape(onMenus.map((row) => Number(row.id)), withGroups.map((row) => Number(row.id)));
      },
    });
  });

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
