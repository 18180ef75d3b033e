// A menu's items: the paged list (not in the spec), and the decisions taken by hand
// (POST /stores/{id}/menu/items?active=, DELETE /stores/{id}/menu/menu-item).
import { sql } from 'drizzle-orm';
import type { MenuItemRow, MenuItemsAnswer, MenuItemsBody, MenuItemsChangeAnswer, MenuItemsQuery } from '../../../src/contract/menus.ts';
import type { Db } from '../../db/client.ts';
import { selectRows } from '../../db/rows.ts';
import { badRequest } from '../../http/errors.ts';
import { allOf, intArray } from '../catalogue/sql.ts';
import { storeItemSearch } from '../catalogue/storeItemFilters.ts';
import { recountMenus } from './counts.ts';
import type { HandChange } from './membership.ts';
import { assertMenu, lockMenu } from './query.ts';
import { ITEM_SUMMARY_COLUMNS } from './preview.ts';
import { keepMenusCurrent } from './upkeep.ts';

export async function listMenuItems(db: Db, storeId: number, menuId: number, query: MenuItemsQuery): Promise<MenuItemsAnswer> {
  await assertMenu(db, storeId, menuId);
  const search = storeItemSearch(storeId, { search_string: query.search_string });
  const where = allOf([
    sql`mi.menu_id = ${menuId}`,
    sql`mi.active = ${query.active ?? true}`,
    sql`si.deleted_at is null`,
    ...(search ? [search.equals ? sql`(${search.name} or ${search.equals})` : search.name] : []),
  ]);
  const [rows, [{ count }]] = await Promise.all([
    selectRows<MenuItemRow & Record<string, unknown>>(
      db,
      sql`select ${ITEM_SUMMARY_COLUMNS}, mi.active as on_menu, mi.hand, mi.rule_added, mi.rule_removed
          from menu_items mi join store_items si on si.id = mi.store_item_id
          where ${where} order by si.name_key, si.id limit ${query.limit ?? 20} offset ${query.offset ?? 0}`,
    ),
    selectRows<{ count: number }>(
      db,
      sql`select count(*)::int as count from menu_items mi join store_items si on si.id = mi.store_item_id where ${where}`,
    ),
  ]);
  return { count: Number(count), items: rows.map((row) => ({ ...row, id: Number(row.id), price: Number(row.price) })) };
}

async function menuItemCount(db: Db, menuId: number): Promise<number> {
  const [row] = await selectRows<{ count: number }>(db, sql`select menu_item_count as count from menus where id = ${menuId}`);
  return Number(row.count);
}

/** A decision by hand on items of the store; ids that are not live items of the store are a 400 naming them. */
export async function decideByHand(db: Db, storeId: number, body: MenuItemsBody, change: HandChange): Promise<MenuItemsChangeAnswer> {
  const ids = [...new Set(body.store_item_ids)];
  return db.transaction(async (tx) => {
    // FOR KEY SHARE, as item writers take it: a rules save waits for this, item writers and other hand
    // decisions do not. The recount below then takes the menu's row (after the rows are written, so an item
    // writer holding a row of this menu never waits for this transaction while it waits for the item writer).
    await lockMenu(tx, storeId, body.menu_id, sql`for key share`);
    // FOR SHARE: an item write in progress on one of them finishes first (the rules then judge what it wrote),
    // and one arriving now waits for this decision.
    const live = await selectRows<{ id: number }>(
      tx,
      sql`select id from store_items where id = any(${intArray(ids)}) and store_id = ${storeId} and deleted_at is null
          order by id for share`,
    );
    const foreign = ids.filter((id) => !live.some((row) => Number(row.id) === id));
    if (foreign.length) throw badRequest(`store_item_ids: ${foreign.join(', ')} are not items of this store`);
    const changed = await keepMenusCurrent(tx, storeId, ids, { hand: { menuId: body.menu_id, change } });
    // The user looks at the count next: recount now, in a statement after taking the menu's row, so it
    // sees every writer that marked the menu before.
    await lockMenu(tx, storeId, body.menu_id, sql`for no key update`);
    await recountMenus(tx, [body.menu_id]);
    return { updated: changed.get(body.menu_id) ?? 0, menu_item_count: await menuItemCount(tx, body.menu_id) };
  });
}
