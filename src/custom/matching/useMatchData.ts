import { useQuery } from '@tanstack/react-query';
import { useLsmDataProvider } from '../../providers/useLsmDataProvider.ts';

export type { MatchReviewRecord as ReviewRow, ReviewStatus } from '../../providers/data/matching.ts';

/** Everything about the store's matching but its lists (react-admin's "match-items"): refreshed after an action. */
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
