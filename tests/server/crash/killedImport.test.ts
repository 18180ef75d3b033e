// A real server process killed with SIGKILL while it applies a CSV import, then started again on the same
// embedded database: the import is not left "running", its spool file is gone, and uploading the file
// again completes with every row exactly once.
import { readdirSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../../server/db/rows.ts';
import { INTERRUPTED_INGESTION } from '../../../server/jobs/reapIngestions.ts';
import { INGESTION_WRITE_BATCH } from '../../../server/services/ingestion/run.ts';
import { upc } from '../fixtures/multipart.ts';
import { crashServer, type CrashDb } from './serverProcess.ts';

// Two and a half of the import's write batches: the kill lands once the first is in, with the rest still to come.
const ROWS = INGESTION_WRITE_BATCH * 2.5;
const server = crashServer('import');
const { spoolDir, start, stop, withDatabase } = server;
let target: { email: string; storeId: number };

const csv = [
  'name,upc,price',
  ...Array.from({ length: ROWS }, (_, i) => `Crash item ${i},${upc(700_000 + i)},${(1 + (i % 50)).toFixed(2)}`),
].join('\n');

const signIn = () => server.signIn(target.email);

function upload(token: string): Promise<Response> {
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'crash.csv');
  return fetch(server.url(`/api/inventory/ingestion/csv?store_id=${target.storeId}`), {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
}

const crashItems = (db: CrashDb) =>
  selectRows<{ count: number }>(db, sql`select count(*)::int as count from store_items where store_id = ${target.storeId} and name like 'Crash item %' and deleted_at is null`);

beforeAll(async () => {
  const [row] = await server.prepare((db) =>
    selectRows<{ email: string; store_id: number }>(
      db,
      sql`select u.email, se.store_id from users u join roles r on r.id = u.role_id join store_employees se on se.user_id = u.id
          where u.user_type = 'MERCHANT' and r.name = 'superadmin' and u.deleted_at is null order by u.id limit 1`,
    ),
  );
  target = { email: row.email, storeId: Number(row.store_id) };
}, 120_000);

afterAll(() => server.dispose());

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('a server killed during a CSV import', () => {
  it('leaves nothing running nor on disk after a restart, and the same file then applies once', async () => {
    await start();
    const token = await signIn();
    const pending = upload(token).catch(() => null);
    // Killed once the file is spooled and applying has begun (the first batch is in).
    for (let waited = 0; ; waited += 100) {
      if (waited > 60_000) throw new Error('the import never started applying');
      const spooled = readdirSync(spoolDir).some((name) => name.startsWith('lsm-ingestion-'));
      const applied = spooled && (await fetch(server.url(`/api/inventory/${target.storeId}?offset=0&limit=1&search_string=Crash%20item`), { headers: { authorization: `Bearer ${token}` } })
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
