import { sql } from 'drizzle-orm';
import { rm } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import type { IngestionAnswer, IngestionColumn, IngestionError } from '../../../src/contract/inventory.ts';
import { csvCellValue } from '../../../src/domain/csv.ts';
import type { Db } from '../../db/client.ts';
import { selectRows } from '../../db/rows.ts';
import { conflict } from '../../http/errors.ts';
import { fieldWithNullCharacter, nullCharacterMessage } from '../../http/nullCharacter.ts';
import { holdLease, OUTSIDE_LEASE_MS } from '../../jobs/lease.ts';
import { findExisting, writeBatch } from './applyBatch.ts';
import { KeyMap, type KeyKind } from './keyMap.ts';
import { Lanes } from './lanes.ts';
import { UploadPlanner, type GoodRow, type ItemWrites } from './matching.ts';
import { lockStores } from '../locks.ts';
import { checkRow, type CategoryLookup } from './rowValidation.ts';
import { inspect, readRecords, spoolUpload } from './spool.ts';

/** Rows matched against the store's items at once (small: they wait in memory until then). */
export const INGESTION_BATCH = 1000;
/** Items written by one INSERT or UPDATE (large: PostgreSQL writes many rows per statement faster). */
export const INGESTION_WRITE_BATCH = 5000;
/** Writes running at once: while one INSERT runs, PostgreSQL runs another on its other core. */
const WRITE_LANES = 2;
/** How many errors the jobs row keeps (the answer lists them all). */
const STORED_ERRORS = 1000;

export interface IngestionRequest {
  storeId: number;
  userId: number;
  cognitoId?: string;
  filename: string;
  upload: Readable & { truncated?: boolean };
}

async function categoryLookup(db: Db): Promise<CategoryLookup> {
  const [categories, subs] = await Promise.all([
    selectRows<{ id: number; name: string }>(db, sql`select id, name from categories`),
    selectRows<{ id: number; category_id: number; name: string }>(db, sql`select id, category_id, name from sub_categories`),
  ]);
  return {
    categories: new Map(categories.map((row) => [row.name.toLowerCase(), row.id])),
    subCategories: new Map(subs.map((row) => [`${row.category_id}/${row.name.toLowerCase()}`, row.id])),
  };
}

/** A row's fields by column name (the file's columns, in its order). */
function byColumn(columns: readonly IngestionColumn[], record: readonly string[]): Record<string, string> {
  const raw: Record<string, string> = {};
  columns.forEach((column, position) => {
    if (position < record.length) raw[column] = csvCellValue(record[position]);
  });
  return raw;
}

/** The row as reported back (and kept in the jobs row, where jsonb cannot hold U+0000). */
function withoutNullCharacters(raw: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(raw).map(([column, value]) => [column, value.replaceAll('\u0000', '\ufffd')]));
}

/**
 * Reads the file once more, validating rows; each batch of good rows is matched against the store's
 * items and planned in file order; the planned writes are gathered into larger statements, written
 * while the next rows are read (WRITE_LANES at once).
 */
async function applyFile(db: Db, storeId: number, path: string, columns: IngestionColumn[], keyKinds: Set<KeyKind>) {
  const lookup = await categoryLookup(db);
  const answer = { total_rows: 0, created: 0, updated: 0, unchanged: 0 };
  const errors: IngestionError[] = [];
  /** rows refused after validation, whose fields are read again at the end */
  const late: IngestionError[] = [];
  const firstLineOfKey = new KeyMap<number>();
  const planner = new UploadPlanner(keyKinds);
  const lanes = new Lanes(WRITE_LANES);
  let batch: GoodRow[] = [];
  let writes: ItemWrites = { inserts: [], updates: [] };

  const write = async () => {
    const ready = writes;
    writes = { inserts: [], updates: [] };
    await lanes.add(async () => {
      const written = await writeBatch(db, storeId, ready);
      answer.created += written.created;
      answer.updated += written.updated;
    });
  };
  // Each batch's lookup starts as soon as the batch is full; batches are planned strictly in file
  // order, and reading waits while the batch before is not planned yet (two lookups at most).
  let planned: Promise<void> = Promise.resolve();
  const flush = async (last: boolean) => {
    if (batch.length) {
      const rows = batch;
      batch = [];
      const existing = findExisting(db, storeId, rows);
      existing.catch(() => undefined); // awaited below, in order; this only keeps an early failure from going unhandled
      const previous = planned;
      planned = previous.then(async () => {
        const plan = planner.plan(rows, await existing);
        answer.unchanged += plan.unchanged;
        for (const { row, reason } of plan.failed) late.push({ line: row.line, reason, row: {} });
        writes.inserts.push(...plan.inserts);
        writes.updates.push(...plan.updates);
        if (writes.inserts.length + writes.updates.length >= INGESTION_WRITE_BATCH) await write();
      });
      planned.catch(() => undefined);
      await previous;
    }
    if (last) {
      await planned;
      if (writes.inserts.length + writes.updates.length > 0) await write();
    }
  };

  try {
    let header = true;
    for await (const { record, info } of readRecords(path)) {
      if (header) {
        header = false;
        continue;
      }
      answer.total_rows++;
      const line = info.lines;
      const raw = byColumn(columns, record);
      const nullField = fieldWithNullCharacter(raw, '');
      if (nullField !== null) {
        errors.push({ line, reason: nullCharacterMessage(nullField), row: withoutNullCharacters(raw) });
        continue;
      }
      if (record.length !== columns.length) {
        errors.push({ line, reason: `expected ${columns.length} fields, found ${record.length}`, row: raw });
        continue;
      }
      const checked = checkRow(raw, lookup);
      if (!checked.ok) {
        errors.push({ line, reason: checked.reason, row: raw });
        continue;
      }
      const first = firstLineOfKey.get(checked.key.kind, checked.key.value);
      if (first !== undefined) {
        const label = checked.key.kind === 'name' ? 'name' : checked.key.kind;
        errors.push({ line, reason: `duplicate ${label} "${checked.key.value}" (first on line ${first})`, row: raw });
        continue;
      }
      firstLineOfKey.set(checked.key.kind, checked.key.value, line);
      batch.push({ line, key: checked.key, values: checked.values });
      if (batch.length >= INGESTION_BATCH) await flush(false);
    }
    await flush(true);
  } finally {
    // Whatever stopped the reading, nothing may still be planning or writing when this returns.
    await planned.catch(() => undefined);
    await lanes.drain();
  }
  await fillRows(path, columns, late);
  errors.push(...late);
  errors.sort((a, b) => a.line - b.line);
  return { ...answer, failed: errors.length, errors };
}

/** The fields of rows refused after validation (rare), read again from the file. */
async function fillRows(path: string, columns: readonly IngestionColumn[], late: IngestionError[]): Promise<void> {
  if (late.length === 0) return;
  const missing = new Map(late.map((error) => [error.line, error]));
  for await (const { record, info } of readRecords(path)) {
    const error = missing.get(info.lines);
    if (error) error.row = byColumn(columns, record);
  }
}

/**
 * The run's jobs row, unless another upload to the store is still running (409): two uploads of one file
 * applied at once would both find no item and create each row twice. The store's row lock makes the check
 * and the insert one step; a run whose process died stops counting when its lease runs out.
 */
async function startIngestion(db: Db, storeId: number, payload: Record<string, unknown>): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    await lockStores(tx, [storeId]);
    const running = await selectRows<{ id: number }>(
      tx,
      sql`select id from jobs where queue = 'ingestion' and status = 'running' and locked_until > now()
            and payload->>'store_id' = ${String(storeId)} limit 1`,
    );
    if (running.length) throw conflict('Another CSV upload to this store is still being applied. Try again when it has finished');
    const [job] = await selectRows<{ id: number }>(
      tx,
      sql`insert into jobs (queue, payload, status, attempts, max_attempts, locked_at, locked_by, locked_until)
          values ('ingestion', ${JSON.stringify(payload)}::jsonb, 'running', 1, 1, now(), 'http', now() + ${OUTSIDE_LEASE_MS} * interval '1 millisecond') returning id`,
    );
    return job;
  });
}

/**
 * CSV ingestion in "partial" mode: the upload is spooled to a temporary file (checked to be UTF-8 and
 * at most 50 MB), its header and row count are checked, then every good row is applied and every bad
 * row reported with its line. The run is kept in the jobs table (queue "ingestion") with its result,
 * holding a lease while it runs: a run whose process died is reaped (server/jobs/reapIngestions.ts).
 */
export async function ingestCsv(db: Db, request: IngestionRequest): Promise<IngestionAnswer> {
  const path = await spoolUpload(request.upload);
  try {
    const { columns, rows, keyKinds } = await inspect(path);
    const payload = { store_id: request.storeId, user_id: request.userId, cognito_id: request.cognitoId ?? null, filename: request.filename, rows, columns, spool_path: path };
    const job = await startIngestion(db, request.storeId, payload);
    const releaseLease = holdLease(db, job.id);
    try {
      const result = await applyFile(db, request.storeId, path, columns, keyKinds);
      const stored = { ...result, mode: 'partial', errors: result.errors.slice(0, STORED_ERRORS), errors_truncated: result.errors.length > STORED_ERRORS };
      await db.execute(sql`update jobs set status = 'completed', result = ${JSON.stringify(stored)}::jsonb, finished_at = now() where id = ${job.id}`);
      return { mode: 'partial', job_id: job.id, ...result };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await db.execute(sql`update jobs set status = 'failed', last_error = ${message}, finished_at = now() where id = ${job.id}`);
      throw error;
    } finally {
      releaseLease();
    }
  } finally {
    await rm(path, { force: true });
  }
}
