import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { selectRows } from '../../db/rows.ts';
import { wordSimilarAtLeast } from '../../db/trigramOperators.ts';
import type { ListRequest } from '../catalogue/listPage.ts';

/** How alike a name's closest words must be to what was typed (pg_trgm word similarity, 0-1). */
const CLOSE_ENOUGH = 0.45;
const MAX_SUGGESTIONS = 3;

/**
 * "Did you mean …": names of the list (its filters) whose words are spelt close to what was typed, when
 * the search matched nothing. On PostgreSQL the trigram index over search_key answers `<%` (word similarity
 * above the threshold, set for this transaction only).
 */
export async function closeSpellings(db: Db, request: ListRequest, words: readonly string[]): Promise<string[]> {
  if (!words.length) return [];
  const typed = words.join(' ');
  const key = sql.raw(`${request.alias}.search_key`);
  const name = sql.raw(`${request.alias}.name`);
  return db.transaction(async (tx) => {
    const close = wordSimilarAtLeast(sql`${typed}`, key, CLOSE_ENOUGH);
    if (close.setup) await tx.execute(close.setup);
    const rows = await selectRows<{ name: string }>(
      tx,
      sql`select name from (
            select distinct on (${key}) ${name} as name, word_similarity(${typed}, ${key}) as similarity
            from ${sql.raw(`${request.table} ${request.alias}`)}
            where ${request.filters} and ${close.test}
            order by ${key}, similarity desc
          ) close order by similarity desc, name limit ${MAX_SUGGESTIONS}`,
    );
    return rows.map((row) => row.name);
  });
}
