import type { GetListResult, RaRecord } from 'react-admin';
import { hasMorePages, type CappedCountMeta } from '../domain/paging.ts';

/**
 * A page of a list answer for react-admin. An exact count is the total; a count the server stopped at
 * (count_exact false) becomes partial pagination: a full page offers the next one, and the meta keeps
 * the count for "1000+".
 */
export function listResultOf(rows: RaRecord[], count: number, countExact: boolean, page: number, perPage: number): GetListResult<RaRecord> {
  if (countExact) return { data: rows, total: count };
  const meta: CappedCountMeta = { countedAtLeast: count };
  return { data: rows, pageInfo: { hasPreviousPage: page > 1, hasNextPage: hasMorePages(rows.length, perPage) }, meta };
}
