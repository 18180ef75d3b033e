import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { selectRows } from '../../db/rows.ts';
import { badRequest } from '../../http/errors.ts';
import { keepMenusCurrent } from '../menus/upkeep.ts';
import { intArray } from './sql.ts';

/** Ids of `ids` that are not live rows of `table` in the store. */
async function foreignIds(db: Db, table: 'menus' | 'modifier_groups', storeId: number, ids: number[]): Promise<number[]> {
  const rows = await selectRows<{ id: number }>(
    db,
    sql`select wanted.id from unnest(${intArray(ids)}) as wanted(id)
        where not exists (select 1 from ${sql.identifier(table)} t where t.id = wanted.id and t.store_id = ${storeId} and t.deleted_at is null)
        order by wanted.id`,
  );
  return rows.map((row) => row.id);
}

/**
 * Puts the store item on exactly these menus of its store (a 400 names the ids that are not), by hand:
 * added to the menus it is not on, taken off those it is on and is not in the list. A remove rule of a
 * menu still keeps it off that menu (remove wins).
 */
export async function replaceMenus(db: Db, storeId: number, storeItemId: number, menuIds: number[]): Promise<void> {
  const foreign = await foreignIds(db, 'menus', storeId, menuIds);
  if (foreign.length) throw badRequest(`menus: ${foreign.join(', ')} are not menus of this store`);
  const current = await selectRows<{ menu_id: number }>(
    db,
    sql`select mi.menu_id from menu_items mi join menus m on m.id = mi.menu_id and m.deleted_at is null
        where mi.store_item_id = ${storeItemId} and mi.active`,
  );
  const on = new Set(current.map((row) => Number(row.menu_id)));
  const wanted = new Set(menuIds);
  for (const menuId of wanted) {
    if (!on.has(menuId)) await keepMenusCurrent(db, storeId, [storeItemId], { hand: { menuId, change: 'added' } });
  }
  for (const menuId of on) {
    if (!wanted.has(menuId)) await keepMenusCurrent(db, storeId, [storeItemId], { hand: { menuId, change: 'taken-off' } });
  }
}

/** Gives the store item exactly these modifier groups of its store (a 400 names the ids that are not). */
export async function replaceModifierGroups(db: Db, storeId: number, storeItemId: number, groupIds: number[]): Promise<void> {
  const foreign = await foreignIds(db, 'modifier_groups', storeId, groupIds);
  if (foreign.length) throw badRequest(`modifier_groups: ${foreign.join(', ')} are not modifier groups of this store`);
  await db.execute(
    sql`delete from store_item_modifier_groups where store_item_id = ${storeItemId} and not (modifier_group_id = any(${intArray(groupIds)}))`,
  );
  if (groupIds.length) {
    await db.execute(sql`insert into store_item_modifier_groups (store_item_id, modifier_group_id)
                         select ${storeItemId}, id from unnest(${intArray(groupIds)}) as wanted(id)
                         on conflict do nothing`);
  }
}
