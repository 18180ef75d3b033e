import { sql } from 'drizzle-orm';
import { rm } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import type { IngestionAnswer, IngestionColumn, IngestionError } from '../../../src/contract/inventory.ts';
import type { Db } from '../../db/client.ts';
import { selectRows } from '../../db/rows.ts';
import { applyBatch, type GoodRow } from './applyBatch.ts';
import { checkRow, type CategoryLookup } from './rowValidation.ts';
import { inspect, readRecords, spoolUpload } from './spool.ts';

export const INGESTION_BATCH = 1000;
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

/** Reads the file once more, validating rows and applying the good ones in batches of 1,000. */
async function applyFile(db: Db, storeId: number, path: string, columns: IngestionColumn[]) {
  const lookup = await categoryLookup(db);
  const answer = { total_rows: 0, created: 0, updated: 0, unchanged: 0 };
  const errors: IngestionError[] = [];
  const firstLineOfKey = new Map<string, number>();
  const claimed = new Map<number, number>();
  let batch: GoodRow[] = [];

  const flush = async () => {
    if (!batch.length) return;
    const outcome = await applyBatch(db, storeId, batch, claimed);
    answer.created += outcome.created;
    answer.updated += outcome.updated;
    answer.unchanged += outcome.unchanged;
    for (const { row, reason } of outcome.failed) errors.push({ line: row.line, reason, row: row.raw });
    batch = [];
  };

  let header = true;
  for await (const { record, info } of readRecords(path)) {
    if (header) {
      header = false;
      continue;
    }
    answer.total_rows++;
    const line = info.lines;
    const raw: Record<string, string> = {};
    columns.forEach((column, position) => {
      if (position < record.length) raw[column] = record[position];
    });
    if (record.length !== columns.length) {
      errors.push({ line, reason: `expected ${columns.length} fields, found ${record.length}`, row: raw });
      continue;
    }
    const checked = checkRow(raw, lookup);
    if (!checked.ok) {
      errors.push({ line, reason: checked.reason, row: raw });
      continue;
    }
    const keyText = `${checked.key.kind}:${checked.key.value}`;
    const first = firstLineOfKey.get(keyText);
    if (first !== undefined) {
      const label = checked.key.kind === 'name' ? 'name' : checked.key.kind;
      errors.push({ line, reason: `duplicate ${label} "${checked.key.value}" (first on line ${first})`, row: raw });
      continue;
    }
    firstLineOfKey.set(keyText, line);
    batch.push({ line, raw, key: checked.key, values: checked.values });
    if (batch.length >= INGESTION_BATCH) await flush();
  }
  await flush();
  errors.sort((a, b) => a.line - b.line);
  return { ...answer, failed: errors.length, errors };
}

/**
 * CSV ingestion in "partial" mode: the upload is spooled to a temporary file (checked to be UTF-8 and
 * at most 50 MB), its header and row count are checked, then every good row is applied and every bad
 * row reported with its line. The run is kept in the jobs table (queue "ingestion") with its result.
 */
export async function ingestCsv(db: Db, request: IngestionRequest): Promise<IngestionAnswer> {
  const path = await spoolUpload(request.upload);
  try {
    const { columns, rows } = await inspect(path);
    const payload = { store_id: request.storeId, user_id: request.userId, cognito_id: request.cognitoId ?? null, filename: request.filename, rows, columns };
    const [job] = await selectRows<{ id: number }>(
      db,
      sql`insert into jobs (queue, payload, status, attempts, max_attempts, locked_at, locked_by)
          values ('ingestion', ${JSON.stringify(payload)}::jsonb, 'running', 1, 1, now(), 'http') returning id`,
    );
    try {
      const result = await applyFile(db, request.storeId, path, columns);
      const stored = { ...result, mode: 'partial', errors: result.errors.slice(0, STORED_ERRORS), errors_truncated: result.errors.length > STORED_ERRORS };
      await db.execute(sql`update jobs set status = 'completed', result = ${JSON.stringify(stored)}::jsonb, finished_at = now() where id = ${job.id}`);
      return { mode: 'partial', job_id: job.id, ...result };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await db.execute(sql`update jobs set status = 'failed', last_error = ${message}, finished_at = now() where id = ${job.id}`);
      throw error;
    }
  } finally {
    await rm(path, { force: true });
  }
}
