import { CsvError, parse, type Options } from 'csv-parse';
import { isUtf8 } from 'node:buffer';
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { INGESTION_COLUMNS, INGESTION_MAX_ROWS, INGESTION_REQUIRED_COLUMNS, type IngestionColumn } from '../../../src/contract/inventory.ts';
import { badRequest, HttpError } from '../../http/errors.ts';
import type { KeyKind } from './keyMap.ts';

export const CSV_OPTIONS: Options = { bom: true, relax_column_count: true, skip_empty_lines: true };

export const FILE_TOO_LARGE = 'The file is larger than 50 MB';

/** Where the last, possibly incomplete, UTF-8 sequence of `bytes` starts (bytes.length when it is complete). */
function completeLength(bytes: Buffer): number {
  for (let i = bytes.length - 1; i >= Math.max(0, bytes.length - 4); i--) {
    const byte = bytes[i];
    if ((byte & 0xc0) === 0x80) continue; // a continuation byte: its lead is further back
    const needed = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : byte >= 0xc0 ? 2 : 1;
    return bytes.length - i < needed ? i : bytes.length;
  }
  return bytes.length;
}

/**
 * Passes bytes through unchanged, refusing the first chunk that is not UTF-8. Checked without decoding
 * (no string per chunk); a character cut between two chunks is checked with the next one.
 */
function utf8Check(): Transform {
  let carry: Buffer = Buffer.alloc(0);
  const refuse = () => badRequest('File is not valid UTF-8');
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const bytes = carry.length ? Buffer.concat([carry, chunk]) : chunk;
      const complete = completeLength(bytes);
      if (!isUtf8(bytes.subarray(0, complete))) return done(refuse());
      carry = Buffer.from(bytes.subarray(complete));
      done(null, chunk);
    },
    flush(done) {
      done(carry.length && !isUtf8(carry) ? refuse() : null);
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

/** Parses the spooled file record by record, with its line (the parser streams; memory holds a few records). */
export function readRecords(path: string): AsyncIterable<CsvRecord> {
  return createReadStream(path).pipe(parse({ ...CSV_OPTIONS, info: true }));
}

/** The records alone (no line numbers: the parser then builds no info object per record). */
function readBareRecords(path: string): AsyncIterable<string[]> {
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

/**
 * First pass: the header and the number of rows, so a bad file is refused before anything is applied,
 * and the kinds of key its rows find items by.
 */
export async function inspect(path: string): Promise<{ columns: IngestionColumn[]; rows: number; keyKinds: Set<KeyKind> }> {
  let columns: IngestionColumn[] | null = null;
  let rows = 0;
  const keyKinds = new Set<KeyKind>();
  let upcAt = -1;
  let externalAt = -1;
  try {
    for await (const record of readBareRecords(path)) {
      if (!columns) {
        columns = checkHeader(record);
        upcAt = columns.indexOf('upc');
        externalAt = columns.indexOf('external_id');
        continue;
      }
      if (++rows > INGESTION_MAX_ROWS) throw badRequest(`The file has more than ${INGESTION_MAX_ROWS} rows`);
      // As rowValidation keys a row: by UPC, else external id, else name.
      keyKinds.add(record[upcAt]?.trim() ? 'upc' : record[externalAt]?.trim() ? 'external_id' : 'name');
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if (error instanceof CsvError) throw badRequest(`The file is not valid CSV at line ${error.lines}: ${error.message}`);
    throw error;
  }
  if (!columns) throw badRequest('The file is empty');
  if (rows === 0) throw badRequest('The file has a header but no rows');
  return { columns, rows, keyKinds };
}
