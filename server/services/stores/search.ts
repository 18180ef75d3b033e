import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { stores } from '../../db/schema/index.ts';

/**
 * A store whose name or one of its addresses ("line 1 city state") contains the LIKE pattern, in any case:
 * one trigram index over stores.search_text (kept by triggers, drizzle/0006) answers both. The caller
 * also asks for live stores, which that partial index holds.
 */
export function storeSearchMatches(pattern: string | SQLWrapper): SQL {
  return sql`${stores.searchText} like lower(${pattern})`;
}
