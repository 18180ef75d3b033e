import { sql, type SQL } from 'drizzle-orm';
import type { SaleState, StoreBulkBody } from '../../../src/contract/inventory.ts';
import type { Db } from '../../db/client.ts';
import { selectRows } from '../../db/rows.ts';
import { badRequest } from '../../http/errors.ts';
import { keepMenusCurrent } from '../menus/upkeep.ts';
import { allOf, intArray } from './sql.ts';
import { storeItemConditions } from './storeItemFilters.ts';

/** item_ids within the store, or (select_all) every item of the store matching the filters. */
function target(storeId: number, body: StoreBulkBody, extra: SQL[] = []): SQL {
  if (body.select_all) return allOf([...storeItemConditions(storeId, body.filters ?? {}), ...extra]);
  if (!body.item_ids?.length) throw badRequest('item_ids is required unless select_all is true');
  return allOf([sql`si.store_id = ${storeId}`, sql`si.deleted_at is null`, sql`si.id = any(${intArray(body.item_ids)})`, ...extra]);
}

async function changed(db: Db, statement: SQL): Promise<number> {
  const [row] = await db.transaction((tx) => selectRows<{ count: number }>(tx, sql`with changed as (${statement}) select count(*)::int as count from changed`));
  return Number(row.count);
}

export function bulkSetActive(db: Db, storeId: number, active: boolean, body: StoreBulkBody) {
  return changed(db, sql`update store_items si set active = ${active}, updated_at = now() where ${target(storeId, body)} and si.active <> ${active} returning 1`);
}

export function bulkSetSaleState(db: Db, storeId: number, state: SaleState, itemIds: number[]) {
  return changed(
    db,
    sql`update store_items si set sale_state = ${state}, updated_at = now()
        where ${target(storeId, { item_ids: itemIds })} and si.sale_state <> ${state} returning 1`,
  );
}

/** Soft delete; `active` (optional) narrows the deletion to items of that availability. The items leave their menus. */
export async function bulkDeleteStoreItems(db: Db, storeId: number, body: StoreBulkBody, active: boolean | undefined) {
  const extra = active === undefined ? [] : [sql`si.active = ${active}`];
  return db.transaction(async (tx) => {
    const deleted = await selectRows<{ id: number }>(
      tx,
      sql`update store_items si set deleted_at = now(), updated_at = now() where ${target(storeId, body, extra)} returning si.id`,
    );
    await keepMenusCurrent(tx, storeId, deleted.map((row) => Number(row.id)));
    return deleted.length;
  });
}
