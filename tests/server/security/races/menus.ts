// Races of the writes that replace a set of a menu, a modifier group or a store item: a menu's hours,
// channels and rules, a group's options and linked items, an item's menus and modifier groups (keyed by
// route in ../setWrites.ts). Rules racing item writes, and membership after them, are in
// tests/server/menuConcurrency.test.ts.
import { sql } from 'drizzle-orm';
import { PARTNER } from '../../factories/channels.ts';
import type { Factories } from '../../factories/index.ts';
import { canonical, raceWriters, type Race } from '../races.ts';

const PARTNERS = Object.values(PARTNER);
const hhmm = (hours: number, minutes = 0) => `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
/** Writer i's subset of `list` in a round: i + 1 entries starting at a place of its own, so no two are alike. */
const subset = <T>(list: readonly T[], i: number, round: number) => Array.from({ length: i + 1 }, (_, n) => list[(round + i * 2 + n) % list.length]);

async function storeWithItems(f: Factories, companyId: number, count: number) {
  const store = await f.store(companyId);
  const items: number[] = [];
  for (let n = 0; n < count; n++) items.push((await f.storeItem(store.id, { name: `Race item ${n}` })).id);
  return { storeId: store.id, items };
}

export const menuRaces: Record<string, Race> = {
  'PUT /api/stores/:id/menu': async ({ f, db, tenant }) => {
    const store = await f.store(tenant.company.id);
    const menu = await f.menu(store.id);
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
        tenant.as({ method: 'PUT', url: `/api/stores/${store.id}/menu?menu_id=${menu.id}`, payload: { menu_hours: hoursOf(i, round), available_channels: channelsOf(i, round) } }),
      sent: (i, round) => shape(hoursOf(i, round), channelsOf(i, round)),
      stored: async () => {
        const hours = await db.rows<{ day_of_week: number; open_time: string; close_time: string }>(
          sql`select day_of_week, open_time::text, close_time::text from menu_hours where menu_id = ${menu.id} and deleted_at is null`,
        );
        const [{ channels }] = await db.rows<{ channels: number[] }>(sql`select available_channels as channels from menus where id = ${menu.id}`);
        return shape(hours, [...channels].map(Number).sort());
      },
    });
  },

  'PUT /api/stores/:id/menu/:menuId/rules': async ({ f, tenant }) => {
    const { storeId } = await storeWithItems(f, tenant.company.id, 2);
    const menu = await f.menu(storeId);
    const CATEGORIES = ['Bakery', 'Beverages', 'Dairy', 'Snacks', 'Candy', 'Deli'];
    /** Writer i's rules: items of a category of its own, and (for odd i) a second rule, so a union would show. */
    const rulesOf = (i: number, round: number) => [
      { type: 'add', blocks: [{ subject: 'category', operator: 'equal', values: [CATEGORIES[(i + round) % CATEGORIES.length]] }] },
      ...(i % 2 ? [{ type: 'remove', blocks: [{ subject: 'price', operator: 'equal', values: [String(round + 1)] }] }] : []),
    ];
    const shape = (rules: { type: string; blocks: { subject: string; values: string[] }[] }[]) =>
      JSON.stringify(rules.map((rule) => [rule.type, rule.blocks.map((block) => [block.subject, block.values])]));
    await raceWriters({
      write: (i, round) => tenant.as({ method: 'PUT', url: `/api/stores/${storeId}/menu/${menu.id}/rules`, payload: rulesOf(i, round) }),
      sent: (i, round) => shape(rulesOf(i, round)),
      stored: async () => shape((await tenant.as({ url: `/api/stores/${storeId}/menu/${menu.id}/rules` })).json().data),
    });
  },

  'PUT /api/rest/modifier-groups/:id': async ({ f, db, tenant }) => {
    const { storeId, items } = await storeWithItems(f, tenant.company.id, 6);
    const created = await tenant.as({ method: 'POST', url: '/api/rest/modifier-groups', payload: { store_id: storeId, name: 'Race group', options: [{ name: 'First' }], linked_items: [items[0]] } });
    const group = created.json() as { id: number; options: { id: number }[] };
    /** Writer i's options: i + 2 names of its own (the first keeps the saved option's id), and its linked items. */
    const optionsOf = (i: number, round: number) =>
      Array.from({ length: i + 2 }, (_, n) => ({ ...(n === 0 ? { id: group.options[0].id } : {}), name: `Option ${round}.${i}.${n}` }));
    const linkedOf = (i: number, round: number) => subset(items, i, round);
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
  },

  'PUT /api/inventory/:id/item': async ({ f, db, tenant }) => {
    const { storeId, items } = await storeWithItems(f, tenant.company.id, 1);
    const menus: number[] = [];
    for (let n = 0; n < 4; n++) menus.push((await f.menu(storeId)).id);
    const groups: number[] = [];
    for (let n = 0; n < 4; n++) {
      const created = await tenant.as({ method: 'POST', url: '/api/rest/modifier-groups', payload: { store_id: storeId, name: `Race item group ${n}` } });
      groups.push(created.json().id);
    }
    const item = items[0];
    const menusOf = (i: number, round: number) => subset(menus, i, round).sort((a, b) => a - b);
    const groupsOf = (i: number, round: number) => subset(groups, (i + 1) % 4, round).sort((a, b) => a - b);
    const shape = (menuIds: number[], groupIds: number[]) => JSON.stringify([menuIds, groupIds]);
    await raceWriters({
      write: (i, round) =>
        tenant.as({ method: 'PUT', url: `/api/inventory/${storeId}/item`, payload: { id: item, menus: menusOf(i, round), modifier_groups: groupsOf(i, round) } }),
      sent: (i, round) => shape(menusOf(i, round), groupsOf(i, round)),
      stored: async () => {
        const onMenus = await db.rows<{ id: number }>(
          sql`select mi.menu_id as id from menu_items mi join menus m on m.id = mi.menu_id and m.deleted_at is null
              where mi.store_item_id = ${item} and mi.active order by mi.menu_id`,
        );
        const withGroups = await db.rows<{ id: number }>(
          sql`select modifier_group_id as id from store_item_modifier_groups where store_item_id = ${item} order by modifier_group_id`,
        );
        return shape(onMenus.map((row) => Number(row.id)), withGroups.map((row) => Number(row.id)));
      },
    });
  },
};
