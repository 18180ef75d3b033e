import { sql } from 'drizzle-orm';
import type { LinkedStore, LinkedStoreItem, LinkedStoresQuery } from '../../../src/contract/catalogue.ts';
import type { Db } from '../../db/client.ts';
import { selectRows } from '../../db/rows.ts';
import type { AuthContext } from '../../http/access.ts';
import { isInternal } from '../../http/tenancy.ts';
import { keepMenusCurrentAcrossStores } from '../menus/upkeep.ts';
import { lockStores } from '../locks.ts';
import { assertStoresIn, type GlobalItemRef } from './access.ts';
import { allOf, intArray, likePattern } from './sql.ts';

/** The stores an item may be linked to: its company's, or for a shared item the caller's reach. */
function storeScope(auth: AuthContext, item: GlobalItemRef) {
  if (item.company_id !== null) return sql`s.company_id = ${item.company_id}`;
  return isInternal(auth) ? sql`true` : sql`s.company_id = ${auth.companyId ?? -1}`;
}

export async function linkedOrUnlinkedStores(db: Db, auth: AuthContext, item: GlobalItemRef, query: LinkedStoresQuery) {
  const link = sql`(select min(si.id) from store_items si where si.store_id = s.id and si.item_id = ${item.id} and si.deleted_at is null)`;
  const search = query.search_string?.trim();
  const where = allOf([
    sql`s.deleted_at is null`,
    storeScope(auth, item),
    query.linked === false ? sql`${link} is null` : sql`${link} is not null`,
    ...(search ? [sql`s.name ilike ${likePattern(search)}`] : []),
  ]);
  const [stores, [{ count }]] = await Promise.all([
    selectRows<LinkedStore>(
      db,
      sql`select s.id, s.name, s.company_id, ${link} as store_item_id from stores s where ${where}
          order by s.name, s.id limit ${query.limit ?? 20} offset ${query.offset ?? 0}`,
    ),
    selectRows<{ count: number }>(db, sql`select count(*)::int as count from stores s where ${where}`),
  ]);
  return { count: Number(count), stores };
}

/** Creates a store item from the global item in each store that has none linked yet (idempotent). */
export async function linkStores(db: Db, auth: AuthContext, item: GlobalItemRef, storeIds: readonly number[]) {
  await assertStoresIn(db, auth, storeIds, item.company_id);
  const ids = [...new Set(storeIds)];
  return db.transaction(async (tx) => {
    await lockStores(tx, ids);
    const created = await selectRows<{ id: number }>(
      tx,
      sql`insert into store_items (store_id, item_id, name, upc, size, unit_count, description, price, images,
                                   category_id, sub_category_id, quantity, active, sale_state, is_reviewed, match_result)
          select s.id, gi.id, gi.name, gi.upc, gi.size, gi.unit_count, left(gi.description, 350), coalesce(gi.retail_price, 0),
                 gi.images, gi.category_id, gi.sub_category_id, 1, gi.status = 'active', 'for_sale', true, 'match'
          from stores s cross join global_items gi
          where s.id = any(${intArray(ids)}) and gi.id = ${item.id}
            and not exists (select 1 from store_items si where si.store_id = s.id and si.item_id = gi.id and si.deleted_at is null)
          returning id`,
    );
    await keepMenusCurrentAcrossStores(tx, created.map((row) => Number(row.id)), { created: true });
    return { linked: created.length, already_linked: ids.length - created.length };
  });
}

/** Unlinks: the stores' items stay (nothing is lost) but no longer point at the global item. */
export async function unlinkStores(db: Db, auth: AuthContext, item: GlobalItemRef, storeIds: readonly number[]) {
  await assertStoresIn(db, auth, storeIds, item.company_id);
  const unlinked = await db.transaction(async (tx) => {
    const rows = await selectRows<{ id: number }>(
      tx,
      sql`update store_items set item_id = null, match_result = null, updated_at = now()
          where item_id = ${item.id} and store_id = any(${intArray(storeIds)}) and deleted_at is null returning id`,
    );
    // The items lose the global item's tags.
    await keepMenusCurrentAcrossStores(tx, rows.map((row) => Number(row.id)));
    return rows.length;
  });
  return { unlinked };
}

export async function linkedStoreItems(db: Db, auth: AuthContext, item: GlobalItemRef, page: { offset?: number; limit?: number }) {
  const where = sql`si.item_id = ${item.id} and si.deleted_at is null and s.deleted_at is null and ${storeScope(auth, item)}`;
  const [list, [{ count }]] = await Promise.all([
    selectRows<LinkedStoreItem>(
      db,
      sql`select si.id, si.store_id, s.name as store_name, si.name, si.upc, si.price::float8 as price, si.active, si.sale_state
          from store_items si join stores s on s.id = si.store_id where ${where}
          order by s.name, si.id limit ${page.limit ?? 20} offset ${page.offset ?? 0}`,
    ),
    selectRows<{ count: number }>(db, sql`select count(*)::int as count from store_items si join stores s on s.id = si.store_id where ${where}`),
  ]);
  return { count: Number(count), list };
}
