import { sql, type SQL } from 'drizzle-orm';
import {
  MATCH_PAGE_SIZE,
  MATCH_REVIEW_STATUSES,
  type MatchCounts,
  type MatchList,
  type MatchListQuery,
  type MatchResult,
  type NoMatchList,
} from '../../../src/contract/matching.ts';
import { normaliseGtin } from '../../../src/domain/matching/gtin.ts';
import type { Db } from '../../db/client.ts';
import { idsInOrder, preparedStatement, selectRows } from '../../db/rows.ts';
import { parseSearch } from '../../../src/domain/searchText.ts';
import { allOf } from '../catalogue/sql.ts';
import { storeItemNameOrCode } from '../search/words.ts';
import { keptMatchCounts, type KeptCounts } from './counts.ts';
import { candidatesJson, globalItemJson, storeItemJson } from './rows.ts';

export type ListFilters = Pick<MatchListQuery, 'search' | 'tag'>;

/** The rows of one result that are in its queue (alias m joined with si): live, not set aside, with their proposal. */
export function inQueue(storeId: number, result: MatchResult): SQL {
  const proposal = result === 'noMatch' ? sql`true` : sql`m.global_item_id is not null`;
  // si.store_id as well as m.store_id: a search then reads the store's words index over its items.
  return sql`m.store_id = ${storeId} and m.result = ${result} and not m.no_catalogue_item and ${proposal}
             and si.store_id = ${storeId} and si.deleted_at is null`;
}

/**
 * Search (every word typed starts a word of the name, as on the Inventory tab; a code as written, by its first
 * digits, or normalised; an external id) and the review-status tag filter.
 */
export function filtersSql(storeId: number, { search, tag }: ListFilters): SQL {
  const conditions: SQL[] = [];
  const terms = parseSearch(search);
  if (terms) {
    const gtin = normaliseGtin(terms.raw);
    const { name, equals } = storeItemNameOrCode(storeId, [sql`si.upc`], terms);
    conditions.push(sql`(${name} or ${equals} or si.external_id = ${terms.raw}${gtin ? sql` or si.gtin = ${gtin}` : sql``})`);
  }
  const statuses = new Set(tag ?? []);
  if (statuses.size > 0 && statuses.size < MATCH_REVIEW_STATUSES.length) {
    conditions.push(statuses.has('reviewed') ? sql`si.is_reviewed` : sql`not si.is_reviewed`);
  }
  return allOf(conditions);
}

const ORDER: Record<NonNullable<MatchListQuery['sort']>, SQL> = {
  score_asc: sql`m.score asc, si.id asc`,
  score_desc: sql`m.score desc, si.id asc`,
  name: sql`si.name_key asc, si.id asc`,
};

/** The store's results with their store items (aliases m and si). */
const RESULTS = sql`store_item_matches m join store_items si on si.id = m.store_item_id`;

/** The rows of one list under its filters. */
const listed = (storeId: number, result: MatchResult, query: MatchListQuery) => sql`${inQueue(storeId, result)} and ${filtersSql(storeId, query)}`;

const matchRowJson = sql`json_build_object('storeItem', ${storeItemJson}, 'globalItem', ${globalItemJson}, 'score', m.score,
                                           'reasons', m.reasons, 'candidates', ${candidatesJson})`;

/**
 * The rows of a page, by their store items' ids and in that order, as one JSON array's text (MatchRow, or
 * { storeItem } for no match) that the route sends as it is. Statements of their own, prepared: their plan
 * never depends on the values (a lookup by key per id), so each connection plans them once, where building the
 * rows in the page's statement had them planned again on every request (0.4 of its 0.8 ms of planning).
 */
const rowsInOrder = (result: MatchResult) => (result === 'noMatch' ? noMatchRowsInOrder : matchRowsInOrder);
const PAGE_IDS = sql`${idsInOrder(sql.placeholder('ids'))}
                     join store_item_matches m on m.store_item_id = page.id join store_items si on si.id = m.store_item_id`;
const matchRowsInOrder = preparedStatement<{ items: string }>(sql`
  select coalesce(json_agg(${matchRowJson} order by page.position), '[]'::json)::text as items
  from ${PAGE_IDS} join global_items g on g.id = m.global_item_id`);
const noMatchRowsInOrder = preparedStatement<{ items: string }>(sql`
  select coalesce(json_agg(json_build_object('storeItem', ${storeItemJson}) order by page.position), '[]'::json)::text as items
  from ${PAGE_IDS}`);

/** A list's page: its rows as a JSON array's text, built by PostgreSQL, and how many rows the list holds. */
interface JsonPage {
  items: string;
  count: number;
}

/**
 * One page of a list: the page's ids in the list's order, then their rows (rowsInOrder). Without a search the
 * count is the kept one, read beside the ids. With one, the ids and the count come from one pass over the
 * matches (count(*) over ()).
 */
async function pageOf(db: Db, storeId: number, result: MatchResult, query: MatchListQuery): Promise<JsonPage> {
  const order = ORDER[query.sort ?? 'score_asc'];
  const page = sql`order by ${order} offset ${query.offset ?? 0} limit ${query.limit ?? MATCH_PAGE_SIZE}`;
  let ids: number[];
  let count: number;
  if (countIsKept(result, query)) {
    // The kept counts ride along (read once); stale, or no row to carry them, they are read again.
    const rows = await selectRows<{ id: number; kept: (KeptCounts & { stale: boolean }) | null }>(
      db,
      sql`select m.store_item_id as id, (select row_to_json(k) from store_match_counts k where k.store_id = ${storeId}) as kept
          from ${RESULTS} where ${listed(storeId, result, query)} ${page}`,
    );
    const kept = rows[0]?.kept;
    ids = rows.map((row) => row.id);
    count = keptListCount(kept && !kept.stale ? kept : await keptMatchCounts(db, storeId), result, query);
  } else {
    const rows = await selectRows<{ id: number; total: number }>(
      db,
      sql`select m.store_item_id as id, (count(*) over ())::int as total from ${RESULTS} where ${listed(storeId, result, query)} ${page}`,
    );
    ids = rows.map((row) => row.id);
    // A page past the end has no row to carry the count.
    count = rows[0]?.total ?? (query.offset ? await countRows(db, storeId, result, query) : 0);
  }
  if (ids.length === 0) return { items: '[]', count };
  const [{ items }] = await rowsInOrder(result)(db, { ids });
  return { items, count };
}

/** A list's answer as JSON text, ready to send (contract MatchList or NoMatchList). */
const listJson = ({ items, count }: JsonPage) => `{"count":${count},"items":${items}}`;

/** One page of the match or partial-match list (MatchList as JSON text), lowest score first unless sorted otherwise. */
export const listMatchesJson = async (db: Db, storeId: number, result: 'match' | 'partial', query: MatchListQuery): Promise<string> =>
  listJson(await pageOf(db, storeId, result, query));

/** One page of the no-match list (NoMatchList as JSON text). */
export const listNoMatchesJson = async (db: Db, storeId: number, query: MatchListQuery): Promise<string> =>
  listJson(await pageOf(db, storeId, 'noMatch', query));

export const listMatches = async (db: Db, storeId: number, result: 'match' | 'partial', query: MatchListQuery): Promise<MatchList> =>
  JSON.parse(await listMatchesJson(db, storeId, result, query)) as MatchList;

export const listNoMatches = async (db: Db, storeId: number, query: MatchListQuery): Promise<NoMatchList> =>
  JSON.parse(await listNoMatchesJson(db, storeId, query)) as NoMatchList;

/** How many rows each list holds, and how many match and partial rows nobody has reviewed. */
export async function matchCounts(db: Db, storeId: number): Promise<MatchCounts> {
  const kept = await keptMatchCounts(db, storeId);
  return {
    match: kept.match,
    partial: kept.partial,
    noMatch: kept.no_match,
    items_to_be_reviewed: kept.match - kept.match_reviewed + kept.partial - kept.partial_reviewed,
  };
}

const everyStatus = (tag: ListFilters['tag']) => {
  const statuses = new Set(tag ?? []);
  return statuses.size === 0 || statuses.size === MATCH_REVIEW_STATUSES.length;
};

/** Whether the kept counts hold the list's count: no search narrows it (the common case, and the expensive one to count on a big store). */
const countIsKept = (result: MatchResult, { search, tag }: ListFilters) => !parseSearch(search) && (result !== 'noMatch' || everyStatus(tag));

/** A list's count from the kept counts (when countIsKept). */
function keptListCount(kept: KeptCounts, result: MatchResult, { tag }: ListFilters): number {
  if (result === 'noMatch') return kept.no_match;
  const [all, reviewed] = result === 'match' ? [kept.match, kept.match_reviewed] : [kept.partial, kept.partial_reviewed];
  if (everyStatus(tag)) return all;
  return new Set(tag).has('reviewed') ? reviewed : all - reviewed;
}

/** The number of rows a list holds under its filters, counted. */
async function countRows(db: Db, storeId: number, result: MatchResult, query: MatchListQuery): Promise<number> {
  const [{ count }] = await selectRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from ${RESULTS} where ${listed(storeId, result, query)}`,
  );
  return count;
}
