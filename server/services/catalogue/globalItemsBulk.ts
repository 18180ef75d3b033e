import { sql, type SQL } from 'drizzle-orm';
import type { GlobalBulkDeleteBody, GlobalItemFilters, ItemStatus, MergeAnswer, MergeBody } from '../../../src/contract/catalogue.ts';
import type { Db } from '../../db/client.ts';
import { selectRows } from '../../db/rows.ts';
import type { AuthContext } from '../../http/access.ts';
import { badRequest, forbidden, notFound } from '../../http/errors.ts';
import { assertCompanyAccess } from '../../http/tenancy.ts';
import { keepMenusCurrentAcrossStores } from '../menus/upkeep.ts';
import { globalItemFor } from './access.ts';
import { globalItemConditions, scopeCondition, writeScope } from './globalItemFilters.ts';
import { allOf, intArray } from './sql.ts';

/**
 * The rows a bulk action touches: the selection (item_ids) or everything the list filters match
 * (select_all). Tenancy is part of the WHERE, so a merchant's ids of another company match nothing.
 */
function target(auth: AuthContext, body: GlobalBulkDeleteBody, filters: GlobalItemFilters): SQL {
  const scope = writeScope(auth, filters);
  if (body.select_all) return allOf(globalItemConditions(filters, scope));
  if (!body.item_ids?.length) throw badRequest('item_ids is required unless select_all is true');
  const conditions: SQL[] = [sql`gi.deleted_at is null`, sql`gi.id = any(${intArray(body.item_ids)})`];
  const scoped = scopeCondition(scope);
  if (scoped) conditions.push(scoped);
  return allOf(conditions);
}

/** Runs one UPDATE ... RETURNING in a transaction and counts its rows in SQL (never ships the ids). */
async function changed(db: Db, statement: SQL): Promise<number> {
  const [row] = await db.transaction((tx) => selectRows<{ count: number }>(tx, sql`with changed as (${statement}) select count(*)::int as count from changed`));
  return Number(row.count);
}

export function bulkSetStatus(db: Db, auth: AuthContext, body: GlobalBulkDeleteBody & { status?: ItemStatus }, filters: GlobalItemFilters) {
  if (!body.status) throw badRequest('status is required');
  return changed(
    db,
    sql`update global_items gi set status = ${body.status}, updated_at = now()
        where ${target(auth, body, filters)} and gi.status <> ${body.status} returning gi.id`,
  );
}

export function bulkDelete(db: Db, auth: AuthContext, body: GlobalBulkDeleteBody, filters: GlobalItemFilters) {
  return changed(db, sql`update global_items gi set deleted_at = now(), updated_at = now() where ${target(auth, body, filters)} returning gi.id`);
}

/**
 * Merges items into a certified one in one transaction: store items (and match candidates and child
 * items) re-point to it, and the merged items are soft-deleted with parent_item_id = the certified id.
 */
export async function mergeIntoCertified(db: Db, auth: AuthContext, body: MergeBody): Promise<MergeAnswer> {
  const ids = [...new Set(body.item_ids)];
  if (ids.includes(body.certified_item_id)) throw badRequest('item_ids cannot contain certified_item_id');
  const certified = await globalItemFor(db, auth, body.certified_item_id, false);
  if (certified.verification !== 'certified') throw badRequest('certified_item_id must be a certified item');

  return db.transaction(async (tx) => {
    const merged = await selectRows<{ id: number; company_id: number | null }>(
      tx,
      sql`select id, company_id from global_items where id = any(${intArray(ids)}) and deleted_at is null for update`,
    );
    if (merged.length !== ids.length) {
      const found = new Set(merged.map((row) => row.id));
      throw notFound(`Global item not found: ${ids.filter((id) => !found.has(id)).join(', ')}`);
    }
    for (const item of merged) {
      if (item.company_id === null) {
        if (auth.userType !== 'INTERNAL') throw forbidden('Only internal users change the shared catalogue');
      } else assertCompanyAccess(auth, item.company_id);
      // Store items would otherwise point at another company's catalogue, which that company's users cannot read.
      if (certified.company_id !== null && item.company_id !== certified.company_id) {
        throw badRequest('item_ids must belong to the company of the certified item');
      }
    }
    const relinked = await selectRows<{ id: number }>(
      tx,
      sql`update store_items set item_id = ${certified.id}, updated_at = now()
          where item_id = any(${intArray(ids)}) returning id`,
    );
    // The relinked items now carry the certified item's tags.
    await keepMenusCurrentAcrossStores(tx, relinked.map((row) => Number(row.id)));
    await tx.execute(sql`update store_items set match_candidate_id = ${certified.id} where match_candidate_id = any(${intArray(ids)})`);
    await tx.execute(sql`update global_items set parent_item_id = ${certified.id}, updated_at = now()
                         where parent_item_id = any(${intArray(ids)}) and deleted_at is null`);
    const done = await selectRows<{ id: number }>(
      tx,
      sql`update global_items set parent_item_id = ${certified.id}, deleted_at = now(), updated_at = now()
          where id = any(${intArray(ids)}) returning id`,
    );
    return { merged: done.length, relinked_store_items: relinked.length };
  });
}
