import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { intArray } from './catalogue/sql.ts';

/** Tables whose rows are the parents of sets that writers replace whole. */
export type ParentTable = 'stores' | 'users';

/**
 * Locks the parent rows until the transaction ends, so writers that replace a set under a parent (a
 * store's hours, the items linked to a global item, an upload's job, a user's notification preferences)
 * run one after another. Each reads the set after the lock, so the last one's set wins whole. Ids in
 * order, so two writers never deadlock; `no key update` still lets other transactions insert rows that
 * refer to the parent.
 */
export async function lockParents(tx: Db, table: ParentTable, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const ordered = [...new Set(ids)].sort((a, b) => a - b);
  await tx.execute(sql`select id from ${sql.identifier(table)} where id = any(${intArray(ordered)}) order by id for no key update`);
}

export const lockStores = (tx: Db, storeIds: readonly number[]) => lockParents(tx, 'stores', storeIds);
