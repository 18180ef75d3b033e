import { http, HttpResponse } from 'msw';
import type {
  MatchActionResult,
  MatchCounts,
  MatchGlobalItem,
  MatchRow,
  MatchStoreItem,
  ReviewStoreItemsBody,
  StoreItemIdsBody,
  UnlinkBody,
  UpdateMatchBody,
} from '../../../src/contract/matching.ts';
import { api } from './mswServer.ts';

export const MATCH_STORE_ID = 31;
const BASE = `/stores/${MATCH_STORE_ID}/inventory/item-management`;

export function matchStoreItem(id: number, overrides: Partial<MatchStoreItem> = {}): MatchStoreItem {
  return {
    id,
    name: `Store item ${String(id).padStart(3, '0')}`,
    upc: `04900000${String(id).padStart(4, '0')}`,
    gtin: null,
    size: '12 oz',
    unit_count: 1,
    price: 2.5,
    category: { id: 5, name: 'Beverages' },
    sub_category: null,
    image: null,
    item_id: null,
    is_reviewed: false,
    updated_at: '2026-11-20T10:00:00Z',
    ...overrides,
  };
}

export function matchGlobalItem(id: number, overrides: Partial<MatchGlobalItem> = {}): MatchGlobalItem {
  return {
    id,
    name: `Catalogue item ${id}`,
    upc: `04900000${String(id).padStart(4, '0')}`,
    size: '12 oz',
    unit_count: 1,
    category: { id: 5, name: 'Beverages' },
    sub_category: null,
    image: null,
    company_id: 7,
    ...overrides,
  };
}

/** A row whose store item and catalogue item agree, with the given score. */
export function matchRow(id: number, score = 0.97, overrides: Partial<MatchRow> = {}): MatchRow {
  const globalItem = matchGlobalItem(1000 + id, { name: `Store item ${String(id).padStart(3, '0')}`, upc: `04900000${String(id).padStart(4, '0')}` });
  return { storeItem: matchStoreItem(id), globalItem, score, reasons: ['UPC matches', 'name 100% similar'], candidates: [], ...overrides };
}

export interface MatchServer {
  match: MatchRow[];
  partial: MatchRow[];
  noMatch: MatchStoreItem[];
  listQueries: { result: string; query: URLSearchParams }[];
  reviews: ReviewStoreItemsBody[];
  unlinks: UnlinkBody[];
  updates: UpdateMatchBody[];
  globalUpdates: StoreItemIdsBody[];
  inserts: StoreItemIdsBody[];
  countCalls: number;
}

const countsOf = (server: MatchServer): MatchCounts => ({
  match: server.match.length,
  partial: server.partial.length,
  noMatch: server.noMatch.length,
  items_to_be_reviewed: [...server.match, ...server.partial].filter((row) => !row.storeItem.is_reviewed).length,
});

function page<T extends { storeItem: MatchStoreItem }>(rows: T[], query: URLSearchParams): { count: number; items: T[] } {
  const tags = query.getAll('tag');
  const search = (query.get('search') ?? '').toLowerCase();
  const kept = rows.filter(
    (row) =>
      (tags.length === 0 || tags.includes(row.storeItem.is_reviewed ? 'reviewed' : 'to_review')) && row.storeItem.name.toLowerCase().includes(search),
  );
  const offset = Number(query.get('offset') ?? 0);
  return { count: kept.length, items: kept.slice(offset, offset + Number(query.get('limit') ?? 20)) };
}

/** The item-management calls of one store, answering like the server from in-memory lists. */
export function matchingHandlers(server: MatchServer) {
  const answer = (applied: number[]): MatchActionResult => ({ applied, skipped: [], counts: countsOf(server) });
  const list = (result: 'match' | 'partial' | 'noMatch', path: string) =>
    http.get(api(`${BASE}/${path}`), ({ request }) => {
      const query = new URL(request.url).searchParams;
      server.listQueries.push({ result, query });
      if (result === 'noMatch') return HttpResponse.json(page(server.noMatch.map((storeItem) => ({ storeItem })), query));
      return HttpResponse.json(page(server[result], query));
    });
  return [
    http.get(api(`${BASE}/manual-match-items-count`), () => {
      server.countCalls++;
      return HttpResponse.json(countsOf(server));
    }),
    list('match', 'match'),
    list('partial', 'partial-match'),
    list('noMatch', 'no-match'),
    http.patch(api(`${BASE}/review-store-items`), async ({ request }) => {
      const body = (await request.json()) as ReviewStoreItemsBody;
      server.reviews.push(body);
      for (const row of [...server.match, ...server.partial]) {
        if (body.store_item_ids.includes(row.storeItem.id)) row.storeItem = { ...row.storeItem, is_reviewed: true, item_id: row.globalItem.id };
      }
      return HttpResponse.json(answer(body.store_item_ids));
    }),
    http.put(api(`${BASE}/unlink`), async ({ request }) => {
      const body = (await request.json()) as UnlinkBody;
      server.unlinks.push(body);
      const ids = body.items.map((item) => item.store_item_id);
      for (const result of ['match', 'partial'] as const) {
        const leaving = server[result].filter((row) => ids.includes(row.storeItem.id));
        server[result] = server[result].filter((row) => !ids.includes(row.storeItem.id));
        server.noMatch.push(...leaving.map((row) => ({ ...row.storeItem, item_id: null })));
      }
      return HttpResponse.json(answer(ids));
    }),
    http.put(api(`${BASE}/update`), async ({ request }) => {
      const body = (await request.json()) as UpdateMatchBody;
      server.updates.push(body);
      return HttpResponse.json(answer([body.store_item_id]));
    }),
    http.put(api(`${BASE}/update-global-item`), async ({ request }) => {
      const body = (await request.json()) as StoreItemIdsBody;
      server.globalUpdates.push(body);
      return HttpResponse.json(answer(body.store_item_ids));
    }),
    http.post(api(`${BASE}/insert`), async ({ request }) => {
      const body = (await request.json()) as StoreItemIdsBody;
      server.inserts.push(body);
      server.noMatch = server.noMatch.filter((item) => !body.store_item_ids.includes(item.id));
      return HttpResponse.json(answer(body.store_item_ids));
    }),
  ];
}

export function matchServer(lists: Partial<Pick<MatchServer, 'match' | 'partial' | 'noMatch'>>): MatchServer {
  return { match: [], partial: [], noMatch: [], listQueries: [], reviews: [], unlinks: [], updates: [], globalUpdates: [], inserts: [], countCalls: 0, ...lists };
}
