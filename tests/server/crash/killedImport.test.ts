// A real server process killed with SIGKILL while it applies a CSV import, then started again on the same
// embedded database: the import is not left "running", its spool file is gone, and uploading the file
// again completes with every row exactly once.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openPglite } from '../../../server/db/client.ts';
import { selectRows } from '../../../server/db/rows.ts';
import { INTERRUPTED_INGESTION } from '../../../server/jobs/reapIngestions.ts';
import { DEMO_PASSWORD } from '../helpers.ts';
import { upc } from '../fixtures/multipart.ts';

const ROOT = resolve(import.meta.dirname, '../../..');
const ROWS = 30_000;
const work = mkdtempSync(join(tmpdir(), 'lsm-crash-'));
const dataDir = join(work, 'data');
/** where server/db/open.ts keeps the embedded database under DATA_DIR */
const pgliteDir = join(dataDir, 'pgdata');
const spoolDir = join(work, 'tmp');
let child: ChildProcess | null = null;
let port = 0;
let target: { email: string; storeId: number };

const freePort = () =>
  new Promise<number>((done) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = server.address() as { port: number };
      server.close(() => done(free));
    });
  });

async function start(): Promise<void> {
  const staticDir = join(work, 'static');
  mkdirSync(staticDir, { recursive: true });
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html>');
  child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: '', HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, TMPDIR: spoolDir, JWT_SECRET: 'crash-secret', LOG_LEVEL: 'warn', STATIC_DIR: staticDir },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let waited = 0; waited < 60_000; waited += 250) {
    const ready = await fetch(`http://127.0.0.1:${port}/api/health`).then((answer) => answer.status < 500, () => false);
    if (ready) return;
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error('the server did not start');
}

async function stop(signal: NodeJS.Signals): Promise<void> {
  const running = child;
  child = null;
  if (!running || running.exitCode !== null) return;
  await new Promise<void>((done) => {
    running.once('exit', () => done());
    running.kill(signal);
  });
}

async function withDatabase<T>(read: (db: Awaited<ReturnType<typeof openPglite>>['db']) => Promise<T>): Promise<T> {
  const database = await openPglite(pgliteDir);
  try {
    return await read(database.db);
  } finally {
    await database.close();
  }
}

const csv = [
  'name,upc,price',
  ...Array.from({ length: ROWS }, (_, i) => `Crash item ${i},${upc(700_000 + i)},${(1 + (i % 50)).toFixed(2)}`),
].join('\n');

async function signIn(): Promise<string> {
  const answer = await fetch(`http://127.0.0.1:${port}/api/user-service/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: target.email, password: DEMO_PASSWORD }),
  });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { accessToken: string }).accessToken;
}

function upload(token: string): Promise<Response> {
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'crash.csv');
  return fetch(`http://127.0.0.1:${port}/api/inventory/ingestion/csv?store_id=${target.storeId}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
}

const crashItems = (db: Awaited<ReturnType<typeof openPglite>>['db']) =>
  selectRows<{ count: number }>(db, sql`select count(*)::int as count from store_items where store_id = ${target.storeId} and name like 'Crash item %' and deleted_at is null`);

beforeAll(async () => {
  mkdirSync(spoolDir, { recursive: true });
  port = await freePort();
  // The demo database every server test starts from, as the server's embedded data directory.
  const template = await openPglite(pgliteDir, new Blob([readFileSync(inject('pgliteDumpPath')!)]));
  const [row] = await selectRows<{ email: string; store_id: number }>(
    template.db,
    sql`select u.email, se.store_id from users u join roles r on r.id = u.role_id join store_employees se on se.user_id = u.id
        where u.user_type = 'MERCHANT' and r.name = 'superadmin' and u.deleted_at is null order by u.id limit 1`,
  );
  await template.close();
  target = { email: row.email, storeId: Number(row.store_id) };
}, 120_000);

afterAll(async () => {
  await stop('SIGKILL');
  rmSync(work, { recursive: true, force: true });
});

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('a server killed during a CSV import', () => {
  it('leaves nothing running nor on disk after a restart, and the same file then applies once', async () => {
    await start();
    const token = await signIn();
    const pending = upload(token).catch(() => null);
    // Killed once the file is spooled and applying has begun (the first batch is in).
    for (let waited = 0; ; waited += 100) {
      if (waited > 60_000) throw new Error('the import never started applying');
      const spooled = readdirSync(spoolDir).some((name) => name.startsWith('lsm-ingestion-'));
      const applied = spooled && (await fetch(`http://127.0.0.1:${port}/api/inventory/${target.storeId}?offset=0&limit=1&search_string=Crash%20item`, { headers: { authorization: `Bearer ${token}` } })
        .then(async (answer) => ((await answer.json()) as { count?: number }).count ?? 0, () => 0)) > 0;
      if (applied) break;
      await new Promise((done) => setTimeout(done, 100));
    }
    await stop('SIGKILL');
    expect(await pending).toBeNull();
    expect(readdirSync(spoolDir).filter((name) => name.startsWith('lsm-ingestion-')).length).toBe(1);

    await start();
    expect(readdirSync(spoolDir).filter((name) => name.startsWith('lsm-ingestion-'))).toEqual([]);
    const again = await upload(await signIn());
    expect(again.status, await again.clone().text()).toBe(200);
    await stop('SIGTERM');

    await withDatabase(async (db) => {
      const jobs = await selectRows<{ status: string; last_error: string | null }>(db, sql`select status, last_error from jobs where queue = 'ingestion' order by id`);
      expect(jobs.map((job) => job.status)).toEqual(['failed', 'completed']);
      expect(jobs[0].last_error).toBe(INTERRUPTED_INGESTION);
      expect((await crashItems(db))[0].count).toBe(ROWS);
    });
    expect(readdirSync(spoolDir).filter((name) => name.startsWith('lsm-ingestion-'))).toEqual([]);
  }, 300_000);
});
