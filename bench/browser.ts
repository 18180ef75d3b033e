// Navigation to the first data row of a screen in headless Chromium, LSM against a plain react-admin app
// (bench/reference) over the same server and calls: cold (a new profile) and warm (a reload in it, once the
// cold load has settled),
// RUNS times each, alternated, and the split of one warm LSM reload from its performance trace.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { CHROMIUM, reloadToFirstRow, settled, timeToFirstRow, withProfile } from './browserPage.ts';
import { firstRowSplit, type ReloadSplit } from './browserTrace.ts';
import type { Session } from './server.ts';

/** Runs of each app and kind; the figure is their median. */
export const RUNS = 7;

/** Where the reference app is built; the bench's server serves it under /bench-reference/. */
export const REFERENCE_DIR = resolve('bench/out/reference');

/** Builds the reference app (a few seconds) so that it always matches the installed react-admin. */
export function buildReference(): boolean {
  const built = spawnSync('npx', ['vite', 'build', '--config', 'bench/reference/vite.config.ts', '--logLevel', 'warn'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  return built.status === 0 && existsSync(resolve(REFERENCE_DIR, 'index.html'));
}

export interface Spread {
  median: number;
  min: number;
  max: number;
}
export interface AppTimes {
  cold: Spread;
  warm: Spread;
}
export type ScreenResult =
  | { available: false; reason: string }
  | { available: true; lsm: AppTimes; reference: AppTimes; split: ReloadSplit | null };

interface Screen {
  lsmUrl: string;
  referenceUrl: string;
  /** the path of the list call both apps make */
  listCall: string;
}

/** One cold load in a new profile, then, once it has settled, one warm reload in it. */
export const coldThenWarm = (url: string, session: Session, storeId: number) =>
  withProfile(session, storeId, async (_context, page) => {
    const cold = await timeToFirstRow(page, url);
    await settled(page);
    return { cold, warm: await reloadToFirstRow(page) };
  });

export function spread(samples: readonly number[]): Spread {
  const sorted = [...samples].sort((a, b) => a - b);
  return { median: sorted[Math.floor(sorted.length / 2)]!, min: sorted[0]!, max: sorted.at(-1)! };
}

async function measureScreen(screen: Screen, session: Session, storeId: number): Promise<ScreenResult> {
  const lsm: { cold: number; warm: number }[] = [];
  const reference: { cold: number; warm: number }[] = [];
  try {
    for (let run = 0; run < RUNS; run += 1) {
      // Alternated, and which goes first alternates too: a slow moment of the machine falls on both.
      const order = run % 2 === 0 ? (['lsm', 'reference'] as const) : (['reference', 'lsm'] as const);
      for (const app of order) {
        if (app === 'lsm') lsm.push(await coldThenWarm(screen.lsmUrl, session, storeId));
        else reference.push(await coldThenWarm(screen.referenceUrl, session, storeId));
      }
    }
  } catch (error) {
    return { available: false, reason: `screen not available (${error instanceof Error ? error.message.split('\n')[0] : String(error)})` };
  }
  const times = (samples: typeof lsm): AppTimes => ({ cold: spread(samples.map((s) => s.cold)), warm: spread(samples.map((s) => s.warm)) });
  const split = await firstRowSplit(screen.lsmUrl, screen.listCall, session, storeId).catch(() => null);
  return { available: true, lsm: times(lsm), reference: times(reference), split };
}

export interface BrowserResults {
  companies: ScreenResult;
  inventory: ScreenResult;
}

export async function measureBrowser(baseUrl: string, session: Session, storeId: number): Promise<BrowserResults> {
  if (!existsSync(CHROMIUM)) {
    const missing = { available: false as const, reason: `no browser at ${CHROMIUM}` };
    return { companies: missing, inventory: missing };
  }
  const reference = `${baseUrl}/bench-reference/index.html#`;
  return {
    companies: await measureScreen(
      { lsmUrl: `${baseUrl}/companies`, referenceUrl: `${reference}/companies`, listCall: '/api/stores/company/' },
      session,
      storeId,
    ),
    inventory: await measureScreen(
      { lsmUrl: `${baseUrl}/stores/${storeId}?sidebarActiveTab=inventory`, referenceUrl: `${reference}/store-items`, listCall: `/api/inventory/${storeId}?` },
      session,
      storeId,
    ),
  };
}
