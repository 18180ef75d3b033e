import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { buildAppIfStale, startServer } from './appServer.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** true when Chromium is missing and the browser suite is not required: every e2e file skips. */
    e2eSkip: boolean;
    /** Chromium executable the suite drives. */
    chromiumPath: string;
    /** Origins of the real servers started for this run, one per e2e worker, e.g. http://127.0.0.1:41234 */
    baseUrls: string[];
  }
}

const INSTALL_HINT = 'apt-get update && apt-get install -y chromium';

/** Test files run on this many workers at once, each against a server and database of its own. */
export const E2E_WORKERS = 2;

/**
 * Browser suite: finds Chromium, builds the app when stale, and starts one real server per worker, each on a
 * fresh embedded data directory (migrated and loaded with the demo data on first start). A file's tests run in
 * order against its worker's server, as they would against a server of their own; most of a browser test is
 * waiting for the page, so two workers on two cores take about half the time of one.
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
    project.provide('baseUrls', []);
    return;
  }
  project.provide('e2eSkip', false);

  buildAppIfStale();
  const servers = await Promise.all(Array.from({ length: E2E_WORKERS }, () => startServer()));
  project.provide('baseUrls', servers.map((server) => server.baseUrl));
  return async () => {
    await Promise.all(servers.map((server) => server.stop()));
  };
}
