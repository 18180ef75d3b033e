import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { intArray } from '../catalogue/sql.ts';

/**
 * Locks the stores' rows until the transaction ends, so writers that replace a set under a store (its
 * hours, the items linked to a global item, an upload's job) run one after another. Each reads the set
 * after the lock, so the last one's set wins whole. Ids in order, so two writers never deadlock; `no key
 * update` still lets other transactions insert rows that refer to the store.
 */
export async function lockStores(tx: Db, storeIds: readonly number[]): Promise<void> {
  if (storeIds.length === 0) return;
  const ordered = [...new Set(storeIds)].sort((a, b) => a - b);
  await tx.execute(sql`select id from stores where id = any(${intArray(ordered)}) order by id for no key update`);
}
