import { sql, type SQL } from 'drizzle-orm';
import { Readable } from 'node:stream';
import type { Db } from '../../db/client.ts';
import { selectRows } from '../../db/rows.ts';
import { csvLine, FORMULA_START, PLAIN_NUMBER } from '../../../src/domain/csv.ts';

export { csvCell, csvLine, type CsvValue } from '../../../src/domain/csv.ts';


/** Text csvCell may change: a formula start (unless a plain number), or a quote, comma or line break to quote. */
const NEEDS_CARE = `${FORMULA_START}|[",\\r\\n]`;

/** One CSV cell written by PostgreSQL exactly as csvCell writes it (NULL is empty); `text` must be a text expression. */
export const csvCellSql = (text: SQL) => {
  const defused = sql`(case when ${text} ~ ${FORMULA_START} and ${text} !~ ${PLAIN_NUMBER} then '''' || ${text} else ${text} end)`;
  const careful = sql`(case when ${defused} ~ '[",\r\n]' then '"' || replace(${defused}, '"', '""') || '"' else ${defused} end)`;
  // Most cells need neither: one pattern test for them instead of the three the careful way costs.
  return sql`(case when ${text} is null then '' when ${text} !~ ${NEEDS_CARE} then ${text} else ${careful} end)`;
};

/**
 * A batch as `rows` (a select without limit or offset): its order key as "k" and one text column named as
 * each CSV column (NULL for empty); `plainColumns` are sent as they are (see KeysetExport). PostgreSQL
 * writes the batch's CSV text as a single string, so the server handles no row objects at all; each value
 * is computed once in `rows`, then only quoted here. `offset 0` keeps PostgreSQL from inlining `rows` into
 * the quoting, which names each value several times: every expression, a correlated subquery too, would
 * run once per mention (up to 8 times a row).
 */
export function csvChunkSql(rows: SQL, columns: readonly string[], plainColumns: readonly string[] = []): SQL {
  const cells = columns.map((column) => {
    const text = sql`r.${sql.identifier(column)}`;
    return plainColumns.includes(column) ? sql`coalesce(${text}, '')` : csvCellSql(text);
  });
  return sql`select coalesce(string_agg(${sql.join(cells, sql` || ',' || `)} || E'\\r\\n', '' order by r.k), '') as chunk from (${rows} offset 0) r`;
}

/** Where an export's batches come from, in the order of a key K: the batch boundaries (cheap, in order) and each batch's CSV text. */
export interface CsvSource<K> {
  /** a key before every row's */
  start: K;
  /** the key of the last row of the full batch after `after`; null when less than a batch is left */
  batchEnd(after: K): Promise<K | null>;
  /** the CSV text of the rows after `after` up to `last` included; to the end when `last` is null */
  chunk(after: K, last: K | null): Promise<string>;
}

/** Batches whose text is being written by PostgreSQL while the current one is sent (each on its own connection). */
const AHEAD = 2;

/**
 * A CSV stream read in keyset batches of EXPORT_BATCH: the boundaries are found one after the other,
 * each batch's text is asked for as soon as its boundaries are known, AHEAD at once, and sent in order.
 * The stream waits while the client is slow, so a few batches at most are in memory.
 */
export function csvStream<K>(header: readonly string[], source: CsvSource<K>): Readable {
  async function* chunks() {
    yield csvLine(header);
    const queue: Promise<string>[] = [];
    let after = source.start;
    let more = true;
    for (;;) {
      while (more && queue.length < AHEAD) {
        const last = await source.batchEnd(after);
        const text = source.chunk(after, last);
        // If the client goes away the stream is destroyed with reads under way: they must not go unhandled.
        text.catch(() => undefined);
        queue.push(text);
        if (last === null) more = false;
        else after = last;
      }
      const next = queue.shift();
      if (!next) return;
      yield await next;
    }
  }
  return Readable.from(chunks(), { objectMode: false, highWaterMark: 1 });
}

export const EXPORT_BATCH = 5000;

/**
 * A table's export as two queries in the order of a key K, the columns of `keysAfter`'s rows (an id, or
 * a timestamp and an id); keysetCsvStream runs them batch by batch. The order should be an index's, so
 * that each batch reads only its own rows.
 */
export interface KeysetExport<K extends Record<string, unknown>> {
  /** a key before every row's */
  start: K;
  /** the keys after `after`, in the export's order; the batch's offset and limit are added */
  keysAfter(after: K): SQL;
  /** the rows after `after` up to `last` included (see keyRange): "k", sorting in the export's order, and one text column named as each CSV column */
  rowsBetween(after: K, last: K | null): SQL;
  /** columns whose text csvCell would leave as it is, by how it is written (ids, amounts, ISO times): sent without its tests */
  plainColumns?: readonly string[];
}

/** `key` after `after` and at most `last`, or with no upper bound for the last batch (null); a key is a column or a row of columns. */
export const keyRange = (key: SQL, after: SQL, last: SQL | null) => (last === null ? sql`${key} > ${after}` : sql`${key} > ${after} and ${key} <= ${last}`);

/** A table's CSV export in keyset batches of EXPORT_BATCH, the text of each written by PostgreSQL. */
export function keysetCsvStream<K extends Record<string, unknown>>(db: Db, columns: readonly string[], source: KeysetExport<K>): Readable {
  return csvStream<K>(columns, {
    start: source.start,
    async batchEnd(after) {
      const [row] = await selectRows<K>(db, sql`${source.keysAfter(after)} offset ${EXPORT_BATCH - 1} limit 1`);
      return row ?? null;
    },
    async chunk(after, last) {
      const [row] = await selectRows<{ chunk: string }>(db, csvChunkSql(source.rowsBetween(after, last), columns, source.plainColumns));
      return row?.chunk ?? '';
    },
  });
}
