// Item matching (spec 001 §7 "Item matching"): one named method per call under
// /stores/{id}/inventory/item-management/, typed from src/contract/matching.ts.
import type {
  MatchActionResult,
  MatchCounts,
  MatchExportBody,
  MatchList,
  MatchListQuery,
  NoMatchList,
  UnlinkBody,
} from '../../contract/matching.ts';
import { downloadFile } from '../fileDownload.ts';
import { httpRequest } from '../http.ts';

const itemManagement = (storeId: number, call: string) => `/stores/${storeId}/inventory/item-management/${call}`;

/** The list call of each proposed result; the no-match list has its own answer shape. */
const LIST_CALLS = { match: 'match', partial: 'partial-match' } as const;
export type ProposedResult = keyof typeof LIST_CALLS;

/** Blank search and the empty tag filter are left out of the query (spec 001 §5). */
function listQuery(query: MatchListQuery): MatchListQuery {
  const search = query.search?.trimStart();
  return { ...query, search: search || undefined, tag: query.tag?.length ? query.tag : undefined };
}

export interface MatchingMethods {
  /** GET manual-match-items-count */
  getMatchCounts(storeId: number, signal?: AbortSignal): Promise<MatchCounts>;
  /** GET match or partial-match */
  getMatchList(storeId: number, result: ProposedResult, query: MatchListQuery, signal?: AbortSignal): Promise<MatchList>;
  /** GET no-match */
  getNoMatchList(storeId: number, query: MatchListQuery, signal?: AbortSignal): Promise<NoMatchList>;
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
  getMatchList: (storeId, result, query, signal) =>
    httpRequest<MatchList>(itemManagement(storeId, LIST_CALLS[result]), { query: listQuery(query), signal }),
  getNoMatchList: (storeId, query, signal) => httpRequest<NoMatchList>(itemManagement(storeId, 'no-match'), { query: listQuery(query), signal }),
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
