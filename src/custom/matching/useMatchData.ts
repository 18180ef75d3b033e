import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { MatchCandidate, MatchGlobalItem, MatchResult, MatchStoreItem } from '../../contract/matching.ts';
import { MATCH_PAGE_SIZE, MATCH_REVIEW_STATUSES } from '../../contract/matching.ts';
import { matchTagQuery, nextMatchOffset } from '../../domain/matchReview.ts';
import { useLsmDataProvider } from '../../providers/useLsmDataProvider.ts';

export type ReviewStatus = (typeof MATCH_REVIEW_STATUSES)[number];

/** One row of any of the three lists; a no-match row has no catalogue item, score or candidates. */
export interface ReviewRow {
  storeItem: MatchStoreItem;
  globalItem: MatchGlobalItem | null;
  score: number | null;
  reasons: string[];
  candidates: MatchCandidate[];
}

export interface MatchListFilters {
  search: string;
  tags: readonly ReviewStatus[];
}

/** Everything about the store's matching: counts and lists refresh together after an action. */
export const matchingKey = (storeId: number) => ['matching', storeId] as const;
export const matchCountsKey = (storeId: number) => [...matchingKey(storeId), 'counts'] as const;

/**
 * GET manual-match-items-count. `followMs` asks again at that interval while the page is visible: the
 * engine matches in the background after an upload or an edit, so a count shown beside the inventory
 * would otherwise stay at what it was before.
 */
export function useMatchCounts(storeId: number, enabled = true, followMs?: number) {
  const dataProvider = useLsmDataProvider();
  return useQuery({
    queryKey: matchCountsKey(storeId),
    queryFn: ({ signal }) => dataProvider.getMatchCounts(storeId, signal),
    enabled: enabled && storeId > 0,
    refetchInterval: followMs,
  });
}

/** The rows of one result, 20 at a time; a page of fewer than 20 ends the loading (spec 001 §4). */
export function useMatchRows(storeId: number, result: MatchResult, filters: MatchListFilters, enabled: boolean) {
  const dataProvider = useLsmDataProvider();
  const search = filters.search.trimStart();
  const tag = matchTagQuery(filters.tags);
  return useInfiniteQuery({
    queryKey: [...matchingKey(storeId), 'list', result, search, tag ?? 'all'],
    enabled: enabled && storeId > 0,
    initialPageParam: 0,
    queryFn: async ({ pageParam, signal }): Promise<{ count: number; rows: ReviewRow[] }> => {
      const query = { offset: pageParam, limit: MATCH_PAGE_SIZE, search: search || undefined, tag };
      if (result === 'noMatch') {
        const answer = await dataProvider.getNoMatchList(storeId, query, signal);
        return {
          count: answer.count,
          rows: answer.items.map(({ storeItem }) => ({ storeItem, globalItem: null, score: null, reasons: [], candidates: [] })),
        };
      }
      const answer = await dataProvider.getMatchList(storeId, result, query, signal);
      return { count: answer.count, rows: answer.items };
    },
    getNextPageParam: (page, _pages, offset) => nextMatchOffset(offset, page.rows.length) ?? undefined,
  });
}
