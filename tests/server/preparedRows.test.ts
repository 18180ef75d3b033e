// selectPreparedRows: a named statement per SQL text, so it must answer each call's own parameters, keep
// apart statements whose text differs, and run inside a transaction on the transaction's connection.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/client.ts';
import { selectPreparedRows } from '../../server/db/rows.ts';
import { cloneDatabase } from './helpers.ts';

let database: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ database, drop } = await cloneDatabase());
});
afterAll(() => drop());

const doubled = (value: number) => sql`select ${value}::int * 2 as answer`;
const tripled = (value: number) => sql`select ${value}::int * 3 as answer`;

describe('selectPreparedRows', () => {
  it('answers each call with its own parameters, many times over the pool', async () => {
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => selectPreparedRows<{ answer: number }>(database.db, doubled(i))));
    expect(answers.map(([row]) => Number(row?.answer))).toEqual(Array.from({ length: 40 }, (_, i) => i * 2));
  });

  it('keeps statements of different texts apart on the same connection', async () => {
    for (let i = 0; i < 8; i++) {
      const [[two], [three]] = await Promise.all([selectPreparedRows<{ answer: number }>(database.db, doubled(i)), selectPreparedRows<{ answer: number }>(database.db, tripled(i))]);
      expect([Number(two?.answer), Number(three?.answer)]).toEqual([i * 2, i * 3]);
    }
  });

  it('reads what its transaction wrote', async () => {
    const seen = await database.db.transaction(async (tx) => {
      await tx.execute(sql`create temporary table prepared_probe (n int) on commit drop`);
      await tx.execute(sql`insert into prepared_probe values (7)`);
      return selectPreparedRows<{ n: number }>(tx, sql`select n from prepared_probe where n = ${7}`);
    });
    expect(seen.map((row) => Number(row.n))).toEqual([7]);
  });
});
