import { Readable } from 'node:stream';

export type CsvValue = string | number | boolean | null | undefined;

/** One RFC 4180 cell: quoted when it holds a comma, quote or line break; formula-leading cells are left as data. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const csvLine = (values: readonly CsvValue[]) => `${values.map(csvCell).join(',')}\r\n`;

/**
 * A CSV stream read in keyset batches: `fetch(afterId)` answers the next batch ordered by id (empty at
 * the end). Only one batch is in memory at a time, and the stream waits while the client is slow.
 */
export function csvStream<T extends { id: number }>(
  header: readonly string[],
  fetch: (afterId: number) => Promise<T[]>,
  toValues: (row: T) => CsvValue[],
): Readable {
  async function* lines() {
    yield csvLine(header);
    let afterId = 0;
    for (;;) {
      const batch = await fetch(afterId);
      if (batch.length === 0) return;
      yield batch.map((row) => csvLine(toValues(row))).join('');
      afterId = batch[batch.length - 1].id;
    }
  }
  return Readable.from(lines());
}

export const EXPORT_BATCH = 5000;
