import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { selectRows } from '../../db/rows.ts';
import { enqueue } from '../../jobs/queue.ts';

/**
 * Asks for the store's changed items to be matched, in the caller's transaction (the job exists if and
 * only if the change commits). One waiting job per store is enough; when the store's job is already
 * running it may have read its items before this change, so one more waits behind it (its own key).
 * `all`: match every item again, not only the changed ones (on demand).
 */
export async function enqueueMatching(tx: Db, storeId: number, options: { all?: boolean } = {}): Promise<void> {
  const payload = options.all ? { storeId, all: true } : { storeId };
  const dedupeKey = `store:${storeId}${options.all ? ':all' : ''}`;
  const queued = await enqueue(tx, 'item-matching', payload, { dedupeKey });
  if (queued.created) return;
  const [job] = await selectRows<{ status: string }>(tx, sql`select status from jobs where id = ${queued.id}`);
  if (job?.status === 'running') await enqueue(tx, 'item-matching', payload, { dedupeKey: `${dedupeKey}:next`, delayMs: 2_000 });
}
