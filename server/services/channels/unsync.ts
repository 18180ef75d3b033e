// Changes not pushed yet, per store and linked partner: store items, menus and fee rules changed, and the
// link itself, since the menu the partner last accepted was read. A partner never pushed to lacks every
// live item: the store's kept item total (counted when stale). Otherwise the count walks at most 1,001
// entries of the store's (store_id, updated_at) index, reading the index only, so it costs the same on a
// 20-item and a 100,000-item store.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { intArray } from '../catalogue/sql.ts';
import { selectPreparedRows } from '../../db/rows.ts';
import { storeItemTotal } from '../menus/counts.ts';

/** Counting stops here; the answer says "1000+" (count_exact false). */
export const UNSYNC_CAP = 1000;

export interface UnsyncCell {
  storeId: number;
  partnerId: number;
  partner: string;
  count: number;
  exact: boolean;
  neverPushed: boolean;
  /** never pushed, and the store's item total was not kept (or stale): the count walked the store's items */
  walkedTotal: boolean;
}

interface Row extends Record<string, unknown> {
  store_id: number;
  partner_id: number;
  partner: string;
  never_pushed: boolean;
  total_kept: boolean;
  items: number;
  others: number;
}

export async function unsyncCounts(db: Db, storeIds: readonly number[]): Promise<UnsyncCell[]> {
  if (storeIds.length === 0) return [];
  const rows = await selectPreparedRows<Row>(
    db,
    sql`select sp.store_id, sp.partner_id, p.name as partner, snap.accepted_built_at is null as never_pushed,
               exists (select 1 from store_menu_totals t where t.store_id = sp.store_id and not t.stale) as total_kept,
               case when snap.accepted_built_at is null then
                 coalesce((select least(t.store_item_count, ${UNSYNC_CAP + 1}) from store_menu_totals t where t.store_id = sp.store_id and not t.stale),
                          (select count(*)::int from (
                             select 1 from store_items si where si.store_id = sp.store_id and si.deleted_at is null limit ${UNSYNC_CAP + 1}) live))
               else (select count(*)::int from (
                       select 1 from store_items si where si.store_id = sp.store_id and si.updated_at > snap.accepted_built_at
                       limit ${UNSYNC_CAP + 1}) changed) end as items,
               case when snap.accepted_built_at is null then 0 else
                 (select count(*)::int from menus m where m.store_id = sp.store_id and m.updated_at > snap.accepted_built_at)
                 + (select count(*)::int from store_fees f where f.store_id = sp.store_id and f.updated_at > snap.accepted_built_at)
                 + (sp.updated_at > snap.accepted_built_at)::int end as others
        from store_partners sp
        join partners p on p.id = sp.partner_id
        left join partner_menu_snapshots snap on snap.store_id = sp.store_id and snap.partner_id = sp.partner_id
        where sp.store_id = any(${intArray(storeIds)}) and sp.menu_enabled
        order by sp.store_id, sp.partner_id`,
  );
  return rows.map((row) => {
    const exact = row.items <= UNSYNC_CAP;
    return {
      storeId: row.store_id,
      partnerId: row.partner_id,
      partner: row.partner,
      count: Math.min(row.items, UNSYNC_CAP) + Number(row.others),
      exact,
      neverPushed: row.never_pushed,
      walkedTotal: row.never_pushed && !row.total_kept,
    };
  });
}

/**
 * One store's cells. When a never-pushed partner's count had to walk the store's items, the store's item total
 * is counted and kept afterwards (as the menu list keeps it), so the following requests read it instead of
 * walking 1,001 index entries per partner; writers mark it stale, and the first read after recounts.
 */
export async function storeUnsyncCounts(db: Db, storeId: number): Promise<UnsyncCell[]> {
  const cells = await unsyncCounts(db, [storeId]);
  if (cells.some((cell) => cell.walkedTotal)) await storeItemTotal(db, storeId);
  return cells;
}
