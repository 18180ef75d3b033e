// CSV ingestion through the API beside a raw multi-row INSERT of the same rows (the physical reference).
import { sql } from 'drizzle-orm';
import type { Db } from '../server/db/client.ts';
import { selectRows } from '../server/db/rows.ts';
import { ColumnRows, insertRows } from '../server/db/seed/large/columns.ts';
import { toCsv, type InventoryRow } from './csvFile.ts';
import type { Fixtures } from './fixtures.ts';
import { withRssSampling, type MemoryPeak } from './memory.ts';
import type { RunningApp } from './server.ts';

export type IngestionResult =
  | { available: false; reason: string }
  | { available: true; rows: number; seconds: number; rowsPerSecond: number; memory: MemoryPeak };

async function storeItemCount(db: Db, storeId: number): Promise<number> {
  const [row] = await selectRows<{ n: number }>(db, sql`select count(*)::int as n from store_items where store_id = ${storeId}`);
  return Number(row?.n ?? 0);
}

/** Waits until the store holds every row, or its count has not moved for `quietSeconds`, or the time is up. */
async function waitForRows(db: Db, storeId: number, expected: number, timeoutSeconds: number, quietSeconds = 5): Promise<number> {
  const deadline = performance.now() + timeoutSeconds * 1000;
  let last = -1;
  let lastChange = performance.now();
  for (;;) {
    const count = await storeItemCount(db, storeId);
    if (count >= expected) return count;
    if (count !== last) {
      last = count;
      lastChange = performance.now();
    } else if (count > 0 && performance.now() - lastChange > quietSeconds * 1000) return count;
    if (performance.now() > deadline) return count;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function measureIngestion(
  running: RunningApp,
  db: Db,
  fixtures: Fixtures,
  rows: readonly InventoryRow[],
  timeoutSeconds: number,
): Promise<IngestionResult> {
  const storeId = fixtures.ingestionStoreId;
  const [user] = await selectRows<{ username: string }>(db, sql`select username from users where email = 'bench@lsm-bench.example'`);
  const url = `${running.baseUrl}/api/inventory/ingestion/csv?store_id=${storeId}&cognito_id=${user?.username ?? ''}`;
  const csv = toCsv(rows);
  const { result, memory } = await withRssSampling(async () => {
    const started = performance.now();
    const form = new FormData();
    form.append('file', new Blob([csv], { type: 'text/csv' }), 'bench-inventory.csv');
    const response = await fetch(url, { method: 'POST', headers: running.headers, body: form });
    const body = await response.text();
    if (response.status === 404) return { ok: false as const, reason: 'route not available' };
    if (!response.ok) return { ok: false as const, reason: `answers ${response.status}: ${body.slice(0, 80)}` };
    const count = await waitForRows(db, storeId, rows.length, timeoutSeconds);
    return { ok: true as const, count, seconds: (performance.now() - started) / 1000 };
  });
  await db.execute(sql`delete from store_items where store_id = ${storeId}`);
  if (!result.ok) return { available: false, reason: result.reason };
  if (result.count === 0) return { available: false, reason: `no rows stored within ${timeoutSeconds} s` };
  return { available: true, rows: result.count, seconds: result.seconds, rowsPerSecond: result.count / result.seconds, memory };
}

/** The same rows straight into store_items, 5,000 per INSERT ... SELECT FROM unnest(...). */
export async function measureRawInsert(db: Db, fixtures: Fixtures, rows: readonly InventoryRow[]): Promise<IngestionResult> {
  const storeId = fixtures.rawInsertStoreId;
  const { result: seconds, memory } = await withRssSampling(async () => {
    const started = performance.now();
    for (let from = 0; from < rows.length; from += 5000) {
      const batch = new ColumnRows({ storeId: 'int', name: 'text', upc: 'text', size: 'text', price: 'numeric', quantity: 'int', externalId: 'text' });
      for (const row of rows.slice(from, from + 5000)) {
        batch.push({ storeId, name: row.name, upc: row.upc, size: row.size, price: row.price, quantity: row.quantity, externalId: row.external_id });
      }
      await insertRows(db, 'store_items', batch);
    }
    return (performance.now() - started) / 1000;
  });
  await db.execute(sql`delete from store_items where store_id = ${storeId}`);
  return { available: true, rows: rows.length, seconds, rowsPerSecond: rows.length / seconds, memory };
}
