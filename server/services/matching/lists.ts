import { sql, type SQL } from 'drizzle-orm';
import {
  MATCH_PAGE_SIZE,
  MATCH_REVIEW_STATUSES,
  type MatchCounts,
  type MatchList,
  type MatchListQuery,
  type MatchResult,
  type MatchRow,
  type MatchStoreItem,
  type NoMatchList,
} from '../../../src/contract/matching.ts';
import { normaliseGtin } from '../../../src/domain/matching/gtin.ts';
import type { Db } from '../../db/client.ts';
import { selectRows } from '../../db/rows.ts';
import type { StoredCandidate } from '../../db/schema/matching.ts';
import type { MatchGlobalItem } from '../../../src/contract/matching.ts';
import { parseSearch } from '../../../src/domain/searchText.ts';
import { allOf } from '../catalogue/sql.ts';
import { storeItemNameOrCode } from '../search/words.ts';
import { keptMatchCounts, type KeptCounts } from './counts.ts';
import { globalItemJson, globalItemsById, storeItemJson } from './rows.ts';

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

interface RowOut extends Record<string, unknown> {
  store_item: MatchStoreItem;
  global_item: MatchGlobalItem;
  score: number;
  reasons: string[];
  candidates: StoredCandidate[];
}

/** The store's results with their store items (aliases m and si). */
const RESULTS = sql`store_item_matches m join store_items si on si.id = m.store_item_id`;

/** The rows of one list under its filters. */
const listed = (storeId: number, result: MatchResult, query: MatchListQuery) => sql`${inQueue(storeId, result)} and ${filtersSql(storeId, query)}`;

/**
 * One page of a list (`columns` over aliases m, si and, for match and partial, g) and how many rows the list holds.
 * Without a search the count is the kept one, read beside the page. With one, the page's ids and the count come
 * from one pass over the matches (count(*) over ()) before only the page's 20 rows are built: one statement to
 * plan and run instead of two.
 */
async function pageOf<T extends Record<string, unknown>>(db: Db, storeId: number, result: MatchResult, query: MatchListQuery, columns: SQL) {
  const from = result === 'noMatch' ? RESULTS : sql`${RESULTS} join global_items g on g.id = m.global_item_id`;
  const order = ORDER[query.sort ?? 'score_asc'];
  const offset = query.offset ?? 0;
  const limit = query.limit ?? MATCH_PAGE_SIZE;
  if (countIsKept(result, query)) {
    // The kept counts ride along (an uncorrelated subquery, read once); stale, or no row to carry them, they are read again.
    const keptColumn = sql`(select row_to_json(k) from store_match_counts k where k.store_id = ${storeId}) as kept`;
    // Past the first page, the page's ids first: only its rows are joined with their catalogue item and built
    // as JSON, not the rows the offset skips (page 3 built 60 rows for 20). The first page skips none.
    const statement =
      offset === 0
        ? sql`select ${columns}, ${keptColumn} from ${from} where ${listed(storeId, result, query)} order by ${order} limit ${limit}`
        : sql`with page as (
                select m.store_item_id as page_id from ${RESULTS}
                where ${listed(storeId, result, query)} order by ${order} offset ${offset} limit ${limit})
              select ${columns}, ${keptColumn} from page join (${from}) on m.store_item_id = page.page_id order by ${order}`;
    const rows = await selectRows<T & { kept: (KeptCounts & { stale: boolean }) | null }>(db, statement);
    const kept = rows[0]?.kept;
    return { rows, count: keptListCount(kept && !kept.stale ? kept : await keptMatchCounts(db, storeId), result, query) };
  }
  const rows = await selectRows<T & { total: number }>(
    db,
    sql`with page as (
          select m.store_item_id as page_id, (count(*) over ())::int as total from ${RESULTS}
          where ${listed(storeId, result, query)} order by ${order} offset ${offset} limit ${limit})
        select ${columns}, page.total from page join (${from}) on m.store_item_id = page.page_id order by ${order}`,
  );
  // A page past the end has no row to carry the count.
  const count = rows[0]?.total ?? (offset === 0 ? 0 : await countRows(db, storeId, result, query));
  return { rows, count };
}

/** One page of the match or partial-match list, lowest score first unless sorted otherwise. */
export async function listMatches(db: Db, storeId: number, result: 'match' | 'partial', query: MatchListQuery): Promise<MatchList> {
  const { rows, count } = await pageOf<RowOut>(
    db,
    storeId,
    result,
    query,
    sql`${storeItemJson} as store_item, ${globalItemJson} as global_item, m.score, m.reasons, m.candidates`,
  );
  const alternatives = await globalItemsById(db, [...new Set(rows.flatMap((row) => row.candidates.map((candidate) => candidate.globalItemId)))]);
  const items: MatchRow[] = rows.map((row) => ({
    storeItem: row.store_item,
    globalItem: row.global_item,
    score: row.score,
    reasons: row.reasons,
    candidates: row.candidates.flatMap((candidate) => {
      const globalItem = alternatives.get(candidate.globalItemId);
      return globalItem ? [{ globalItem, score: candidate.score, reasons: candidate.reasons }] : [];
    }),
  }));
  return { count, items };
}

/** One page of the no-match list. */
export async function listNoMatches(db: Db, storeId: number, query: MatchListQuery): Promise<NoMatchList> {
  const { rows, count } = await pageOf<{ store_item: MatchStoreItem }>(db, storeId, 'noMatch', query, sql`${storeItemJson} as store_item`);
  return { count, items: rows.map((row) => ({ storeItem: row.store_item })) };
}

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
