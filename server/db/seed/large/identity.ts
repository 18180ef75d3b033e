// Explicit ids for the generated rows, so they are deterministic and known without reading them back.
import { sql } from 'drizzle-orm';
import type { Db } from '../../client.ts';
import { selectRows } from '../../rows.ts';

/** The highest id in a table (0 when empty); generated ids start after it. */
export async function maxId(db: Db, table: string): Promise<number> {
  const [row] = await selectRows<{ max: number }>(db, sql`select coalesce(max(id), 0)::int as max from ${sql.identifier(table)}`);
  return Number(row?.max ?? 0);
}

/** Moves the identity sequence past the ids inserted explicitly. */
export async function syncIdentity(db: Db, table: string): Promise<void> {
  await db.execute(
    sql`select setval(pg_get_serial_sequence(${table}, 'id'), greatest((select coalesce(max(id), 0) from ${sql.identifier(table)}), 1))`,
  );
}
