// CSV ingestion through the API (POST /api/inventory/ingestion/csv) beside a raw multi-row INSERT of the
// same rows (the physical reference). The route answers when every row is applied; should it ever answer
// 202 with a job id instead, the run is timed until its jobs row is finished.
import { sql } from 'drizzle-orm';
import { openAsBlob } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { IngestionAnswer } from '../src/contract/inventory.ts';
import type { Db } from '../server/db/client.ts';
import { selectRows } from '../server/db/rows.ts';
import { ColumnRows, insertRows } from '../server/db/seed/large/columns.ts';
import { toCsv, type InventoryRow } from './csvFile.ts';
import type { Fixtures } from './fixtures.ts';
import { withRssSampling, type MemoryPeak } from './memory.ts';
import type { RunningApp } from './server.ts';

export type IngestionResult =
  | { available: false; reason: string }
  | { available: true; rows: number; seconds: number; rowsPerSecond: number; memory: MemoryPeak; outcome: string; failed: number };

type Counts = Pick<IngestionAnswer, 'total_rows' | 'created' | 'updated' | 'unchanged' | 'failed'>;

async function waitForJob(db: Db, jobId: number, timeoutSeconds: number): Promise<Counts | string> {
  const deadline = performance.now() + timeoutSeconds * 1000;
  while (performance.now() < deadline) {
    const [job] = await selectRows<{ status: string; result: Counts | null; last_error: string | null }>(
      db,
      sql`select status, result, last_error from jobs where id = ${jobId}`,
    );
    if (job?.status === 'completed' && job.result) return job.result;
    if (job?.status === 'failed') return `job failed: ${job.last_error ?? ''}`;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return `job ${jobId} not finished within ${timeoutSeconds} s`;
}

const describe = (counts: Counts) =>
  `${counts.created.toLocaleString('en-US')} created, ${counts.updated.toLocaleString('en-US')} updated, ` +
  `${counts.unchanged.toLocaleString('en-US')} unchanged, ${counts.failed.toLocaleString('en-US')} failed`;

/**
 * Uploads the file at `path` once and times it until every row is applied. The file is sent from disk
 * (a file-backed Blob), so the RSS growth is the server's, not a copy of the file in the client.
 */
async function upload(running: RunningApp, db: Db, url: string, path: string, timeoutSeconds: number): Promise<IngestionResult> {
  const { result, memory } = await withRssSampling(async () => {
    const started = performance.now();
    const form = new FormData();
    form.append('file', await openAsBlob(path, { type: 'text/csv' }), 'bench-inventory.csv');
    const response = await fetch(url, { method: 'POST', headers: running.headers, body: form });
    const body = await response.text();
    if (response.status === 404) return 'route not available';
    if (!response.ok) return `answers ${response.status}: ${body.slice(0, 80)}`;
    const answer = JSON.parse(body) as Partial<IngestionAnswer> & { job_id?: number };
    const counts = response.status === 202 && answer.job_id ? await waitForJob(db, answer.job_id, timeoutSeconds) : (answer as Counts);
    return typeof counts === 'string' ? counts : { counts, seconds: (performance.now() - started) / 1000 };
  });
  if (typeof result === 'string') return { available: false, reason: result };
  const rows = result.counts.total_rows;
  return { available: true, rows, seconds: result.seconds, rowsPerSecond: rows / result.seconds, memory, outcome: describe(result.counts), failed: result.counts.failed };
}

/**
 * Deletes what a measurement stored, then vacuums as autovacuum would (the shared PostgreSQL runs with
 * autovacuum off): 100,000 dead rows per run and a full GIN pending list otherwise slow every later
 * search of store_items, in this run and the next.
 */
async function removeItems(db: Db, storeId: number): Promise<void> {
  await db.execute(sql`delete from store_items where store_id = ${storeId}`);
  await db.execute(sql`vacuum analyze store_items`);
}

export interface IngestionRuns {
  /** every row creates a store item */
  create: IngestionResult;
  /** the same file again: every row matches its item and changes nothing */
  again: IngestionResult;
}

export async function measureIngestion(
  running: RunningApp,
  db: Db,
  fixtures: Fixtures,
  rows: readonly InventoryRow[],
  timeoutSeconds: number,
): Promise<IngestionRuns> {
  const storeId = fixtures.ingestionStoreId;
  const [user] = await selectRows<{ username: string }>(db, sql`select username from users where email = 'bench@lsm-bench.example'`);
  const url = `${running.baseUrl}/api/inventory/ingestion/csv?store_id=${storeId}&cognito_id=${user?.username ?? ''}`;
  const dir = await mkdtemp(join(tmpdir(), 'lsm-bench-csv-'));
  const path = join(dir, 'inventory.csv');
  await writeFile(path, toCsv(rows));
  try {
    const create = await upload(running, db, url, path, timeoutSeconds);
    const again = create.available ? await upload(running, db, url, path, timeoutSeconds) : create;
    return { create, again };
  } finally {
    await removeItems(db, storeId);
    await rm(dir, { recursive: true, force: true });
  }
}

/** The same rows straight into store_items, 5,000 per INSERT ... SELECT FROM unnest(...). */
export async function measureRawInsert(db: Db, fixtures: Fixtures, rows: readonly InventoryRow[]): Promise<IngestionResult> {
  const storeId = fixtures.rawInsertStoreId;
  const { result: seconds, memory } = await withRssSampling(async () => {
    const started = performance.now();
    for (let from = 0; from < rows.length; from += 5000) {
      const batch = new ColumnRows({
        storeId: 'int',
        name: 'text',
        upc: 'text',
        price: 'numeric',
        size: 'text',
        unitCount: 'int',
        description: 'text',
        categoryId: 'int',
        subCategoryId: 'int',
        quantity: 'int',
        active: 'bool',
        externalId: 'text',
      });
      for (const row of rows.slice(from, from + 5000)) {
        batch.push({
          storeId,
          name: row.name,
          upc: row.upc,
          price: row.price,
          size: row.size,
          unitCount: row.unit_count,
          description: row.description,
          categoryId: row.category_id,
          subCategoryId: row.sub_category_id,
          quantity: row.quantity,
          active: row.active,
          externalId: row.external_id,
        });
      }
      await insertRows(db, 'store_items', batch);
    }
    return (performance.now() - started) / 1000;
  });
  await removeItems(db, storeId);
  return { available: true, rows: rows.length, seconds, rowsPerSecond: rows.length / seconds, memory, outcome: 'inserted', failed: 0 };
}
