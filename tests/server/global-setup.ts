import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres, type Database } from '../../server/db/client.ts';
import { seedDemo } from '../../server/db/seed/demo.ts';
import { seedReference } from '../../server/db/seed/reference.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PostgreSQL: URL of the migrated, seeded template database each test file clones. */
    templateDatabaseUrl: string | null;
    /** PGlite: path of the dumped data directory each test file loads. */
    pgliteDumpPath: string | null;
    /** PostgreSQL: where to run CREATE/DROP DATABASE (never the template itself: it must have no connections). */
    adminDatabaseUrl: string | null;
  }
}

async function prepare(database: Database) {
  await database.migrate();
  await seedReference(database.db);
  await seedDemo(database.db);
}

/** Builds one migrated database with the demo data once per run; each test file gets a copy. */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const template = `lsm_template_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${template}`);
    await admin.query(`create database ${template}`);
    const templateUrl = withDatabase(url, template);
    const database = await openPostgres(templateUrl, 2);
    await prepare(database);
    await database.close();
    project.provide('templateDatabaseUrl', templateUrl);
    project.provide('adminDatabaseUrl', url);
    project.provide('pgliteDumpPath', null);
    return async () => {
      await admin.query(`drop database if exists ${template} with (force)`);
      await admin.end();
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'lsm-server-tests-'));
  const database = await openPglite(undefined);
  await prepare(database);
  const dump = await database.dump!();
  await database.close();
  const dumpPath = join(dir, 'template.tar');
  writeFileSync(dumpPath, Buffer.from(await dump.arrayBuffer()));
  project.provide('templateDatabaseUrl', null);
  project.provide('adminDatabaseUrl', null);
  project.provide('pgliteDumpPath', dumpPath);
  return () => rmSync(dir, { recursive: true, force: true });
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
