import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { selectRows } from '../../db/rows.ts';
import { badRequest } from '../../http/errors.ts';
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

/** Puts the store item on exactly these menus of its store (a 400 names the ids that are not). */
export async function replaceMenus(db: Db, storeId: number, storeItemId: number, menuIds: number[]): Promise<void> {
  const foreign = await foreignIds(db, 'menus', storeId, menuIds);
  if (foreign.length) throw badRequest(`menus: ${foreign.join(', ')} are not menus of this store`);
  await db.execute(sql`delete from menu_items where store_item_id = ${storeItemId} and not (menu_id = any(${intArray(menuIds)}))`);
  if (menuIds.length) {
    await db.execute(sql`insert into menu_items (menu_id, store_item_id, active)
                         select id, ${storeItemId}, true from unnest(${intArray(menuIds)}) as wanted(id)
                         on conflict do nothing`);
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
