import { sql } from 'drizzle-orm';
import { INGESTION_COLUMNS } from '../../../src/contract/inventory.ts';
import type { Db } from '../../db/client.ts';
import { selectRows } from '../../db/rows.ts';
import { keyRange, keysetCsvStream } from '../catalogue/csv.ts';

/**
 * The store's items as CSV with exactly the columns the upload accepts, so exporting and uploading
 * the file again changes nothing. Written by PostgreSQL in keyset batches of 5,000 by id.
 */
export function exportStoreItems(db: Db, storeId: number) {
  const live = sql`si.store_id = ${storeId} and si.deleted_at is null`;
  return keysetCsvStream<{ id: number }>(db, INGESTION_COLUMNS, {
    start: { id: 0 },
    keysAfter: (after) => sql`select si.id from store_items si where ${live} and si.id > ${after.id} order by si.id`,
    rowsBetween: (after, last) =>
      sql`select si.id as k, si.name, si.upc, si.price::text as price, si.size, si.unit_count::text as unit_count, si.description,
                 c.name as category, s.name as sub_category, si.quantity::text as quantity, si.active::text as active, si.external_id
          from store_items si
          left join categories c on c.id = si.category_id
          left join sub_categories s on s.id = si.sub_category_id
          where ${live} and ${keyRange(sql`si.id`, sql`${after.id}`, last && sql`${last.id}`)}`,
  });
}

export async function storeName(db: Db, storeId: number): Promise<string> {
  const [row] = await selectRows<{ name: string }>(db, sql`select name from stores where id = ${storeId}`);
  return row?.name ?? `store_${storeId}`;
}
