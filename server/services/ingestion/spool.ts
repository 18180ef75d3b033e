import { parse, type Options } from 'csv-parse';
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { INGESTION_COLUMNS, INGESTION_MAX_ROWS, INGESTION_REQUIRED_COLUMNS, type IngestionColumn } from '../../../src/contract/inventory.ts';
import { badRequest, HttpError } from '../../http/errors.ts';

export const CSV_OPTIONS: Options = { bom: true, relax_column_count: true, skip_empty_lines: true, info: true };

export const FILE_TOO_LARGE = 'The file is larger than 50 MB';

/** Passes bytes through unchanged, refusing the first byte sequence that is not UTF-8. */
function utf8Check(): Transform {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const refuse = () => badRequest('File is not valid UTF-8');
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      try {
        decoder.decode(chunk, { stream: true });
      } catch {
        return done(refuse());
      }
      done(null, chunk);
    },
    flush(done) {
      try {
        decoder.decode();
      } catch {
        return done(refuse());
      }
      done();
    },
  });
}

/**
 * Writes the upload to a temporary file while checking that it is UTF-8, so nothing is applied from a
 * file that turns out to be too large or badly encoded, and the file is never held in memory.
 */
export async function spoolUpload(upload: Readable & { truncated?: boolean }): Promise<string> {
  const path = join(tmpdir(), `lsm-ingestion-${randomBytes(8).toString('hex')}.csv`);
  try {
    await pipeline(upload, utf8Check(), createWriteStream(path));
    if (upload.truncated) throw new HttpError(413, FILE_TOO_LARGE);
    if ((await stat(path)).size === 0) throw badRequest('The file is empty');
    return path;
  } catch (error) {
    await rm(path, { force: true });
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, FILE_TOO_LARGE);
    throw error;
  }
}

export interface CsvRecord {
  record: string[];
  info: { lines: number };
}

/** Parses the spooled file record by record (the parser streams; memory holds a few records). */
export function readRecords(path: string): AsyncIterable<CsvRecord> {
  return createReadStream(path).pipe(parse(CSV_OPTIONS));
}

/** The header's columns by position; unknown or missing required columns are refused naming them. */
export function checkHeader(header: string[]): IngestionColumn[] {
  const names = header.map((name) => name.trim().toLowerCase());
  const unknown = names.filter((name) => !(INGESTION_COLUMNS as readonly string[]).includes(name));
  if (unknown.length) throw badRequest(`Unknown columns: ${unknown.map((name) => name || '(blank)').join(', ')}. Allowed: ${INGESTION_COLUMNS.join(', ')}`);
  const repeated = names.filter((name, index) => names.indexOf(name) !== index);
  if (repeated.length) throw badRequest(`Repeated columns: ${[...new Set(repeated)].join(', ')}`);
  const missing = INGESTION_REQUIRED_COLUMNS.filter((name) => !names.includes(name));
  if (missing.length) throw badRequest(`Missing required columns: ${missing.join(', ')}`);
  return names as IngestionColumn[];
}

/** First pass: the header and the number of rows, so a bad file is refused before anything is applied. */
export async function inspect(path: string): Promise<{ columns: IngestionColumn[]; rows: number }> {
  let columns: IngestionColumn[] | null = null;
  let rows = 0;
  try {
    for await (const { record } of readRecords(path)) {
      if (!columns) {
        columns = checkHeader(record);
        continue;
      }
      if (++rows > INGESTION_MAX_ROWS) throw badRequest(`The file has more than ${INGESTION_MAX_ROWS} rows`);
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const csv = error as { code?: string; message?: string; lines?: number };
    if (csv.code?.startsWith('CSV_')) throw badRequest(`The file is not valid CSV: ${csv.message ?? csv.code}`);
    throw error;
  }
  if (!columns) throw badRequest('The file is empty');
  if (rows === 0) throw badRequest('The file has a header but no rows');
  return { columns, rows };
}
