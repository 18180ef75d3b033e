// The database the bench runs on: PostgreSQL (BENCH_DATABASE_URL) or PGlite, holding the large data set.
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openPglite, openPostgres, type Database } from '../server/db/client.ts';
import { seedReference } from '../server/db/seed/reference.ts';
import { countGlobalItems, MAX_EXISTING_GLOBAL_ITEMS } from '../server/db/seed/large/reset.ts';
import { seedLarge } from '../server/db/seed/large/run.ts';
import { DEFAULT_ORDERS } from '../server/db/seed/large/args.ts';
import { seedOrders } from '../server/db/seed/large/orders.ts';
import { selectRows } from '../server/db/rows.ts';
import { sql } from 'drizzle-orm';
import type { BenchOptions } from './args.ts';

export const DEFAULT_BENCH_URL = 'postgres://postgres@127.0.0.1:5432/lsm_bench';

export interface BenchDatabase {
  /** what the app uses */
  app: Database;
  /** what the raw SQL measurements use: a second pool of 10 on PostgreSQL, the same PGlite otherwise */
  raw: Database;
  /** PostgreSQL: where a second server process connects (the bulk push bench); null on PGlite */
  url: string | null;
  dispose(): Promise<void>;
}

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function adminQuery(url: string, text: string, values: unknown[] = []): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: withDatabase(url, 'postgres') });
  await client.connect();
  try {
    return await client.query(text, values);
  } finally {
    await client.end();
  }
}

async function createIfMissing(url: string): Promise<void> {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  const found = await adminQuery(url, 'select 1 from pg_database where datname = $1', [name]);
  if (found.rowCount === 0) {
    console.log(`Creating database ${name}`);
    await adminQuery(url, `create database "${name.replace(/"/g, '""')}"`);
  }
}

async function reachable(url: string): Promise<boolean> {
  try {
    await adminQuery(url, 'select 1');
    return true;
  } catch {
    return false;
  }
}

/** Seeds the large data set unless the database already holds it. */
async function ensureLargeData(database: Database, scale: number): Promise<void> {
  await database.migrate();
  await seedReference(database.db);
  const orders = Math.round(DEFAULT_ORDERS * scale);
  if ((await countGlobalItems(database.db)) > MAX_EXISTING_GLOBAL_ITEMS) {
    // A large data set seeded before it had orders: add them.
    const [{ known }] = await selectRows<{ known: boolean }>(database.db, sql`select exists (select 1 from orders) as known`);
    if (!known) {
      console.log(`The large data set has no orders yet: adding ${orders.toLocaleString('en-US')}`);
      await seedOrders(database.db, orders, 42);
    }
    return;
  }
  console.log(`No large data set yet: seeding it (scale ${scale})`);
  await seedLarge(database, { seed: 42, scale, force: false, orders });
}

async function openPgliteBench(options: BenchOptions): Promise<BenchDatabase> {
  let dir: string | undefined;
  if (!options.smoke) {
    dir = join(tmpdir(), 'lsm-bench-pglite');
    mkdirSync(dir, { recursive: true });
  }
  console.log(`PGlite: ${dir ?? 'in memory'}`);
  const app = await openPglite(dir);
  await ensureLargeData(app, options.smoke ? 0.01 : 1);
  return { app, raw: app, url: null, dispose: () => app.close() };
}

export async function openBenchDatabase(options: BenchOptions): Promise<BenchDatabase> {
  const url = process.env.BENCH_DATABASE_URL || DEFAULT_BENCH_URL;
  if (options.pglite) return openPgliteBench(options);
  if (options.smoke && !(await reachable(url))) {
    console.log('PostgreSQL is not reachable: the smoke run uses a temporary PGlite');
    return openPgliteBench(options);
  }
  const target = options.smoke ? withDatabase(url, `lsm_bench_smoke_${process.pid}`) : url;
  await createIfMissing(target);
  console.log(`PostgreSQL: ${target.replace(/\/\/[^@]*@/, '//***@')}`);
  const app = await openPostgres(target, 10);
  const raw = await openPostgres(target, 10);
  await ensureLargeData(app, options.smoke ? 0.01 : 1);
  return {
    app,
    raw,
    url: target,
    async dispose() {
      await Promise.all([app.close(), raw.close()]);
      if (options.smoke) await adminQuery(url, `drop database if exists "lsm_bench_smoke_${process.pid}"`);
    },
  };
}
