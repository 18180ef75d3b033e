// Demo step after the menus, items and modifier groups exist: rule-based menus with hours, and every demo
// menu's membership materialised from its rules (so the Menus tab shows what the rules say).
//  - Corner Market's Breakfast menus: add categories Bakery and Dairy, add tag "breakfast", remove names containing
//    "decaf" or "pop-tarts"; one deli sandwich added by hand.
//  - QuickStop: a "Late Night" menu, 20:00 to midnight every day: snacks and candy, and drinks other than
//    coffee and tea.
import { sql } from 'drizzle-orm';
import type { MenuRule } from '../../../../src/domain/menuRules.ts';
import type { Db } from '../../client.ts';
import { selectRows } from '../../rows.ts';
import { recountMenus } from '../../../services/menus/counts.ts';
import { syncMembership } from '../../../services/menus/membership.ts';
import { replaceRules } from '../../../services/menus/ruleStore.ts';
import { lockStoreMenus } from '../../../services/menus/upkeep.ts';

const BREAKFAST_RULES: MenuRule[] = [
  { type: 'add', blocks: [{ subject: 'category', operator: 'equal', values: ['Bakery', 'Dairy'] }] },
  { type: 'add', blocks: [{ subject: 'tag', operator: 'equal', values: ['breakfast'] }] },
  { type: 'remove', blocks: [{ subject: 'name', operator: 'contains', values: ['decaf', 'pop-tarts'] }] },
];

const LATE_NIGHT_RULES: MenuRule[] = [
  { type: 'add', blocks: [{ subject: 'category', operator: 'equal', values: ['Snacks', 'Candy'] }] },
  {
    type: 'add',
    blocks: [
      { subject: 'category', operator: 'equal', values: ['Beverages'] },
      { subject: 'sub_category', operator: 'not_equal', values: ['Coffee & Tea'] },
    ],
  },
];

/** Products people buy for breakfast carry a "Breakfast" tag (cereal, bagels and muffins, coffee and tea). */
async function tagBreakfastProducts(db: Db): Promise<void> {
  await db.execute(sql`insert into item_tags (name) values ('Breakfast') on conflict (name) do nothing`);
  await db.execute(sql`
    insert into global_item_tags (global_item_id, tag_id)
    select gi.id, t.id from global_items gi join sub_categories sc on sc.id = gi.sub_category_id, item_tags t
    where t.name = 'Breakfast' and sc.name in ('Breakfast', 'Bagels & Muffins', 'Coffee & Tea')
    on conflict do nothing`);
}

const asInput = (rules: readonly MenuRule[]) =>
  rules.map((rule) => ({ type: rule.type, blocks: rule.blocks.map((block) => ({ ...block, values: [...block.values] })) }));

async function giveRules(db: Db, menuId: number, rules: readonly MenuRule[]): Promise<void> {
  await replaceRules(db, menuId, asInput(rules), rules);
}

async function addLateNightMenus(db: Db): Promise<void> {
  const added = await selectRows<{ id: number }>(
    db,
    sql`insert into menus (store_id, menu_name, status, is_default, available_channels)
        select s.id, 'Late Night', 'ACTIVE', false, '{2,4}'::int[] from stores s join companies c on c.id = s.company_id
        where c.name = 'QuickStop' and s.deleted_at is null order by s.id
        returning id`,
  );
  for (const { id } of added) {
    await db.execute(sql`insert into menu_hours (menu_id, day_of_week, open_time, close_time)
                         select ${id}, day, '20:00', '23:59' from generate_series(0, 6) as day`);
    await giveRules(db, Number(id), LATE_NIGHT_RULES);
  }
}

export async function seedDemoMenus(db: Db): Promise<void> {
  // Rows the menus step inserted as (menu, item, active): on the menu by hand, or kept off it by hand.
  await db.execute(sql`update menu_items set hand = case when active then 'added' else 'removed' end`);
  await tagBreakfastProducts(db);
  const breakfasts = await selectRows<{ id: number; store_id: number }>(
    db,
    sql`select m.id, m.store_id from menus m join stores s on s.id = m.store_id join companies c on c.id = s.company_id
        where c.name = 'Corner Market' and m.menu_name = 'Breakfast' order by m.id`,
  );
  for (const menu of breakfasts) {
    await db.execute(sql`delete from menu_items where menu_id = ${menu.id}`);
    await giveRules(db, Number(menu.id), BREAKFAST_RULES);
    await db.execute(sql`
      insert into menu_items (menu_id, store_item_id, hand)
      select ${menu.id}, si.id, 'added' from store_items si join sub_categories sc on sc.id = si.sub_category_id
      where si.store_id = ${menu.store_id} and si.deleted_at is null and sc.name = 'Sandwiches' order by si.id limit 1`);
  }
  await addLateNightMenus(db);

  const stores = await selectRows<{ store_id: number }>(db, sql`select distinct store_id from menus where deleted_at is null order by store_id`);
  for (const { store_id } of stores) {
    const menus = await lockStoreMenus(db, Number(store_id));
    await syncMembership(db, { storeId: Number(store_id), menus });
    await recountMenus(
      db,
      menus.map((menu) => menu.id),
    );
  }
}
