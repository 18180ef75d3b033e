// Item matching (spec 001 §7 "Item matching"): the react-admin adapter of the three match lists and one
// named method per other call under /stores/{id}/inventory/item-management/, typed from src/contract/matching.ts.
import type {
  MatchActionResult,
  MatchCandidate,
  MatchCounts,
  MatchExportBody,
  MatchGlobalItem,
  MatchList,
  MatchListQuery,
  MatchResult,
  MatchStoreItem,
  NoMatchList,
  UnlinkBody,
} from '../../contract/matching.ts';
import { MATCH_PAGE_SIZE, MATCH_RESULTS, MATCH_REVIEW_STATUSES } from '../../domain/matchLists.ts';
import { matchTagQuery, nextMatchOffset } from '../../domain/matchReview.ts';
import { offsetOf } from '../../domain/paging.ts';
import { downloadFile } from '../fileDownload.ts';
import { httpRequest } from '../http.ts';
import type { ResourceAdapter } from '../resourceAdapter.ts';

const itemManagement = (storeId: number, call: string) => `/stores/${storeId}/inventory/item-management/${call}`;

/** The list call of each proposed result; the no-match list has its own answer shape. */
const LIST_CALLS = { match: 'match', partial: 'partial-match' } as const;
export type ProposedResult = keyof typeof LIST_CALLS;

/** Blank search and the empty tag filter are left out of the query (spec 001 §5). */
function listQuery(query: MatchListQuery): MatchListQuery {
  const search = query.search?.trimStart();
  return { ...query, search: search || undefined, tag: query.tag?.length ? query.tag : undefined };
}

export type ReviewStatus = (typeof MATCH_REVIEW_STATUSES)[number];

/** The react-admin resource of the match lists: one list per result, chosen by the filter. */
export const MATCH_ITEMS_RESOURCE = 'match-items';

/** The filter of a match list: the store (fixed by the screen), the result tab, search text and review statuses. */
export interface MatchItemsFilter {
  storeId: number;
  /** absent: the confident matches */
  result?: MatchResult;
  search?: string;
  tag?: readonly ReviewStatus[];
}

/** A row of any of the three lists, keyed by its store item; a no-match row has no catalogue item, score or candidates. */
export interface MatchReviewRecord {
  id: number;
  storeItem: MatchStoreItem;
  globalItem: MatchGlobalItem | null;
  score: number | null;
  reasons: string[];
  candidates: MatchCandidate[];
}

/** The result a list filter names; anything else (a hand-edited URL) is the confident matches. */
export const matchResultOf = (filter: { result?: unknown }): MatchResult =>
  MATCH_RESULTS.find((result) => result === filter.result) ?? 'match';

const matchListApi = {
  proposed: (storeId: number, result: ProposedResult, query: MatchListQuery, signal?: AbortSignal) =>
    httpRequest<MatchList>(itemManagement(storeId, LIST_CALLS[result]), { query: listQuery(query), signal }),
  noMatch: (storeId: number, query: MatchListQuery, signal?: AbortSignal) =>
    httpRequest<NoMatchList>(itemManagement(storeId, 'no-match'), { query: listQuery(query), signal }),
};

/**
 * "match-items": GET match, partial-match or no-match, 20 rows at a time for react-admin's infinite list.
 * A page of fewer than 20 rows is the last one (spec 001 §4), whatever the count says; every status chosen
 * in the tag filter is All.
 */
export const matchItemsAdapter: ResourceAdapter = {
  async getList({ filter, pagination, signal }) {
    const { storeId, search, tag = [] } = filter as MatchItemsFilter;
    if (typeof storeId !== 'number') throw new Error('match-items calls need the storeId');
    const page = pagination?.page ?? 1;
    const offset = offsetOf(page, MATCH_PAGE_SIZE);
    const query: MatchListQuery = { offset, limit: MATCH_PAGE_SIZE, search, tag: matchTagQuery(tag) };
    const result = matchResultOf(filter as MatchItemsFilter);
    const { count, rows } =
      result === 'noMatch'
        ? await matchListApi.noMatch(storeId, query, signal).then((answer) => ({
            count: answer.count,
            rows: answer.items.map(({ storeItem }): MatchReviewRecord => ({ id: storeItem.id, storeItem, globalItem: null, score: null, reasons: [], candidates: [] })),
          }))
        : await matchListApi.proposed(storeId, result, query, signal).then((answer) => ({
            count: answer.count,
            rows: answer.items.map((row): MatchReviewRecord => ({ id: row.storeItem.id, ...row })),
          }));
    return { data: rows, total: count, pageInfo: { hasNextPage: nextMatchOffset(offset, rows.length) !== null, hasPreviousPage: page > 1 } };
  },
};

export interface MatchingMethods {
  /** GET manual-match-items-count */
  getMatchCounts(storeId: number, signal?: AbortSignal): Promise<MatchCounts>;
  /** PATCH review-store-items: accept each row's proposal, or mark the items as having no catalogue item */
  reviewMatchItems(storeId: number, storeItemIds: readonly number[], decision: 'accept' | 'no_catalogue_item'): Promise<MatchActionResult>;
  /** PUT update: link a store item to the global item chosen by hand */
  linkMatchItem(storeId: number, storeItemId: number, globalItemId: number): Promise<MatchActionResult>;
  /** PUT unlink: remove the links or reject the proposals; the pairs are never proposed again */
  unlinkMatchItems(storeId: number, items: UnlinkBody['items']): Promise<MatchActionResult>;
  /** PUT update-global-item: copy the store items' fields to their global items */
  updateMatchGlobalItems(storeId: number, storeItemIds: readonly number[]): Promise<MatchActionResult>;
  /** POST insert: new company catalogue items from no-match store items */
  insertMatchItems(storeId: number, storeItemIds: readonly number[]): Promise<MatchActionResult>;
  /** DELETE delete: remove store items */
  deleteMatchItems(storeId: number, storeItemIds: readonly number[]): Promise<MatchActionResult>;
  /** POST export-to-csv, saved as a download: the file name */
  exportMatches(storeId: number, body: MatchExportBody): Promise<string>;
}

export const matchingMethods: MatchingMethods = {
  getMatchCounts: (storeId, signal) => httpRequest<MatchCounts>(itemManagement(storeId, 'manual-match-items-count'), { signal }),
  reviewMatchItems: (storeId, storeItemIds, decision) =>
    httpRequest<MatchActionResult>(itemManagement(storeId, 'review-store-items'), {
      method: 'PATCH',
      body: { store_item_ids: [...storeItemIds], decision },
    }),
  linkMatchItem: (storeId, storeItemId, globalItemId) =>
    httpRequest<MatchActionResult>(itemManagement(storeId, 'update'), {
      method: 'PUT',
      body: { store_item_id: storeItemId, global_item_id: globalItemId },
    }),
  unlinkMatchItems: (storeId, items) => httpRequest<MatchActionResult>(itemManagement(storeId, 'unlink'), { method: 'PUT', body: { items } }),
  updateMatchGlobalItems: (storeId, storeItemIds) =>
    httpRequest<MatchActionResult>(itemManagement(storeId, 'update-global-item'), { method: 'PUT', body: { store_item_ids: [...storeItemIds] } }),
  insertMatchItems: (storeId, storeItemIds) =>
    httpRequest<MatchActionResult>(itemManagement(storeId, 'insert'), { method: 'POST', body: { store_item_ids: [...storeItemIds] } }),
  deleteMatchItems: (storeId, storeItemIds) =>
    httpRequest<MatchActionResult>(itemManagement(storeId, 'delete'), { method: 'DELETE', body: { store_item_ids: [...storeItemIds] } }),
  exportMatches: (storeId, body) =>
    downloadFile(itemManagement(storeId, 'export-to-csv'), {
      request: { method: 'POST', body },
      fallbackName: `store_${storeId}_${body.result}_matches.csv`,
    }),
};
