// The guard against loading twice, and --force: empty the data tables but keep the reference data.
import { sql } from 'drizzle-orm';
import type { Db } from '../../client.ts';
import { selectRows } from '../../rows.ts';

/** Tables filled by seedReference(); everything else in the public schema is data. */
const REFERENCE_TABLES = ['permissions', 'roles', 'role_permissions', 'store_statuses', 'partners', 'categories', 'sub_categories', 'item_tags'];

export const MAX_EXISTING_GLOBAL_ITEMS = 1000;

export async function countGlobalItems(db: Db): Promise<number> {
  const [row] = await selectRows<{ n: number }>(db, sql`select count(*)::int as n from global_items`);
  return Number(row?.n ?? 0);
}

/**
 * Truncates every data table. companies is emptied with DELETE because the reference table roles
 * points at it (custom roles); the custom roles go with their companies, the default roles stay.
 */
export async function truncateDataTables(db: Db): Promise<void> {
  const tables = await selectRows<{ tablename: string }>(
    db,
    sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
  );
  const data = tables.map((t) => t.tablename).filter((name) => !REFERENCE_TABLES.includes(name) && name !== 'companies');
  if (data.length) {
    await db.execute(sql`truncate table ${sql.join(data.map((name) => sql.identifier(name)), sql`, `)} restart identity`);
  }
  await db.execute(sql`delete from roles where company_id is not null`);
  await db.execute(sql`delete from companies`);
  await db.execute(sql`alter table companies alter column id restart with 1`);
}
