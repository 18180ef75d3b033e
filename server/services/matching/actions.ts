import { sql } from 'drizzle-orm';
import type { MatchActionResult, ReviewStoreItemsBody, UnlinkBody, UpdateMatchBody } from '../../../src/contract/matching.ts';
import { normaliseGtin } from '../../../src/domain/matching/gtin.ts';
import { itemKey } from '../../../src/domain/matching/score.ts';
import type { Db } from '../../db/client.ts';
import { selectRows } from '../../db/rows.ts';
import { badRequest, conflict } from '../../http/errors.ts';
import { keepMenusCurrent } from '../menus/upkeep.ts';
import { intArray } from '../catalogue/sql.ts';
import { matchCounts } from './lists.ts';
import { matchStoreItems } from './run.ts';

type Skipped = MatchActionResult['skipped'];

interface StoreItemState extends Record<string, unknown> {
  id: number;
  name: string;
  upc: string | null;
  size: string | null;
  unit_count: number | null;
  price: number;
  description: string | null;
  category_id: number | null;
  sub_category_id: number | null;
  images: string[];
  item_id: number | null;
  result: string | null;
  proposed_id: number | null;
  no_catalogue_item: boolean | null;
}

/** The store's live items among `ids`, locked for the action, with their current match. */
async function itemsOf(tx: Db, storeId: number, ids: readonly number[]): Promise<Map<number, StoreItemState>> {
  const rows = await selectRows<StoreItemState>(
    tx,
    sql`select si.id, si.name, si.upc, si.size, si.unit_count, si.price::float8 as price, si.description, si.category_id,
               si.sub_category_id, si.images, si.item_id, m.result, m.global_item_id as proposed_id, m.no_catalogue_item
        from store_items si left join store_item_matches m on m.store_item_id = si.id
        where si.store_id = ${storeId} and si.deleted_at is null and si.id = any(${intArray(ids)})
        order by si.id for update of si`,
  );
  return new Map(rows.map((row) => [row.id, row]));
}

const notInStore = (id: number) => ({ id, reason: `store item ${id} is not in this store` });
const unique = (ids: readonly number[]) => [...new Set(ids)];

/** Runs an action over store items, matches the applied ones again and answers what it did with the new counts. */
async function act(
  db: Db,
  storeId: number,
  ids: readonly number[],
  apply: (tx: Db, items: Map<number, StoreItemState>, skipped: Skipped) => Promise<number[]>,
): Promise<MatchActionResult> {
  const skipped: Skipped = [];
  const applied = await db.transaction(async (tx) => {
    const items = await itemsOf(tx, storeId, ids);
    for (const id of ids) if (!items.has(id)) skipped.push(notInStore(id));
    return apply(tx, items, skipped);
  });
  await matchStoreItems(db, storeId, { itemIds: applied });
  return { applied, skipped, counts: await matchCounts(db, storeId) };
}

async function link(tx: Db, pairs: readonly { id: number; globalItemId: number }[]): Promise<void> {
  if (pairs.length === 0) return;
  await tx.execute(sql`update store_items si set item_id = p."globalItemId", is_reviewed = true
    from jsonb_to_recordset(${JSON.stringify(pairs)}::jsonb) as p(id int, "globalItemId" int) where si.id = p.id`);
}

/** PATCH review-store-items: accept each row's proposal, or set the items aside as having no catalogue item. */
export function reviewStoreItems(db: Db, storeId: number, body: ReviewStoreItemsBody): Promise<MatchActionResult> {
  const ids = unique(body.store_item_ids);
  return act(db, storeId, ids, async (tx, items, skipped) => {
    const ready = ids.flatMap((id) => {
      const item = items.get(id);
      if (!item) return [];
      if (body.decision === 'no_catalogue_item') {
        if (item.item_id !== null) return skipped.push({ id, reason: `store item ${id} is linked to a catalogue item` }), [];
        if (item.result === null) return skipped.push({ id, reason: `store item ${id} has not been matched yet` }), [];
        return [{ id, globalItemId: 0 }];
      }
      if (item.proposed_id === null || item.result === 'noMatch') return skipped.push({ id, reason: `store item ${id} has no proposed catalogue item` }), [];
      return [{ id, globalItemId: item.proposed_id }];
    });
    if (body.decision === 'no_catalogue_item') {
      if (ready.length) {
        await tx.execute(sql`update store_item_matches set no_catalogue_item = true where store_item_id = any(${intArray(ready.map((row) => row.id))})`);
      }
    } else {
      await link(tx, ready);
    }
    return ready.map((row) => row.id);
  });
}

async function assertInCatalogue(tx: Db, storeId: number, globalItemId: number): Promise<void> {
  const [found] = await selectRows<{ id: number }>(
    tx,
    sql`select g.id from global_items g join stores s on s.id = ${storeId}
        where g.id = ${globalItemId} and g.deleted_at is null and (g.company_id is null or g.company_id = s.company_id)`,
  );
  if (!found) throw badRequest(`global_item_id ${globalItemId} is not a catalogue item of this store's company`);
}

/** PUT update: link one store item to the global item a person chose; a rejection of that pair is forgotten. */
export async function updateMatch(db: Db, storeId: number, body: UpdateMatchBody): Promise<MatchActionResult> {
  await assertInCatalogue(db, storeId, body.global_item_id);
  return act(db, storeId, [body.store_item_id], async (tx, items) => {
    const item = items.get(body.store_item_id);
    if (!item) return [];
    await tx.execute(sql`delete from match_rejections where store_id = ${storeId} and global_item_id = ${body.global_item_id}
      and (store_item_id = ${item.id} or item_key = ${itemKey({ ...item, unitCount: item.unit_count })})`);
    await link(tx, [{ id: item.id, globalItemId: body.global_item_id }]);
    return [item.id];
  });
}

/** PUT unlink: remove each link or reject each proposal, remembering "not this one". */
export function unlinkMatches(db: Db, storeId: number, body: UnlinkBody, userId: number | null): Promise<MatchActionResult> {
  const ids = unique(body.items.map((pair) => pair.store_item_id));
  return act(db, storeId, ids, async (tx, items, skipped) => {
    const wanted = [...new Set(body.items.map((pair) => pair.global_item_id))];
    const existing = new Set(
      (await selectRows<{ id: number }>(tx, sql`select id from global_items where id = any(${intArray(wanted)})`)).map((row) => row.id),
    );
    const applied = new Set<number>();
    for (const pair of body.items) {
      const item = items.get(pair.store_item_id);
      if (!item) continue;
      if (!existing.has(pair.global_item_id)) {
        skipped.push({ id: item.id, reason: `global item ${pair.global_item_id} does not exist` });
        continue;
      }
      const key = itemKey({ ...item, unitCount: item.unit_count });
      await tx.execute(sql`insert into match_rejections (store_id, store_item_id, item_key, global_item_id, rejected_by)
        values (${storeId}, ${item.id}, ${key}, ${pair.global_item_id}, ${userId})
        on conflict (store_id, item_key, global_item_id) do update set store_item_id = excluded.store_item_id`);
      if (item.item_id === pair.global_item_id) {
        await tx.execute(sql`update store_items set item_id = null, is_reviewed = false where id = ${item.id}`);
      }
      applied.add(item.id);
    }
    return [...applied];
  });
}

/** POST insert: each unlinked store item becomes an Unresolved item of the company catalogue, linked to it. */
export function insertGlobalItems(db: Db, storeId: number, ids: readonly number[]): Promise<MatchActionResult> {
  const wanted = unique(ids);
  return act(db, storeId, wanted, async (tx, items, skipped) => {
    const fresh = wanted.flatMap((id) => {
      const item = items.get(id);
      if (!item) return [];
      if (item.item_id !== null) return skipped.push({ id, reason: `store item ${id} is already linked to a catalogue item` }), [];
      return [{ ...item, gtin: normaliseGtin(item.upc) }];
    });
    if (fresh.length === 0) return [];
    const created = await selectRows<{ id: number; store_item_id: number }>(
      tx,
      sql`insert into global_items (company_id, name, upc, gtin, retail_price, images, description, category_id, sub_category_id,
                                     size, unit_count, store_item_id, verification, status)
          select s.company_id, r.name, r.upc, r.gtin, r.price, r.images, r.description, r.category_id, r.sub_category_id,
                 r.size, r.unit_count, r.id, 'unresolved', 'active'
          from jsonb_to_recordset(${JSON.stringify(fresh)}::jsonb) as r(id int, name text, upc text, gtin text, price numeric,
               images text[], description text, category_id int, sub_category_id int, size text, unit_count int)
          join stores s on s.id = ${storeId}
          returning id, store_item_id`,
    );
    await link(tx, created.map((row) => ({ id: row.store_item_id, globalItemId: row.id })));
    return created.map((row) => row.store_item_id);
  });
}

interface LinkedItem extends Record<string, unknown> {
  id: number;
  company_id: number | null;
  name: string;
  upc: string | null;
  size: string | null;
  category_id: number | null;
  sub_category_id: number | null;
  unit_count: number | null;
}

/** Why a store item's fields cannot be copied to its global item (spec 001 section 4), or null. */
function cannotCopy(item: StoreItemState, global: LinkedItem | undefined): string | null {
  if (!global) return `store item ${item.id} is not linked to a catalogue item`;
  if (global.company_id === null) return `global item ${global.id} is platform-wide; only its company's items can be updated`;
  const missing = (['name', 'size', 'upc', 'category_id'] as const).filter((field) => !item[field] && item[field] !== 0);
  if (missing.length) return `store item ${item.id} has no ${missing.map((field) => field.replace('_id', '')).join(', ')}`;
  const same =
    item.name === global.name &&
    item.upc === global.upc &&
    item.size === global.size &&
    item.category_id === global.category_id &&
    item.sub_category_id === global.sub_category_id &&
    item.unit_count === global.unit_count;
  return same ? `store item ${item.id} is the same as its global item` : null;
}

/**
 * PUT update-global-item: copies each store item's name, code, size, unit count and categories to the
 * global item it is linked to; 409 when none can be (every id skipped, reasons in the message).
 */
export async function updateGlobalItems(db: Db, storeId: number, ids: readonly number[]): Promise<MatchActionResult> {
  const answer = await act(db, storeId, unique(ids), async (tx, items, skipped) => {
    const linkedIds = [...items.values()].flatMap((item) => (item.item_id === null ? [] : [item.item_id]));
    const globals = new Map(
      (
        await selectRows<LinkedItem>(
          tx,
          sql`select id, company_id, name, upc, size, category_id, sub_category_id, unit_count from global_items
              where id = any(${intArray(linkedIds)}) and deleted_at is null`,
        )
      ).map((row) => [row.id, row]),
    );
    const ready: StoreItemState[] = [];
    for (const item of items.values()) {
      const reason = cannotCopy(item, item.item_id === null ? undefined : globals.get(item.item_id));
      if (reason) skipped.push({ id: item.id, reason });
      else ready.push(item);
    }
    if (ready.length === 0) return [];
    const rows = ready.map((item) => ({ ...item, gtin: normaliseGtin(item.upc) }));
    await tx.execute(sql`update global_items g set name = r.name, upc = r.upc, gtin = r.gtin, size = r.size, unit_count = r.unit_count,
        category_id = r.category_id, sub_category_id = r.sub_category_id, updated_at = now()
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(item_id int, name text, upc text, gtin text, size text,
           unit_count int, category_id int, sub_category_id int)
      where g.id = r.item_id`);
    return ready.map((item) => item.id);
  });
  if (answer.applied.length === 0) throw conflict(answer.skipped.map((row) => row.reason).join('; '));
  return answer;
}

/** DELETE delete: the store items are deleted (their menus let go of them). */
export function deleteMatchedItems(db: Db, storeId: number, ids: readonly number[]): Promise<MatchActionResult> {
  return act(db, storeId, unique(ids), async (tx, items) => {
    const deleted = [...items.keys()];
    if (deleted.length === 0) return [];
    await tx.execute(sql`update store_items set deleted_at = now(), updated_at = now() where id = any(${intArray(deleted)})`);
    await keepMenusCurrent(tx, storeId, deleted);
    return deleted;
  });
}
