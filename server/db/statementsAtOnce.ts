import pg from 'pg';
import type { Db } from './client.ts';

/**
 * Whether statements may run at once on `db`: on a PostgreSQL pool each gets a connection of its own; a
 * transaction, like the embedded database, has one connection, on which node-postgres can only queue them
 * (a queue it deprecates: pg 9 refuses a statement sent while another runs).
 */
export const runsStatementsAtOnce = (db: Db): boolean => (db as { $client?: unknown }).$client instanceof pg.Pool;

/** Reads that do not depend on one another: at once where `db` allows it, otherwise one after the other. */
export async function readTogether<T extends readonly unknown[]>(db: Db, reads: { [K in keyof T]: () => Promise<T[K]> }): Promise<T> {
  if (runsStatementsAtOnce(db)) return (await Promise.all(reads.map((read) => read()))) as unknown as T;
  const answers: unknown[] = [];
  for (const read of reads) answers.push(await read());
  return answers as unknown as T;
}
