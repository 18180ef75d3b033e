import { sql, type SQL } from 'drizzle-orm';
import { normaliseGtin } from '../../../src/domain/matching/gtin.ts';
import { nameWords } from '../../../src/domain/matching/names.ts';
import { decide, itemKey, prepare, scoreCandidate, type CatalogueItem, type MatchDecision, type PreparedItem, type Scored } from '../../../src/domain/matching/score.ts';
import type { Db } from '../../db/client.ts';
import { selectRows } from '../../db/rows.ts';
import { runsStatementsAtOnce } from '../../db/statementsAtOnce.ts';
import type { StoredCandidate } from '../../db/schema/matching.ts';
import { intArray, textArray } from '../catalogue/sql.ts';
import { itemsByCode, itemsById, itemsByName, type CatalogueScope } from './catalogue.ts';

/** Store items matched per round trip. */
export const MATCH_BATCH = 500;

interface StoreItemRow extends Record<string, unknown> {
  id: number;
  name: string;
  upc: string | null;
  size: string | null;
  unit_count: number | null;
  item_id: number | null;
  is_reviewed: boolean;
  /** updated_at as text: the version the result is for, compared in SQL at full precision */
  version: string;
}

interface Outcome {
  storeItemId: number;
  version: string;
  gtin: string | null;
  result: MatchDecision['result'];
  score: number;
  reasons: string[];
  globalItemId: number | null;
  candidates: StoredCandidate[];
}

const stored = (scored: Scored): StoredCandidate => ({ globalItemId: scored.globalItemId, score: scored.score, reasons: scored.reasons });

async function companyOf(db: Db, storeId: number): Promise<number | null> {
  const [row] = await selectRows<{ company_id: number }>(db, sql`select company_id from stores where id = ${storeId}`);
  return row?.company_id ?? null;
}

async function rejectionsOf(db: Db, storeId: number, items: readonly StoreItemRow[], keys: readonly string[]) {
  const rows = await selectRows<{ store_item_id: number | null; item_key: string; global_item_id: number }>(
    db,
    sql`select store_item_id, item_key, global_item_id from match_rejections
        where store_id = ${storeId} and (store_item_id = any(${intArray(items.map((item) => item.id))}) or item_key = any(${textArray(keys)}))`,
  );
  return (item: StoreItemRow, key: string) =>
    new Set(rows.filter((row) => row.store_item_id === item.id || row.item_key === key).map((row) => row.global_item_id));
}

/** The batch's code candidates by GTIN-14 (a catalogue item's own GTIN, or the one its written code gives), built once per batch. */
function byGtin(byCode: readonly CatalogueItem[]): Map<string, number[]> {
  const index = new Map<string, number[]>();
  byCode.forEach((candidate, position) => {
    const gtin = candidate.gtin ?? normaliseGtin(candidate.upc);
    if (!gtin) return;
    const sharing = index.get(gtin);
    if (sharing) sharing.push(position);
    else index.set(gtin, [position]);
  });
  return index;
}

/**
 * The code candidates of one store item: catalogue items carrying one of its GTINs, rejected ones left out,
 * in the order the catalogue answered them (ties are decided in that order).
 */
function codePool(store: PreparedItem, byCode: readonly CatalogueItem[], codes: ReadonlyMap<string, readonly number[]>, refused: ReadonlySet<number>): Map<number, CatalogueItem> {
  const positions = [...new Set(store.gtins.flatMap((gtin) => codes.get(gtin) ?? []))].sort((a, b) => a - b);
  const pool = new Map<number, CatalogueItem>();
  for (const position of positions) {
    const candidate = byCode[position];
    if (!refused.has(candidate.id)) pool.set(candidate.id, candidate);
  }
  return pool;
}

/**
 * Whether a store item's result is settled without a name search: it is linked (the link is its result), or a
 * verified code finds a catalogue item whose name and size agree. A name-only candidate cannot outrank a
 * code its name confirms, so the name search would not change that decision; it is what costs (a trigram
 * search over the catalogue per item).
 */
function settledByCode(store: PreparedItem, linked: boolean, pool: ReadonlyMap<number, CatalogueItem>): boolean {
  if (linked) return true;
  if (pool.size === 0) return false;
  const decision = decide([...pool.values()].map((candidate) => scoreCandidate(store, candidate)));
  return decision.result === 'match' && decision.best?.codeMatch === true;
}

/** Scores and decides one batch of a store's items against the catalogue. */
async function matchBatch(db: Db, storeId: number, scope: CatalogueScope, items: readonly StoreItemRow[]): Promise<Outcome[]> {
  const prepared = items.map((item) => prepare({ name: item.name, upc: item.upc, size: item.size, unitCount: item.unit_count }));
  const keys = items.map((item) => itemKey({ name: item.name, upc: item.upc, size: item.size, unitCount: item.unit_count }));
  // One after the other: a transaction's queries share one connection.
  const byCode = await itemsByCode(db, scope, [...new Set(prepared.flatMap((item) => item.gtins))]);
  const linked = await itemsById(db, [...new Set(items.flatMap((item) => (item.item_id === null ? [] : [item.item_id])))]);
  const rejected = await rejectionsOf(db, storeId, items, keys);
  const linkedById = new Map(linked.map((item) => [item.id, item]));
  const refused = items.map((item, index) => rejected(item, keys[index]));
  const links = items.map((item) => (item.item_id === null ? undefined : linkedById.get(item.item_id)));
  const codes = byGtin(byCode);
  const codePools = prepared.map((store, index) => codePool(store, byCode, codes, refused[index]));
  const searchKeys = items.map((item, index) =>
    settledByCode(prepared[index], links[index] !== undefined, codePools[index]) ? '' : nameWords(item.name).join(' '),
  );
  const byName = await itemsByName(db, scope, searchKeys);
  return items.map((item, index) => {
    const store = prepared[index];
    const pool = new Map(codePools[index]);
    for (const candidate of byName[index]) if (!refused[index].has(candidate.id)) pool.set(candidate.id, candidate);
    const scored = [...pool.values()].map((candidate) => scoreCandidate(store, candidate));
    const base = { storeItemId: item.id, version: item.version, gtin: store.gtins[0] ?? null };
    const link = links[index];
    if (link) {
      const own = scoreCandidate(store, link);
      const note = item.is_reviewed ? 'confirmed by a person' : 'linked to this catalogue item';
      return { ...base, result: 'match', score: own.score, reasons: [note, ...own.reasons], globalItemId: link.id, candidates: [] };
    }
    const decision = decide(scored);
    return {
      ...base,
      result: decision.result,
      score: decision.best?.score ?? 0,
      reasons: decision.best?.reasons ?? (scored.length ? ['no catalogue item is close enough'] : ['no catalogue item has this code or a similar name']),
      globalItemId: decision.best?.globalItemId ?? null,
      candidates: decision.alternatives.map(stored),
    };
  });
}

/**
 * Writes the results, each only if its store item is still the version it was computed for (a store item
 * changed meanwhile is matched again by the job its change enqueued). A "no catalogue item" decision
 * holds while the store item stays the same version.
 */
async function writeOutcomes(db: Db, storeId: number, outcomes: readonly Outcome[]): Promise<void> {
  if (outcomes.length === 0) return;
  const payload = JSON.stringify(outcomes);
  await db.execute(sql`
    with r as (
      select * from jsonb_to_recordset(${payload}::jsonb)
        as r("storeItemId" int, version text, gtin text, result text, score float8, reasons jsonb, "globalItemId" int, candidates jsonb)
    ), fresh as (
      select r.*, si.updated_at from r join store_items si on si.id = r."storeItemId" and si.updated_at::text = r.version
    ), items as (
      update store_items si set gtin = fresh.gtin, match_result = fresh.result, match_candidate_id = fresh."globalItemId"
      from fresh where si.id = fresh."storeItemId"
        and (si.gtin, si.match_result, si.match_candidate_id) is distinct from (fresh.gtin, fresh.result, fresh."globalItemId")
    )
    insert into store_item_matches (store_item_id, store_id, result, score, reasons, global_item_id, candidates, item_updated_at, computed_at)
    select "storeItemId", ${storeId}, result, score, array(select jsonb_array_elements_text(reasons)), "globalItemId", candidates, updated_at, now()
    from fresh
    on conflict (store_item_id) do update set
      result = excluded.result, score = excluded.score, reasons = excluded.reasons, global_item_id = excluded.global_item_id,
      candidates = excluded.candidates, computed_at = excluded.computed_at,
      no_catalogue_item = store_item_matches.no_catalogue_item and store_item_matches.item_updated_at = excluded.item_updated_at,
      item_updated_at = excluded.item_updated_at`);
}

const itemColumns = sql`si.id, si.name, si.upc, si.size, si.unit_count, si.item_id, si.is_reviewed, si.updated_at::text as version`;

/** Passes over a store's stale items a run makes at most (items changed during a pass are caught by the next). */
const MAX_PASSES = 3;

/**
 * Batches matched at once: two on a PostgreSQL pool, so one batch's statements run while the other is
 * scored in JavaScript; one on the embedded database (a single connection) or inside a transaction.
 */
const batchesInFlight = (db: Db) => (runsStatementsAtOnce(db) ? 2 : 1);

/** One pass in id order over the store's stale items, or over `itemIds`; answers how many it matched. */
async function matchPass(db: Db, storeId: number, scope: CatalogueScope, which: SQL): Promise<number> {
  const width = batchesInFlight(db);
  const inFlight: Promise<void>[] = [];
  let after = 0;
  let matched = 0;
  try {
    for (;;) {
      const items = await selectRows<StoreItemRow>(
        db,
        sql`select ${itemColumns} from store_items si left join store_item_matches m on m.store_item_id = si.id
            where si.store_id = ${storeId} and si.deleted_at is null and si.id > ${after} ${which}
            order by si.id limit ${MATCH_BATCH}`,
      );
      if (items.length === 0) break;
      const batch = db.transaction(async (tx) => writeOutcomes(tx, storeId, await matchBatch(tx, storeId, scope, items)));
      batch.catch(() => undefined); // awaited below; a failure while another batch is awaited must not go unhandled
      inFlight.push(batch);
      matched += items.length;
      after = items[items.length - 1].id;
      if (inFlight.length >= width) await inFlight.shift();
    }
    await Promise.all(inFlight);
  } finally {
    // A batch that failed ends the pass; the others in flight finish (or fail) before it says so.
    await Promise.allSettled(inFlight);
  }
  return matched;
}

export interface MatchSelection {
  /** these items whatever their result */
  itemIds?: readonly number[];
  /** every live item of the store */
  all?: boolean;
  /** match against the company's catalogue alone, without the platform-wide items */
  companyOnly?: boolean;
}

/**
 * Matches a store's items whose result is missing or older than the item (or the selection's items).
 * Answers how many it matched.
 */
export async function matchStoreItems(db: Db, storeId: number, selection: MatchSelection = {}): Promise<number> {
  const companyId = await companyOf(db, storeId);
  if (companyId === null) return 0;
  const scope = { companyId, companyOnly: selection.companyOnly };
  if (selection.itemIds) return selection.itemIds.length ? matchPass(db, storeId, scope, sql`and si.id = any(${intArray(selection.itemIds)})`) : 0;
  if (selection.all) return matchPass(db, storeId, scope, sql``);
  let matched = 0;
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const count = await matchPass(db, storeId, scope, sql`and (m.store_item_id is null or m.item_updated_at <> si.updated_at)`);
    if (count === 0) break;
    matched += count;
  }
  return matched;
}
