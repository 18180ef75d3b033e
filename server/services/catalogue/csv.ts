import { sql, type SQL } from 'drizzle-orm';
import { Readable } from 'node:stream';
import type { Db } from '../../db/client.ts';
import { selectRows } from '../../db/rows.ts';
import { csvLine, FORMULA_START, PLAIN_NUMBER } from '../../../src/domain/csv.ts';

export { csvCell, csvLine, type CsvValue } from '../../../src/domain/csv.ts';


/** One CSV cell written by PostgreSQL exactly as csvCell writes it (NULL is empty); `text` must be a text expression. */
export const csvCellSql = (text: SQL) => {
  const defused = sql`(case when ${text} ~ ${FORMULA_START} and ${text} !~ ${PLAIN_NUMBER} then '''' || ${text} else ${text} end)`;
  return sql`(case when ${text} is null then '' when ${defused} ~ '[",\r\n]' then '"' || replace(${defused}, '"', '""') || '"' else ${defused} end)`;
};

/** A timestamp as Date.toISOString writes it (milliseconds, UTC), as text. */
export const isoSql = (timestamp: SQL) => sql`to_char(${timestamp} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * A batch as `rows`: its order key as "k" and one text column named as each CSV column (NULL for
 * empty). PostgreSQL writes the batch's CSV text as a single string, so the server handles no row
 * objects at all; each value is computed once in `rows`, then only quoted here.
 */
export function csvChunkSql(rows: SQL, columns: readonly string[]): SQL {
  const cells = columns.map((column) => csvCellSql(sql`r.${sql.identifier(column)}`));
  return sql`select coalesce(string_agg(${sql.join(cells, sql` || ',' || `)} || E'\\r\\n', '' order by r.k), '') as chunk from (${rows}) r`;
}

/** The last key of the next batch of EXPORT_BATCH keys after `after`, from `keys` (a query of "k" ordered by k); null at the end. */
export const nextKeySql = (keys: SQL) => sql`select max(q.k) as last from (${keys}) q`;

/** Where an export's batches come from: the batch boundaries (cheap, in order) and each batch's CSV text. */
export interface CsvSource {
  /** the last key of the batch after `after`, null when nothing is left */
  nextKey(after: number): Promise<number | null>;
  /** the CSV text of the rows with after < key <= last */
  chunk(after: number, last: number): Promise<string>;
}

/** Batches whose text is being written by PostgreSQL while the current one is sent (each on its own connection). */
const AHEAD = 2;

/**
 * A CSV stream read in keyset batches of EXPORT_BATCH: the boundaries are found one after the other,
 * each batch's text is asked for as soon as its boundaries are known, AHEAD at once, and sent in order.
 * The stream waits while the client is slow, so a few batches at most are in memory.
 */
export function csvStream(header: readonly string[], source: CsvSource): Readable {
  async function* chunks() {
    yield csvLine(header);
    const queue: Promise<string>[] = [];
    let after = 0;
    let more = true;
    for (;;) {
      while (more && queue.length < AHEAD) {
        const last = await source.nextKey(after);
        if (last === null) {
          more = false;
          break;
        }
        const text = source.chunk(after, last);
        // If the client goes away the stream is destroyed with reads under way: they must not go unhandled.
        text.catch(() => undefined);
        queue.push(text);
        after = last;
      }
      const next = queue.shift();
      if (!next) return;
      yield await next;
    }
  }
  return Readable.from(chunks(), { objectMode: false, highWaterMark: 1 });
}

export const EXPORT_BATCH = 5000;

/** A table's export as two queries; keysetCsvStream runs them batch by batch. */
export interface KeysetExport {
  /** the keys ("k") after `after`, ordered by k; the batch limit is added */
  keysAfter(after: number): SQL;
  /** the rows with after < k <= last: "k" and one text column named as each CSV column */
  rowsBetween(after: number, last: number): SQL;
}

/** A table's CSV export in keyset batches of EXPORT_BATCH, the text of each written by PostgreSQL. */
export function keysetCsvStream(db: Db, columns: readonly string[], source: KeysetExport): Readable {
  return csvStream(columns, {
    async nextKey(after) {
      const [row] = await selectRows<{ last: number | null }>(db, nextKeySql(sql`${source.keysAfter(after)} limit ${EXPORT_BATCH}`));
      return row?.last ?? null;
    },
    async chunk(after, last) {
      const [row] = await selectRows<{ chunk: string }>(db, csvChunkSql(source.rowsBetween(after, last), columns));
      return row?.chunk ?? '';
    },
  });
}
