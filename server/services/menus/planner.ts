import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/**
 * For the rest of the transaction: statements that judge every item of a store (100,000 on the largest)
 * against rules. No JIT: its compilation took 1.5 s of a 2.8 s preview on PostgreSQL 15 and saves nothing
 * on a single pass; room to keep the judged items in memory instead of spilling them to disk.
 */
export async function judgingWholeStores(db: Db): Promise<void> {
  await db.execute(sql`select set_config('jit', 'off', true), set_config('work_mem', '64MB', true)`);
}
