// Keeps every menu's membership true as the store changes. Every write path that changes what the rules
// read of a store item (created, edited, imported, re-linked to another global item, given or losing
// modifier groups, deleted) calls keepMenusCurrent in its transaction, after its writes.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { selectRows } from '../../db/rows.ts';
import { intArray } from '../catalogue/sql.ts';
import { markCountsStale, markStoreTotalStale } from './counts.ts';
import { syncMembership, type HandChange, type MenuWithRules } from './membership.ts';
import { judgingWholeStores } from './planner.ts';
import { engineRules } from './ruleStore.ts';

/**
 * Locks the store's live menus against a concurrent rules save or menu delete (which take FOR UPDATE),
 * without making writers of items wait for one another (FOR KEY SHARE does not conflict with itself nor
 * with the counts marking), and answers them with their rules, read after the lock.
 */
export async function lockStoreMenus(db: Db, storeId: number, onlyMenuId?: number): Promise<MenuWithRules[]> {
  const locked = await selectRows<{ id: number }>(
    db,
    sql`select id from menus where store_id = ${storeId} and deleted_at is null ${onlyMenuId === undefined ? sql`` : sql`and id = ${onlyMenuId}`}
        order by id for key share`,
  );
  const ids = locked.map((row) => Number(row.id));
  const rules = await engineRules(db, ids);
  return ids.map((id) => ({ id, rules: rules.get(id) ?? [] }));
}

export interface UpkeepOptions {
  /** a decision taken by hand on one menu instead */
  hand?: { menuId: number; change: HandChange };
  /** the items were created in this transaction */
  created?: boolean;
}

/**
 * Brings the store's menus in line for these items of the store, and marks the counts that may have moved
 * (the menus' and the store's item total).
 */
export async function keepMenusCurrent(db: Db, storeId: number, itemIds: readonly number[], options: UpkeepOptions = {}): Promise<Map<number, number>> {
  const { hand, created } = options;
  if (itemIds.length === 0) return new Map();
  const menus = await lockStoreMenus(db, storeId, hand?.menuId);
  // Last, so the lock on the store's total is held only until the caller commits.
  const done = async <T>(answer: T) => {
    if (!hand) await markStoreTotalStale(db, storeId);
    return answer;
  };
  if (menus.length === 0) return done(new Map<number, number>());
  await judgingWholeStores(db);
  const changed = await syncMembership(db, { storeId, menus, itemIds, hand: hand?.change, created });
  // Menus whose rows changed, and those the items are on (a category or a modifier link counts too);
  // created items are only on the menus that just took them in.
  const onMenus = created
    ? []
    : await selectRows<{ menu_id: number }>(
        db,
        sql`select distinct menu_id from menu_items where store_item_id = any(${intArray(itemIds)}) and active
              and menu_id = any(${intArray(menus.map((menu) => menu.id))})`,
      );
  await markCountsStale(db, [...new Set([...changed.keys(), ...onMenus.map((row) => Number(row.menu_id))])]);
  return done(changed);
}

/** keepMenusCurrent for items of any stores (a global item merged or re-linked across stores). */
export async function keepMenusCurrentAcrossStores(db: Db, itemIds: readonly number[], options: Pick<UpkeepOptions, 'created'> = {}): Promise<void> {
  if (itemIds.length === 0) return;
  const rows = await selectRows<{ store_id: number; ids: number[] }>(
    db,
    sql`select store_id, array_agg(id order by id) as ids from store_items where id = any(${intArray(itemIds)})
        group by store_id order by store_id`,
  );
  for (const row of rows) await keepMenusCurrent(db, Number(row.store_id), row.ids.map(Number), options);
}
