import { existsSync } from 'node:fs';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { withDatabase } from '../server/global-setup.ts';
import { buildAppIfStale, startServer } from './appServer.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** true when Chromium is missing and the browser suite is not required: every e2e file skips. */
    e2eSkip: boolean;
    /** Chromium executable the suite drives. */
    chromiumPath: string;
    /** Origin of the real server started for this run, e.g. http://127.0.0.1:41234 */
    baseUrl: string;
  }
}

const INSTALL_HINT = 'apt-get update && apt-get install -y chromium';

/**
 * A new empty database on the PostgreSQL of TEST_DATABASE_URL, and how to drop it; null without one. The server's
 * SQL runs natively there instead of in the embedded database's WebAssembly, which leaves the two cores to Chromium.
 */
async function freshPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> } | null> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return null;
  const name = `lsm_e2e_${process.pid}`;
  const run = async (sql: string) => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      await admin.query(sql);
    } finally {
      await admin.end();
    }
  };
  await run(`drop database if exists ${name} with (force)`);
  await run(`create database ${name}`);
  return { url: withDatabase(adminUrl, name), drop: () => run(`drop database if exists ${name} with (force)`) };
}

/**
 * Browser suite: finds Chromium, builds the app when stale, and starts the real server on a fresh database
 * (PostgreSQL when TEST_DATABASE_URL names one, else a new embedded data directory), loaded with the demo data.
 */
export default async function setup(project: TestProject) {
  const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  project.provide('chromiumPath', chromiumPath);
  if (!existsSync(chromiumPath)) {
    if (process.env.E2E_REQUIRE_BROWSER === '1') {
      throw new Error(`Chromium is required: apt-get install -y chromium (not found at ${chromiumPath})`);
    }
    console.log(`Browser suite skipped: Chromium not found. Install it with: ${INSTALL_HINT}`);
    project.provide('e2eSkip', true);
    project.provide('baseUrl', '');
    return;
  }
  project.provide('e2eSkip', false);

  buildAppIfStale();
  const database = await freshPostgresDatabase();
  const server = await startServer(database?.url);
  project.provide('baseUrl', server.baseUrl);
  return async () => {
    await server.stop();
    await database?.drop();
  };
}
