import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { parseSearch, type SearchTerms } from '../../../src/domain/searchText.ts';
import { storeWordsVectorOf, wordsVectorOf } from '../../db/schema/searchKey.ts';

/** "coca:* & cola:*": every word typed is a prefix of some lexeme. Words hold only [a-z0-9]: nothing to escape. */
const prefixQuery = (words: readonly string[]) => words.map((word) => `${word}:*`).join(' & ');

/**
 * `key` (a search key: normalised words after a leading space) has a word starting with each of `words`,
 * in any order, as a GIN words index answers it: the posting lists of the lexemes starting with each word,
 * not the trigrams of a table. The query is a ::tsquery literal rather than to_tsquery() so that the
 * planner sees its value and estimates it from the expression statistics.
 */
export function wordsMatch(key: SQL, words: readonly string[]): SQL {
  return sql`${wordsVectorOf(key)} @@ ${prefixQuery(words)}::tsquery`;
}

/**
 * wordsMatch for a store's items (alias si): each word typed starts a word of the item's search key, read from
 * the index that holds every word with its store ('12.cola':*), so only the store's own entries are read.
 */
export function storeWordsMatch(storeId: number, words: readonly string[]): SQL {
  const query = words.map((word) => `'${storeId}.${word}':*`).join(' & ');
  return sql`${storeWordsVectorOf(sql`si.store_id`, sql`si.search_key`)} @@ ${query}::tsquery`;
}

/** nameOrCode for a store's items (alias si), their words read from the store's own words index (storeWordsMatch). */
export const storeItemNameOrCode = (storeId: number, codeColumns: readonly SQL[], terms: SearchTerms) =>
  nameOrCode(sql`si.search_key`, codeColumns, terms, (words) => storeWordsMatch(storeId, words));

/**
 * The same test as wordsMatch, cheaper on a row already at hand (a LIKE per word, no parsing of the key):
 * for filtering rows read from another index, and for short lists with no words index.
 */
export function wordsMatchEachRow(key: SQL, words: readonly string[]): SQL {
  return sql.join(
    words.map((word) => sql`${key} like ${`% ${word}%`}`),
    sql` and `,
  );
}

/** The words as one phrase the way a search key holds them: " coca cola". */
export const phraseOf = (words: readonly string[]) => ` ${words.join(' ')}`;

/**
 * Relevance of a match for `phrase` (phraseOf, or a placeholder for it), best first: 0 the whole name is
 * what was typed, 1 the name starts with it, 2 it appears as typed from the start of a word, 3 its words
 * appear in another order or apart.
 */
export function relevance(key: SQL, phrase: string | SQLWrapper): SQL<number> {
  return sql<number>`case when ${key} = ${phrase} then 0 when ${key} like ${phrase} || '%' then 1 when ${key} like '%' || ${phrase} || '%' then 2 else 3 end`;
}

/** A code typed in full or as its first digits (a pattern-ops btree index answers it). */
export function codePrefix(column: SQL, code: string): SQL {
  return sql`${column} like ${`${code}%`}`;
}

/**
 * The conditions of a name search with codes: words of the name (for an index, and for rows at hand), or a
 * code column equal to / starting with what was typed. `indexedWords` is the test the table's words index
 * answers (wordsMatch over `key` unless told otherwise).
 */
export function nameOrCode(
  key: SQL,
  codeColumns: readonly SQL[],
  terms: SearchTerms,
  indexedWords: (words: readonly string[]) => SQL = (words) => wordsMatch(key, words),
): { name: SQL; nameEachRow: SQL; equals: SQL | null } {
  const codes = codeColumns.map((column) => (terms.code ? codePrefix(column, terms.code) : sql`${column} = ${terms.raw}`));
  return {
    name: terms.words.length ? indexedWords(terms.words) : sql`false`,
    nameEachRow: terms.words.length ? wordsMatchEachRow(key, terms.words) : sql`false`,
    equals: codes.length ? sql`(${sql.join(codes, sql` or `)})` : null,
  };
}

/**
 * The search of a short list by a text column: every word typed starts a word of it (search_key_of, the
 * SQL function of the search words migration). undefined when nothing was typed; false when only
 * punctuation was.
 */
export function wordsOf(column: SQL, typed: string | undefined): SQL | undefined {
  const terms = parseSearch(typed);
  if (!terms) return undefined;
  return terms.words.length ? wordsMatchEachRow(sql`search_key_of(${column})`, terms.words) : sql`false`;
}
