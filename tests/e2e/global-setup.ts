import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
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
 * Browser suite: finds Chromium, builds the app when stale, and starts the real server on a fresh
 * embedded data directory (migrated and loaded with the demo data on first start).
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
  const server = await startServer();
  project.provide('baseUrl', server.baseUrl);
  return server.stop;
}
