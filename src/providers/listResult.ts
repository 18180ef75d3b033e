import type { GetListResult, RaRecord } from 'react-admin';
import { hasMorePages, type CappedCountMeta, type SearchAnswerMeta } from '../domain/paging.ts';

/**
 * A page of a list answer for react-admin. An exact count is the total; a count the server stopped at
 * (count_exact false) becomes partial pagination: a full page offers the next one, and the meta keeps
 * the count for "1000+" and the server's estimate ("About 12,300"). Close spellings of a search that matched
 * nothing go in the meta too.
 */
export function listResultOf(
  rows: RaRecord[],
  count: number,
  countExact: boolean,
  page: number,
  perPage: number,
  search: { count_estimate?: number; suggestions?: string[] } = {},
): GetListResult<RaRecord> {
  const searchMeta: SearchAnswerMeta = {
    ...(!countExact && search.count_estimate !== undefined ? { countEstimate: search.count_estimate } : {}),
    ...(search.suggestions?.length ? { suggestions: search.suggestions } : {}),
  };
  if (countExact) return Object.keys(searchMeta).length ? { data: rows, total: count, meta: searchMeta } : { data: rows, total: count };
  const meta: CappedCountMeta & SearchAnswerMeta = { countedAtLeast: count, ...searchMeta };
  return { data: rows, pageInfo: { hasPreviousPage: page > 1, hasNextPage: hasMorePages(rows.length, perPage) }, meta };
}
