// The counts of spec 001 §3 kept on the menus row. Writers mark a menu stale in their transaction; the next
// read of the menu recounts it. A recount locks the rows it recounts (skipping any a writer holds) and
// counts in a statement of its own, so it sees every writer that marked before it; a writer that marks
// later waits for the lock and marks again, and the read after recounts once more.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { selectRows } from '../../db/rows.ts';
import { intArray } from '../catalogue/sql.ts';

/** Marks the menus' counts stale: always writes (even a menu stale already), see above. */
export async function markCountsStale(db: Db, menuIds: readonly number[]): Promise<void> {
  if (menuIds.length === 0) return;
  await db.execute(sql`update menus set counts_stale = true where id = any(${intArray([...menuIds].sort((a, b) => a - b))})`);
}

/** Recounts these menus now; the caller's transaction holds their row locks. */
export async function recountMenus(db: Db, menuIds: readonly number[]): Promise<void> {
  if (menuIds.length === 0) return;
  await db.execute(sql`
    update menus m set menu_item_count = c.items, store_item_count = c.independent, unique_category_count = c.categories,
                       modifier_item_count = c.modifiers, counts_stale = false
    from (
      select wanted.id,
             count(si.id)::int as items,
             (count(si.id) filter (where si.sell_independently))::int as independent,
             count(distinct si.category_id)::int as categories,
             (select count(distinct o.store_item_id)::int
                from menu_items mo
                join store_items so on so.id = mo.store_item_id and so.deleted_at is null
                join store_item_modifier_groups l on l.store_item_id = mo.store_item_id
                join modifier_groups g on g.id = l.modifier_group_id and g.deleted_at is null
                join modifier_options o on o.modifier_group_id = g.id
                join store_items oi on oi.id = o.store_item_id and oi.deleted_at is null
               where mo.menu_id = wanted.id and mo.active) as modifiers
      from unnest(${intArray(menuIds)}) as wanted(id)
      left join menu_items mi on mi.menu_id = wanted.id and mi.active
      left join store_items si on si.id = mi.store_item_id and si.deleted_at is null
      group by wanted.id
    ) c
    where m.id = c.id`);
}

/**
 * Recounts the stale menus among `menuIds` that no writer holds at the moment; answers whether any was
 * recounted (then the caller reads them again).
 */
export async function refreshStaleCounts(db: Db, menuIds: readonly number[]): Promise<boolean> {
  if (menuIds.length === 0) return false;
  return db.transaction(async (tx) => {
    const locked = await selectRows<{ id: number }>(
      tx,
      sql`select id from menus where id = any(${intArray(menuIds)}) and counts_stale order by id for no key update skip locked`,
    );
    await recountMenus(
      tx,
      locked.map((row) => Number(row.id)),
    );
    return locked.length > 0;
  });
}

/** Marks the store's item total stale; always writes, for the reason given at the top of this file. */
export async function markStoreTotalStale(db: Db, storeId: number): Promise<void> {
  await db.execute(sql`insert into store_menu_totals (store_id) values (${storeId})
                       on conflict (store_id) do update set stale = true`);
}

const liveItems = (storeId: number) => sql`select count(*)::int from store_items where store_id = ${storeId} and deleted_at is null`;

/** The store's live items (total_store_item_count): the kept total, recounted first when stale. */
export async function storeItemTotal(db: Db, storeId: number): Promise<number> {
  const [kept] = await selectRows<{ store_item_count: number; stale: boolean }>(
    db,
    sql`select store_item_count, stale from store_menu_totals where store_id = ${storeId}`,
  );
  if (kept && !kept.stale) return Number(kept.store_item_count);
  return db.transaction(async (tx) => {
    await tx.execute(sql`insert into store_menu_totals (store_id) values (${storeId}) on conflict (store_id) do nothing`);
    const locked = await selectRows<{ stale: boolean }>(
      tx,
      sql`select stale from store_menu_totals where store_id = ${storeId} for no key update skip locked`,
    );
    // A writer holds it: count for this answer only, it will mark the total stale again anyway.
    if (!locked.length) return Number((await selectRows<{ count: number }>(tx, sql`select (${liveItems(storeId)}) as count`))[0].count);
    const [row] = await selectRows<{ store_item_count: number }>(
      tx,
      sql`update store_menu_totals set store_item_count = (${liveItems(storeId)}), stale = false where store_id = ${storeId}
          returning store_item_count`,
    );
    return Number(row.store_item_count);
  });
}
