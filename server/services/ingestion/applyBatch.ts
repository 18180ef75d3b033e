import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { selectRows } from '../../db/rows.ts';
import { normaliseGtin } from '../../../src/domain/matching/gtin.ts';
import { keepMenusCurrent } from '../menus/upkeep.ts';
import { enqueueMatching } from '../matching/enqueue.ts';
import type { Existing, GoodRow, ItemWrites } from './matching.ts';

const EXISTING_COLUMNS = sql`id, name, name_key as lname, upc, external_id, price::text as price, size, unit_count, description,
  category_id, sub_category_id, quantity, active, sale_state`;

/**
 * The store's live items that rows of the batch may match, by UPC, external id or lower-cased name
 * (name_key, indexed with the store): a union of one lookup per kind of key. Each key list is one text[] parameter, a constant to the planner, so
 * even with no statistics yet (a new store's first upload) it is an index condition or a hashed filter,
 * never a comparison of every item with every key (that took 200 s for a 100,000-row upload).
 */
export function findExisting(db: Db, storeId: number, rows: readonly GoodRow[]): Promise<Existing[]> {
  const keys = (kind: GoodRow['key']['kind']) => rows.filter((row) => row.key.kind === kind).map((row) => row.key.value);
  const lookups = (
    [
      [sql`upc`, keys('upc')],
      [sql`external_id`, keys('external_id')],
      [sql`name_key`, keys('name')],
    ] as const
  )
    .filter(([, values]) => values.length > 0)
    .map(
      ([column, values]) => sql`select ${EXISTING_COLUMNS} from store_items
        where store_id = ${storeId} and deleted_at is null and ${column} = any(${sql.param(values)}::text[])`,
    );
  if (lookups.length === 0) return Promise.resolve([]);
  return selectRows<Existing>(db, sql`${sql.join(lookups, sql` union `)} order by id`);
}

const RECORD_COLUMNS = sql.raw(`name text, upc text, gtin text, price numeric, size text, unit_count int, description text, category_id int,
  sub_category_id int, quantity int, active boolean, external_id text, sale_state text`);

/** The records as JSON, each with the verified GTIN of the code it was written with. */
const withGtin = (records: ItemWrites['inserts']) => JSON.stringify(records.map((record) => ({ ...record, gtin: normaliseGtin(record.upc) })));

/** The ids a statement's RETURNING gave, as one int[] (one row back instead of one per item). */
const returnedIds = (statement: SQL) => sql`with written as (${statement}) select coalesce(array_agg(id), '{}') as ids from written`;

/**
 * Writes planned items in one transaction: one INSERT for the new items, one UPDATE for those that change;
 * then the store's menus take in (or let go) the items their rules name.
 */
export async function writeBatch(db: Db, storeId: number, plan: ItemWrites): Promise<{ created: number; updated: number }> {
  if (!plan.inserts.length && !plan.updates.length) return { created: 0, updated: 0 };
  return db.transaction(async (tx) => {
    const written = async (statement: SQL) => (await selectRows<{ ids: number[] }>(tx, returnedIds(statement)))[0].ids.map(Number);
    const created = plan.inserts.length
      ? await written(
          sql`insert into store_items (store_id, name, upc, gtin, price, size, unit_count, description, category_id, sub_category_id,
                                       quantity, active, external_id, sale_state)
              select ${storeId}, r.name, r.upc, r.gtin, r.price, r.size, r.unit_count, r.description, r.category_id, r.sub_category_id,
                     r.quantity, r.active, r.external_id, r.sale_state
              from jsonb_to_recordset(${withGtin(plan.inserts)}::jsonb) as r(${RECORD_COLUMNS})
              returning id`,
        )
      : [];
    const updated = plan.updates.length
      ? await written(
          sql`update store_items si set name = r.name, upc = r.upc, gtin = r.gtin, price = r.price, size = r.size, unit_count = r.unit_count,
                     description = r.description, category_id = r.category_id, sub_category_id = r.sub_category_id,
                     quantity = r.quantity, active = r.active, external_id = r.external_id, sale_state = r.sale_state, updated_at = now()
              from jsonb_to_recordset(${withGtin(plan.updates)}::jsonb) as r(id int, ${RECORD_COLUMNS})
              where si.id = r.id returning si.id`,
        )
      : [];
    await keepMenusCurrent(tx, storeId, created, { created: true });
    await keepMenusCurrent(tx, storeId, updated);
    if (created.length || updated.length) await enqueueMatching(tx, storeId);
    return { created: created.length, updated: updated.length };
  });
}
