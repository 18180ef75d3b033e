import { createHash } from 'node:crypto';
import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

/**
 * Runs raw SQL and returns its rows. PGlite and node-postgres both answer `{ rows }`, but the common
 * PgDatabase base types the answer as unknown. Cast counts in SQL (`count(*)::int`): the drivers differ.
 */
export async function selectRows<T extends Record<string, unknown>>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const dialect = new PgDialect({ casing: 'snake_case' });

/** The SQL text and parameter values `query` runs with. */
export const compiledQuery = (query: SQL) => dialect.sqlToQuery(query);

/** A prepared statement's name, from its SQL text: the same text is the same statement on every connection. */
const statementName = (text: string) => `rows_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;

/**
 * `selectRows` as a named statement, named after its SQL text: on PostgreSQL each connection parses and
 * plans it once instead of on every request (planning was a third of the menu list's database time).
 * For the hot reads only: every distinct text (one per shape of filters) stays prepared on each pooled
 * connection, so the SQL must not inline values that vary (drizzle's `sql` passes them as parameters).
 */
export async function selectPreparedRows<T extends Record<string, unknown>>(db: Db, query: SQL): Promise<T[]> {
  const compiled = compiledQuery(query);
  const prepared = db._.session.prepareQuery(compiled, undefined, statementName(compiled.sql), false);
  const result = (await prepared.execute()) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * A fixed statement with named placeholders (`sql.placeholder('name')`), compiled and named once: each call only
 * binds the values and runs it, prepared once per connection like `selectPreparedRows`, without rebuilding the text.
 */
export function preparedStatement<T extends Record<string, unknown>>(query: SQL): (db: Db, values: Record<string, unknown>) => Promise<T[]> {
  const compiled = compiledQuery(query);
  const name = statementName(compiled.sql);
  return async (db, values) => {
    const result = (await db._.session.prepareQuery(compiled, undefined, name, false).execute(values)) as unknown as { rows: T[] };
    return result.rows;
  };
}

/**
 * A page's ids (an int[] value or placeholder) as rows `page(id, position)`: the second statement of a list
 * reads the rows its first found, in that order, by a plan that never depends on the ids.
 */
export const idsInOrder = (ids: SQL | Placeholder) => sql`unnest(${ids}::int[]) with ordinality as page(id, position)`;
