import type { SQL } from 'drizzle-orm';
import type { Db } from './client.ts';

/**
 * Runs raw SQL and returns its rows. PGlite and node-postgres both answer `{ rows }`, but the common
 * PgDatabase base types the answer as unknown. Cast counts in SQL (`count(*)::int`): the drivers differ.
 */
export async function selectRows<T extends Record<string, unknown>>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
