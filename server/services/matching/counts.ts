// The counts of the Manual matches screen kept per store (store_match_counts). Triggers mark a store's row stale in
// the writer's transaction (migration 0019); the next read recounts it, as server/services/menus/counts.ts
// does for menus: the recount locks the row, skipping it when a writer holds it, and counts in a statement of
// its own, so it sees every writer that marked before it; a writer that marks later waits and marks again.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { selectRows } from '../../db/rows.ts';

export interface KeptCounts extends Record<string, unknown> {
  match: number;
  match_reviewed: number;
  partial: number;
  partial_reviewed: number;
  no_match: number;
}

/** The counts of the store's queue (live items, not set aside; match and partial with their proposal). */
const counted = (storeId: number) => sql`
  select count(*) filter (where m.result = 'match' and m.global_item_id is not null)::int as match,
         count(*) filter (where m.result = 'match' and m.global_item_id is not null and si.is_reviewed)::int as match_reviewed,
         count(*) filter (where m.result = 'partial' and m.global_item_id is not null)::int as partial,
         count(*) filter (where m.result = 'partial' and m.global_item_id is not null and si.is_reviewed)::int as partial_reviewed,
         count(*) filter (where m.result = 'noMatch')::int as no_match
  from store_item_matches m join store_items si on si.id = m.store_item_id
  where m.store_id = ${storeId} and not m.no_catalogue_item and si.deleted_at is null`;

const columns = sql`match, match_reviewed, partial, partial_reviewed, no_match`;

/** The store's counts: the kept row, recounted first when stale. */
export async function keptMatchCounts(db: Db, storeId: number): Promise<KeptCounts> {
  const [kept] = await selectRows<KeptCounts & { stale: boolean }>(db, sql`select ${columns}, stale from store_match_counts where store_id = ${storeId}`);
  if (kept && !kept.stale) return kept;
  return db.transaction(async (tx) => {
    await tx.execute(sql`insert into store_match_counts (store_id) values (${storeId}) on conflict (store_id) do nothing`);
    const [mine] = await selectRows<{ store_id: number }>(
      tx,
      sql`select store_id from store_match_counts where store_id = ${storeId} and stale for no key update skip locked`,
    );
    // A writer holds the row (its change is not committed yet): count without keeping the figures.
    if (!mine) return (await selectRows<KeptCounts>(tx, counted(storeId)))[0];
    const [recounted] = await selectRows<KeptCounts>(
      tx,
      sql`update store_match_counts k set match = c.match, match_reviewed = c.match_reviewed, partial = c.partial,
                 partial_reviewed = c.partial_reviewed, no_match = c.no_match, stale = false
          from (${counted(storeId)}) c where k.store_id = ${storeId} returning ${sql.raw('k.match, k.match_reviewed, k.partial, k.partial_reviewed, k.no_match')}`,
    );
    return recounted;
  });
}
