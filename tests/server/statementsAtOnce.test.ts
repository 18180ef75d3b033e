// readTogether: independent reads at once on a PostgreSQL pool, one after the other where there is one connection
// (a transaction, the embedded database), so node-postgres never has a statement sent while another runs.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../../server/db/client.ts';
import { selectRows } from '../../server/db/rows.ts';
import { readTogether, runsStatementsAtOnce } from '../../server/db/statementsAtOnce.ts';
import { cloneDatabase } from './helpers.ts';

let database: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ database, drop } = await cloneDatabase());
});
afterAll(() => drop());

/** A read that takes 50 ms in PostgreSQL and notes when it started and ended. */
function timedRead(db: Db, log: string[], name: string) {
  return async () => {
    log.push(`${name} start`);
    const [row] = await selectRows<{ name: string }>(db, sql`select ${name}::text as name from pg_sleep(0.05)`);
    log.push(`${name} end`);
    return row.name;
  };
}

describe('readTogether', () => {
  it('answers every read in the order given, on the pool and in a transaction', async () => {
    const log: string[] = [];
    expect(await readTogether(database.db, [timedRead(database.db, log, 'a'), timedRead(database.db, log, 'b')] as const)).toEqual(['a', 'b']);
    const inTransaction = await database.db.transaction((tx) => readTogether(tx, [timedRead(tx, log, 'c'), timedRead(tx, log, 'd')] as const));
    expect(inTransaction).toEqual(['c', 'd']);
  });

  it('runs a transaction\'s reads one after the other', async () => {
    const log: string[] = [];
    await database.db.transaction(async (tx) => {
      expect(runsStatementsAtOnce(tx)).toBe(false);
      await readTogether(tx, [timedRead(tx, log, 'a'), timedRead(tx, log, 'b')] as const);
    });
    expect(log).toEqual(['a start', 'a end', 'b start', 'b end']);
  });

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))('runs reads on the pool at once (PostgreSQL)', async () => {
    const log: string[] = [];
    expect(runsStatementsAtOnce(database.db)).toBe(true);
    await readTogether(database.db, [timedRead(database.db, log, 'a'), timedRead(database.db, log, 'b')] as const);
    expect(log.slice(0, 2)).toEqual(['a start', 'b start']);
  });
});
