// What each partner last accepted from a store (partner_menu_snapshots): kept as a digest, set when a push
// is accepted; the digest of a push under way waits as pending until the partner answers.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { selectRows } from '../../db/rows.ts';
import type { MenuDigest } from './menuDigest.ts';

export async function savePending(db: Db, storeId: number, partnerId: number, syncId: number, digest: MenuDigest, builtAt: Date): Promise<void> {
  await db.execute(sql`
    insert into partner_menu_snapshots (store_id, partner_id, pending_digest, pending_built_at, pending_sync_id)
    values (${storeId}, ${partnerId}, ${JSON.stringify(digest)}::jsonb, ${builtAt.toISOString()}, ${syncId})
    on conflict (store_id, partner_id) do update
      set pending_digest = excluded.pending_digest, pending_built_at = excluded.pending_built_at, pending_sync_id = excluded.pending_sync_id`);
}

/**
 * Makes this push's digest the accepted one (minus the items the partner refused), unless a menu read
 * later was accepted already.
 */
export async function acceptPending(tx: Db, storeId: number, partnerId: number, syncId: number, refusedItems: readonly string[]): Promise<void> {
  const [pending] = await selectRows<{ pending_digest: MenuDigest | null; pending_built_at: Date | string | null }>(
    tx,
    sql`select pending_digest, pending_built_at from partner_menu_snapshots
        where store_id = ${storeId} and partner_id = ${partnerId} and pending_sync_id = ${syncId} for update`,
  );
  if (!pending?.pending_digest || !pending.pending_built_at) return;
  const digest = pending.pending_digest;
  for (const id of refusedItems) delete digest.items[id];
  await tx.execute(sql`
    update partner_menu_snapshots
    set accepted_digest = ${JSON.stringify(digest)}::jsonb, accepted_built_at = pending_built_at, accepted_at = now(), accepted_sync_id = ${syncId},
        pending_digest = null, pending_built_at = null, pending_sync_id = null
    where store_id = ${storeId} and partner_id = ${partnerId} and pending_sync_id = ${syncId}
      and (accepted_built_at is null or accepted_built_at <= pending_built_at)`);
}

/** Drops this push's pending digest (it failed). */
export async function dropPending(tx: Db, storeId: number, partnerId: number, syncId: number): Promise<void> {
  await tx.execute(sql`
    update partner_menu_snapshots set pending_digest = null, pending_built_at = null, pending_sync_id = null
    where store_id = ${storeId} and partner_id = ${partnerId} and pending_sync_id = ${syncId}`);
}

export async function acceptedDigest(db: Db, storeId: number, partnerId: number): Promise<{ digest: MenuDigest | null; acceptedAt: Date | null }> {
  const [row] = await selectRows<{ accepted_digest: MenuDigest | null; accepted_at: Date | string | null }>(
    db,
    sql`select accepted_digest, accepted_at from partner_menu_snapshots where store_id = ${storeId} and partner_id = ${partnerId}`,
  );
  const at = row?.accepted_at ?? null;
  return { digest: row?.accepted_digest ?? null, acceptedAt: at === null ? null : at instanceof Date ? at : new Date(at) };
}
