import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../config.ts';
import { openPglite, openPostgres, type Database } from './client.ts';
import { seedDemo } from './seed/demo.ts';
import { seedReference } from './seed/reference.ts';

export interface OpenedDatabase extends Database {
  /** true when the demo data set was loaded by this start */
  seededDemo: boolean;
}

/**
 * Opens the configured database, applies migrations and reference data, and loads the demo data set
 * on the first start of the embedded default (or into an empty PostgreSQL database when asked).
 */
export async function openConfiguredDatabase(config: Config): Promise<OpenedDatabase> {
  const pgliteDir = join(config.dataDir, 'pgdata');
  const isNewEmbedded = !config.databaseUrl && !existsSync(join(pgliteDir, 'PG_VERSION'));
  const database = config.databaseUrl ? await openPostgres(config.databaseUrl) : await openPglite(pgliteDir);
  await database.migrate();
  await seedReference(database.db);
  const wantsDemo = isNewEmbedded || config.seedDemo;
  const seededDemo = wantsDemo && !(await hasCompanies(database)) ? (await seedDemo(database.db), true) : false;
  return { ...database, seededDemo };
}

async function hasCompanies(database: Database): Promise<boolean> {
  const rows = await database.db.query.companies.findFirst({ columns: { id: true } });
  return rows !== undefined;
}
