// Multi-row INSERT through unnest(): one array parameter per column, thousands of rows per statement.
import { sql } from 'drizzle-orm';
import type { Db } from '../../client.ts';

export type SqlType = 'int' | 'smallint' | 'text' | 'numeric' | 'bool' | 'time' | 'timestamptz' | 'uuid';
export type Value = string | number | boolean | null;

/** Rows gathered column by column, ready for `insert ... select * from unnest($1::t1[], $2::t2[], ...)`. */
export class ColumnRows<K extends string> {
  private readonly data: Record<K, Value[]>;
  private count = 0;

  constructor(private readonly types: Readonly<Record<K, SqlType>>) {
    this.data = Object.fromEntries(Object.keys(types).map((key) => [key, []])) as unknown as Record<K, Value[]>;
  }

  get length(): number {
    return this.count;
  }

  push(row: Readonly<Record<K, Value>>): void {
    for (const key of this.keys()) this.data[key].push(row[key]);
    this.count++;
  }

  keys(): K[] {
    return Object.keys(this.types) as K[];
  }

  typeOf(key: K): SqlType {
    return this.types[key];
  }

  values(key: K): Value[] {
    return this.data[key];
  }
}

const snake = (name: string) => name.replace(/[A-Z]|\d+/g, (c) => `_${c.toLowerCase()}`);

/**
 * Inserts every gathered row in one statement. Column keys are camelCase and map to snake_case columns.
 * `explicitIds` inserts the caller's ids into an identity column (OVERRIDING SYSTEM VALUE).
 */
export async function insertRows<K extends string>(db: Db, table: string, rows: ColumnRows<K>, explicitIds = false): Promise<number> {
  if (rows.length === 0) return 0;
  const keys = rows.keys();
  const columns = sql.raw(keys.map((key) => `"${snake(key)}"`).join(', '));
  const arrays = sql.join(
    keys.map((key) => sql`${sql.param(rows.values(key))}::${sql.raw(rows.typeOf(key))}[]`),
    sql`, `,
  );
  const overriding = explicitIds ? sql` overriding system value` : sql``;
  await db.execute(sql`insert into ${sql.identifier(table)} (${columns})${overriding} select * from unnest(${arrays})`);
  return rows.length;
}
