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
import { selectRows } from '../../db/rows.ts';
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

/** The columns a list is sorted by, from the results (aliases m and si) or from a page built of them (alias p). */
interface SortColumns {
  score: SQL;
  id: SQL;
  name: SQL;
}
const RESULT_COLUMNS: SortColumns = { score: sql`m.score`, id: sql`si.id`, name: sql`si.name_key` };
const PAGE_COLUMNS: SortColumns = { score: sql`p.score`, id: sql`p.id`, name: sql`p.name_key` };

const ORDER: Record<NonNullable<MatchListQuery['sort']>, (by: SortColumns) => SQL> = {
  score_asc: (by) => sql`${by.score} asc, ${by.id} asc`,
  score_desc: (by) => sql`${by.score} desc, ${by.id} asc`,
  name: (by) => sql`${by.name} asc, ${by.id} asc`,
};

/** The store's results with their store items (aliases m and si). */
const RESULTS = sql`store_item_matches m join store_items si on si.id = m.store_item_id`;

/** The rows of one list under its filters. */
const listed = (storeId: number, result: MatchResult, query: MatchListQuery) => sql`${inQueue(storeId, result)} and ${filtersSql(storeId, query)}`;

/** A list's page: its rows as a JSON array's text, built by PostgreSQL, and how many rows the list holds. */
interface JsonPage {
  items: string;
  count: number;
}

/**
 * One page of a list, each row `rowJson` (over aliases m, si and, for match and partial, g), as JSON text that is
 * sent as it is: node neither parses nor serialises the rows again, which was most of the calls' own CPU.
 * Without a search the count is the kept one, read beside the page. With one, the page's ids and the count come
 * from one pass over the matches (count(*) over ()) before only the page's 20 rows are built: one statement to
 * plan and run instead of two.
 */
async function pageOf(db: Db, storeId: number, result: MatchResult, query: MatchListQuery, rowJson: SQL): Promise<JsonPage> {
  const from = result === 'noMatch' ? RESULTS : sql`${RESULTS} join global_items g on g.id = m.global_item_id`;
  const order = ORDER[query.sort ?? 'score_asc'];
  const offset = query.offset ?? 0;
  const limit = query.limit ?? MATCH_PAGE_SIZE;
  const built = sql`${rowJson} as item, m.score, si.id, si.name_key`;
  // The page's rows (alias p) as one JSON array, in the list's order.
  const itemsArray = sql`coalesce(json_agg(p.item order by ${order(PAGE_COLUMNS)}), '[]'::json)::text`;
  if (countIsKept(result, query)) {
    // Past the first page, the page's ids first: only its rows are joined with their catalogue item and built
    // as JSON, not the rows the offset skips (page 3 built 60 rows for 20). The first page skips none.
    const page =
      offset === 0
        ? sql`select ${built} from ${from} where ${listed(storeId, result, query)} order by ${order(RESULT_COLUMNS)} limit ${limit}`
        : sql`select ${built} from (
                select m.store_item_id as page_id from ${RESULTS}
                where ${listed(storeId, result, query)} order by ${order(RESULT_COLUMNS)} offset ${offset} limit ${limit}) page
              join (${from}) on m.store_item_id = page.page_id`;
    // The kept counts ride along; stale, or not kept yet, they are read again.
    const [row] = await selectRows<{ items: string; kept: (KeptCounts & { stale: boolean }) | null }>(
      db,
      sql`select (select ${itemsArray} from (${page}) p) as items,
                 (select row_to_json(k) from store_match_counts k where k.store_id = ${storeId}) as kept`,
    );
    const kept = row.kept && !row.kept.stale ? row.kept : await keptMatchCounts(db, storeId);
    return { items: row.items, count: keptListCount(kept, result, query) };
  }
  const page = sql`select ${built}, page.total from (
                     select m.store_item_id as page_id, (count(*) over ())::int as total from ${RESULTS}
                     where ${listed(storeId, result, query)} order by ${order(RESULT_COLUMNS)} offset ${offset} limit ${limit}) page
                   join (${from}) on m.store_item_id = page.page_id`;
  const [row] = await selectRows<{ items: string; total: number | null }>(db, sql`select ${itemsArray} as items, max(p.total) as total from (${page}) p`);
  // A page past the end has no row to carry the count.
  const count = row.total ?? (offset === 0 ? 0 : await countRows(db, storeId, result, query));
  return { items: row.items, count };
}

/** A list's answer as JSON text, ready to send (contract MatchList or NoMatchList). */
const listJson = ({ items, count }: JsonPage) => `{"count":${count},"items":${items}}`;

const matchRowJson = sql`json_build_object('storeItem', ${storeItemJson}, 'globalItem', ${globalItemJson}, 'score', m.score,
                                           'reasons', m.reasons, 'candidates', ${candidatesJson})`;

/** One page of the match or partial-match list (MatchList as JSON text), lowest score first unless sorted otherwise. */
export async function listMatchesJson(db: Db, storeId: number, result: 'match' | 'partial', query: MatchListQuery): Promise<string> {
  return listJson(await pageOf(db, storeId, result, query, matchRowJson));
}

/** One page of the no-match list (NoMatchList as JSON text). */
export async function listNoMatchesJson(db: Db, storeId: number, query: MatchListQuery): Promise<string> {
  return listJson(await pageOf(db, storeId, 'noMatch', query, sql`json_build_object('storeItem', ${storeItemJson})`));
}

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
