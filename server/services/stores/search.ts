import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { parseSearch } from '../../../src/domain/searchText.ts';
import { stores } from '../../db/schema/index.ts';
import { relevance } from '../search/words.ts';

/** A prepared store search takes this many word patterns at most; further words join the last one, in order. */
export const MAX_STORE_SEARCH_WORDS = 5;

/**
 * The LIKE patterns of a store search: each word typed must start a word of the store's name or of one of
 * its addresses ("line 1 city state"), in any order ("% main%"). Empty when nothing searchable was typed.
 */
export function storeSearchPatterns(term: string | undefined): string[] {
  const words = parseSearch(term)?.words ?? [];
  const first = words.slice(0, MAX_STORE_SEARCH_WORDS - 1).map((word) => `% ${word}%`);
  const rest = words.slice(MAX_STORE_SEARCH_WORDS - 1);
  return rest.length ? [...first, `% ${rest.join('% ')}%`] : first;
}

/**
 * A store matching every pattern: one trigram index over stores.search_text (the normalised name and
 * addresses, kept by triggers: drizzle/0006 and the search words migration) answers them. The caller
 * also asks for live stores, which that partial index holds. No pattern (only punctuation typed): no store.
 */
export function storeSearchMatches(patterns: readonly (string | SQLWrapper)[]): SQL {
  if (!patterns.length) return sql`false`;
  return sql.join(
    patterns.map((pattern) => sql`${stores.searchText} like ${pattern}`),
    sql` and `,
  );
}

/**
 * Relevance of a store for the typed words (a placeholder for phraseOf), lower first: as the catalogue's, on the
 * store's name. The name's search key is search_text's first line (store_search_text), read from the row rather
 * than computed again: search_key_of's regular expression on every match was most of a short search's time.
 */
export const storeSearchRank = (phrase: SQLWrapper) => relevance(sql`split_part(${stores.searchText}, E'\n', 1)`, phrase);
