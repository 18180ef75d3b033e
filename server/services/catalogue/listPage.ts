import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { idsInOrder, selectPreparedRows, selectRows } from '../../db/rows.ts';
import { plannedRows } from './plannedRows.ts';
import { intArray } from './sql.ts';

/**
 * Counts stop here: a list matching more rows answers "more than COUNT_CAP" (count_exact false)
 * instead of visiting every matching row of a million-row table to count them.
 */
export const COUNT_CAP = 1000;
/** How many rows of the name index a broad search walks before it sorts every match instead. */
const WALK_WINDOW = 20_000;
/**
 * A search the planner expects to match this many times the cap or more goes straight to the walk: counting up to
 * the cap would visit cap + 1 rows of the table only to learn what the statistics already say. Sampled statistics
 * (30,000 rows) put a word matching 1,000 of a million rows at 1,000 ± 180, so four times is no sampling error;
 * the planner errs low rather than high where conditions are correlated (a company's share times a word's), and
 * a low estimate only means counting first, as without this. ("chinese": 5,352 expected, 5,587 in the table.)
 */
const BROAD_MARGIN = 4;

/** A text search: words of the name (words index), or-ed with code matches on other columns. */
export interface ListSearch {
  /** e.g. to_tsvector('simple', gi.search_key) @@ 'coca:* & cola:*' (server/services/search/words.ts) */
  name: SQL;
  /** the same test for rows read from the name index (LIKE on their search key, no parsing) */
  nameEachRow: SQL;
  /** e.g. gi.upc like '012345%' (btree indexes); null when there is none */
  equals: SQL | null;
  /** relevance of a match, lower first (ranks the page when the matches are few enough to sort); null: the chosen order alone */
  rank: SQL | null;
}

/** One page of a catalogue list, described so that it can be read in the cheapest truthful way. */
export interface ListRequest {
  table: 'global_items' | 'store_items';
  /** the alias the conditions, order key and columns use */
  alias: 'gi' | 'si';
  /** every condition but the text search, always with "not deleted" */
  filters: SQL;
  search: ListSearch | null;
  order: { key: SQL; desc: boolean; nullsLast: boolean };
  limit: number;
  offset: number;
  /** a row of the answer as a JSON object (of the alias), field for field the list's contract */
  rowJson: SQL;
  /**
   * The filters are exactly those of a partial index of live rows ordered by (name_key, id) and the order is
   * the name: a broad search may find its page by walking that index (index-only) instead of the table.
   */
  walksNameIndex: boolean;
}

export interface ListPage {
  /** the page's rows as one JSON array text (ListRequest.rowJson), in the list's order: the route sends it as it is */
  rowsJson: string;
  /** exact when countExact; otherwise the cap, and more rows match */
  count: number;
  countExact: boolean;
  /** when the count is not exact: the planner's estimate of how many match (rounded; never below the cap) */
  estimate: number | null;
  /** how the page was found: index order (no search), among few matches, by walking the name index, among all matches sorted */
  plan: 'ordered' | 'few' | 'walk' | 'sorted';
}

/** The thresholds (tests make them small to reach every plan on a small data set). */
export interface ListLimits {
  countCap: number;
  walkWindow: number;
}
const LIMITS: ListLimits = { countCap: COUNT_CAP, walkWindow: WALK_WINDOW };

const from = (request: ListRequest) => sql.raw(`${request.table} ${request.alias}`);
const column = (request: ListRequest, name: 'id' | 'name_key') => sql.raw(`${request.alias}.${name}`);
const paging = (request: ListRequest) => sql`limit ${request.limit} offset ${request.offset}`;

function orderBy(request: ListRequest, key: SQL, id: SQL): SQL {
  const direction = request.order.desc ? sql`desc` : sql`asc`;
  return sql`${key} ${direction}${request.order.nullsLast ? sql` nulls last` : sql``}, ${id} ${direction}`;
}

const anyMatch = (search: ListSearch) => (search.equals ? sql`(${search.name} or ${search.equals})` : search.name);

/**
 * Runs the CTEs `ctes` (ending with `p(id, k, r)`, r the relevance, and a one-row `x(n)`) and answers the page's rows
 * as JSON text, and n. `prepared`: as a named statement, for CTEs whose best plan does not depend on their values.
 */
async function pageAsJson(db: Db, request: ListRequest, ctes: SQL, prepared = false) {
  const select = prepared ? selectPreparedRows : selectRows;
  const rows = await select<{ n: number | string; id: number | string | null }>(
    db,
    sql`with ${ctes}
        select x.n, p.id from x left join p on true
        order by p.r, ${orderBy(request, sql`p.k`, sql`p.id`)}`,
  );
  const n = Number(rows[0]?.n ?? 0);
  // With an empty page the left join answers one row of nulls: it carries only n.
  const ids = rows.flatMap((row) => (row.id === null ? [] : [Number(row.id)]));
  return { n, rowsJson: ids.length ? await rowsJsonInOrder(db, request, ids) : '[]' };
}

/**
 * The rows `ids` as one JSON array text (ListRequest.rowJson), in that order: no row objects are built, parsed or
 * serialised again in Node. A prepared statement of its own: its plan never depends on the ids, so each
 * connection plans it once, where inside the statement that finds the page (planned for its search on every
 * request) its per-row lookups took longer to plan than to run.
 */
async function rowsJsonInOrder(db: Db, request: ListRequest, ids: readonly number[]): Promise<string> {
  const [row] = await selectPreparedRows<{ rows: string }>(
    db,
    sql`select coalesce(json_agg(${request.rowJson} order by page.position), '[]'::json)::text as rows
        from ${idsInOrder(intArray(ids))} join ${from(request)} on ${column(request, 'id')} = page.id`,
  );
  return row.rows;
}

/** The matches (all, or up to `cap` + 1) gathered once: their number, and the page sorted among them. */
function materialised(request: ListRequest, search: ListSearch, cap: number | null): SQL {
  return sql`m as materialized (select ${column(request, 'id')} as id, ${request.order.key} as k, ${search.rank ?? sql`0`} as r
                                from ${from(request)}
                                where ${request.filters} and ${anyMatch(search)} ${cap === null ? sql`` : sql`limit ${cap + 1}`}),
             x as (select count(*)::int as n from m),
             p as (select id, k, r from m ${cap === null ? sql`` : sql`where (select n from x) <= ${cap}`}
                   order by r, ${orderBy(request, sql`k`, sql`id`)} ${paging(request)})`;
}

/**
 * The first offset + limit name matches among the first `window` rows of the name index (x.n says how
 * many were found), merged with every exact match. When x.n reaches offset + limit, every name match
 * the walk did not reach sorts after them, so the page is the page of the whole list.
 */
function walkedPage(request: ListRequest, search: ListSearch, window: number): SQL {
  const id = column(request, 'id');
  const name = column(request, 'name_key');
  const byName = orderBy(request, name, id);
  const alias = sql.raw(request.alias);
  const exact = search.equals
    ? sql`union select ${id}, ${name} from ${from(request)} where ${request.filters} and ${search.equals}`
    : sql``;
  return sql`w as (select ${id} as id, ${name} as k
                   from (select ${id}, ${name}, ${sql.raw(`${request.alias}.search_key`)} from ${from(request)} where ${request.filters} order by ${byName} limit ${window}) ${alias}
                   where ${search.nameEachRow} order by ${byName} limit ${request.offset + request.limit}),
             x as (select count(*)::int as n from w),
             p as (select id, k, 0 as r from (select id, k from w ${exact}) u order by ${orderBy(request, sql`k`, sql`id`)} ${paging(request)})`;
}

/**
 * One page of a list and its count, in as few statements as the data allows (a search ranks the page by
 * relevance, then the chosen order, except on the walk, which keeps the chosen order):
 * - no search: one statement, the page in index order and a count that stops after the cap + 1 rows
 *   (the filters are equalities and ranges the planner estimates well);
 * - a search matching at most the cap: one statement that finds the matches (words index), counts them
 *   exactly and sorts them;
 * - a broader search: the page from walking the name index (WALK_WINDOW rows at most) when the list has
 *   such an index and the page fills there; else every match sorted, and then counted exactly. On such a list
 *   the planner's estimate comes first: a search it expects to match BROAD_MARGIN times the cap walks at once,
 *   without counting cap + 1 matches in the table first (14 of a broad word's 17 ms on a million items).
 * The order of a search is never left to the planner, which cannot tell where the matches of a search sit: a name matching 2,441 items late in the alphabet walked 715,000 index
 * entries (5.2 s) to fill one page.
 */
export async function listPage(db: Db, request: ListRequest, limits: ListLimits = LIMITS): Promise<ListPage> {
  const cap = limits.countCap;
  const { search } = request;
  if (!search) {
    const { n, rowsJson } = await pageAsJson(
      db,
      request,
      sql`x as (select count(*)::int as n from (select 1 from ${from(request)} where ${request.filters} limit ${cap + 1}) q),
          p as (select ${column(request, 'id')} as id, ${request.order.key} as k, 0 as r from ${from(request)} where ${request.filters}
                order by ${orderBy(request, request.order.key, column(request, 'id'))} ${paging(request)})`,
    );
    const estimate = n > cap ? await estimateMatches(db, request, cap) : null;
    return { rowsJson, count: Math.min(n, cap), countExact: n <= cap, estimate, plan: 'ordered' };
  }

  /** The page from walking the name index, or null when the walk's window does not fill it. */
  const walk = async (planned: number) => {
    // Prepared: the walk reads its index in order whatever the words typed (they are a LIKE on each row read), so a
    // connection's one plan serves every search; planned per request it cost 0.3 ms of a 1.9 ms walk.
    const { n, rowsJson } = await pageAsJson(db, request, walkedPage(request, search, limits.walkWindow), true);
    if (n < request.offset + request.limit) return null;
    return { rowsJson, count: cap, countExact: false, estimate: aboutMoreThan(cap, planned), plan: 'walk' } as const;
  };
  // A search the statistics call broad walks first; a page the walk cannot fill is still counted and sorted below.
  const planned = request.walksNameIndex ? await plannedMatches(db, request) : 0;
  const broad = planned >= cap * BROAD_MARGIN;
  const walkedFirst = broad ? await walk(planned) : null;
  if (walkedFirst) return walkedFirst;

  const few = await pageAsJson(db, request, materialised(request, search, cap));
  if (few.n <= cap) return { rowsJson: few.rowsJson, count: few.n, countExact: true, estimate: null, plan: 'few' };

  const walkedAfterCount = request.walksNameIndex && !broad ? await walk(planned) : null;
  if (walkedAfterCount) return walkedAfterCount;

  const all = await pageAsJson(db, request, materialised(request, search, null));
  return { rowsJson: all.rowsJson, count: all.n, countExact: true, estimate: null, plan: 'sorted' };
}

/**
 * A list's answer as JSON text: the count (with its estimate when not exact), the page's rows under `rowsKey` as
 * PostgreSQL wrote them, and the suggestions of a search that matched nothing.
 */
export function listAnswerJson(page: ListPage, rowsKey: string, suggestions?: readonly string[]): string {
  const counts = { count: page.count, count_exact: page.countExact, ...(page.estimate === null ? {} : { count_estimate: page.estimate }) };
  const tail = suggestions ? `,"suggestions":${JSON.stringify(suggestions)}` : '';
  return `${JSON.stringify(counts).slice(0, -1)},${JSON.stringify(rowsKey)}:${page.rowsJson}${tail}}`;
}

/** Three significant figures: an estimate should not look more precise than it is ("about 12,400"). */
const roughly = (n: number) => {
  const scale = 10 ** Math.max(0, Math.floor(Math.log10(Math.max(n, 1))) - 2);
  return Math.round(n / scale) * scale;
};

/**
 * How many rows the planner expects the list's conditions to match: its statistics answer in a planning
 * step, where counting them would visit every match (a million on a broad search). Never below the cap:
 * more than the cap are known to match.
 */
async function estimateMatches(db: Db, request: ListRequest, cap: number): Promise<number> {
  return aboutMoreThan(cap, await plannedMatches(db, request));
}

/** The estimate a list shows when more than the cap match: never below the cap, to three figures. */
const aboutMoreThan = (cap: number, planned: number) => roughly(Math.max(cap + 1, planned));

/** The planner's estimate of the rows the list's conditions match, as it is (plannedRows). */
function plannedMatches(db: Db, request: ListRequest): Promise<number> {
  return plannedRows(db, from(request), request.search ? sql`${request.filters} and ${anyMatch(request.search)}` : request.filters);
}
