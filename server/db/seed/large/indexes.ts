// Bulk loads run faster without secondary indexes; they are rebuilt once, from their own definitions.
import { sql } from 'drizzle-orm';
import type { Db } from '../../client.ts';
import { selectRows } from '../../rows.ts';
import { timed } from './progress.ts';

interface IndexRow extends Record<string, unknown> {
  indexname: string;
  indexdef: string;
}

/** Drops the indexes of `tables` that back no constraint, runs `load`, then recreates them whatever happened. */
export async function withoutSecondaryIndexes<T>(db: Db, tables: readonly string[], load: () => Promise<T>): Promise<T> {
  const indexes = await selectRows<IndexRow>(
    db,
    sql`select i.indexname, i.indexdef from pg_indexes i
        where i.schemaname = 'public' and i.tablename in (${sql.join(tables.map((t) => sql`${t}`), sql`, `)})
          and not exists (select 1 from pg_constraint c where c.conname = i.indexname)
        order by i.tablename, i.indexname`,
  );
  for (const index of indexes) await db.execute(sql`drop index if exists ${sql.identifier(index.indexname)}`);
  try {
    return await load();
  } finally {
    await timed(`rebuilt ${indexes.length} indexes of ${tables.join(', ')}`, async () => {
      for (const index of indexes) {
        const create = index.indexdef.replace(/^CREATE (UNIQUE )?INDEX /, 'CREATE $1INDEX IF NOT EXISTS ');
        await db.transaction(async (tx) => {
          await tx.execute(sql`set local maintenance_work_mem = '512MB'`);
          await tx.execute(sql.raw(create));
        });
      }
    });
  }
}
