import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { ACCENTED, APOSTROPHES, FOLDED } from '../../../src/domain/searchText.ts';

const quoted = (text: string) => `'${text.replaceAll("'", "''")}'`;

/**
 * The SQL twin of normaliseSearchText (src/domain/searchText.ts) over `column`, with a leading space so
 * that "the start of a word" is always " word": `search_key like '% cola%'`. Only immutable built-ins, so
 * it can define a generated column and a trigram index can hold it.
 */
export function searchKeySql(column: string): SQL {
  const folded = `translate(replace(lower(${column}), '&', ' and '), ${quoted(ACCENTED + APOSTROPHES)}, ${quoted(FOLDED)})`;
  return sql.raw(`' ' || btrim(regexp_replace(${folded}, '[^a-z0-9]+', ' ', 'g'))`);
}

/**
 * The words of a search key as the words indexes hold them: one lexeme per word ('simple' keeps every word
 * as written). Searches must use this same expression, or the planner uses neither the index nor its
 * statistics.
 */
export const wordsVectorOf = (searchKey: SQLWrapper) => sql`to_tsvector('simple'::regconfig, ${searchKey})`;

/**
 * The words of a store item's search key, each behind its store's id ("12.cola"): the index's posting list of a
 * word is then per store. With the store as a separate column (btree_gin), a search of a big store intersected
 * the store's posting list of every item (100,000 entries) with the word's; now it reads only the store's own
 * entries of the words typed. Searches must use this same expression (storeWordsMatch).
 */
export const storeWordsVectorOf = (storeId: SQLWrapper, searchKey: SQLWrapper) =>
  sql`array_to_tsvector(string_to_array(${storeId}::text || '.' || replace(btrim(${searchKey}), ' ', ' ' || ${storeId}::text || '.'), ' '))`;
