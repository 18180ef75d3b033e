import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import * as schema from './schema/index.ts';
import { avoidTrigramOperators } from './trigramOperators.ts';

export type Schema = typeof schema;
/** The common base of the PGlite and node-postgres drivers; code is written against this only. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies the committed drizzle-kit migrations (pg_trgm and btree_gin first: the indexes need them). */
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the whole database as a tarball, to clone it quickly. */
  dump?: () => Promise<Blob>;
}

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** dataDir undefined = in memory; loadDataDir restores a dump made by `dumpPglite` (tests clone one). */
export async function openPglite(dataDir: string | undefined, loadDataDir?: Blob): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create({ dataDir, loadDataDir, extensions: { pg_trgm, btree_gin } });
  avoidTrigramOperators();
  const db = drizzlePglite({ client, schema, casing: 'snake_case' });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    async migrate() {
      await db.execute(sql`create extension if not exists pg_trgm`);
      await db.execute(sql`create extension if not exists btree_gin`);
      await migratePglite(db, { migrationsFolder });
    },
    close: () => client.close(),
    dump: () => client.dumpDataDir('none'),
  };
}

/**
 * Session settings of every pooled connection. Synchronised sequential scans are off: with them, a scan
 * of a big table starts wherever a concurrent scan of it happens to be, so a capped count that the planner
 * expects to stop near the start of the table (one big store's items) read most of the table instead,
 * one request in several: 94 requests/s with a p95 of 250 ms on the filtered inventory page, against
 * 262 requests/s and 69 ms without (bench, same load).
 */
const SESSION_OPTIONS = '-c synchronize_seqscans=off';

export async function openPostgres(connectionString: string, max = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max, options: SESSION_OPTIONS });
  // An idle connection the server drops (restart, failover, a dropped database) must not crash the process:
  // without a listener the pool re-throws it as an unhandled 'error' event. The pool replaces the connection.
  pool.on('error', (error) => console.error(`PostgreSQL dropped an idle connection: ${error.message}`));
  await pool.query('select 1');
  const db = drizzlePg({ client: pool, schema, casing: 'snake_case' });
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    async migrate() {
      await db.execute(sql`create extension if not exists pg_trgm`);
      await db.execute(sql`create extension if not exists btree_gin`);
      await migratePg(db, { migrationsFolder });
    },
    close: () => pool.end(),
  };
}
