import { sql } from 'drizzle-orm';
import { INGESTION_COLUMNS } from '../../../src/contract/inventory.ts';
import type { Db } from '../../db/client.ts';
import { selectRows } from '../../db/rows.ts';
import { csvStream, EXPORT_BATCH } from '../catalogue/csv.ts';

interface ExportRow extends Record<string, unknown> {
  id: number;
  name: string;
  upc: string | null;
  price: string;
  size: string | null;
  unit_count: number | null;
  description: string | null;
  category: string | null;
  sub_category: string | null;
  quantity: number;
  active: boolean;
  external_id: string | null;
}

/**
 * The store's items as CSV with exactly the columns the upload accepts, so exporting and uploading
 * the file again changes nothing. Read in keyset batches of 5,000 by id.
 */
export function exportStoreItems(db: Db, storeId: number) {
  return csvStream(
    INGESTION_COLUMNS,
    (afterId) =>
      selectRows<ExportRow>(
        db,
        sql`select si.id, si.name, si.upc, si.price::text as price, si.size, si.unit_count, si.description,
                   c.name as category, s.name as sub_category, si.quantity, si.active, si.external_id
            from store_items si
            left join categories c on c.id = si.category_id
            left join sub_categories s on s.id = si.sub_category_id
            where si.store_id = ${storeId} and si.deleted_at is null and si.id > ${afterId}
            order by si.id limit ${EXPORT_BATCH}`,
      ),
    (row) => [
      row.name,
      row.upc,
      Number(row.price).toFixed(2),
      row.size,
      row.unit_count,
      row.description,
      row.category,
      row.sub_category,
      row.quantity,
      row.active,
      row.external_id,
    ],
  );
}

export async function storeName(db: Db, storeId: number): Promise<string> {
  const [row] = await selectRows<{ name: string }>(db, sql`select name from stores where id = ${storeId}`);
  return row?.name ?? `store_${storeId}`;
}
