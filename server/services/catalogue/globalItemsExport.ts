import { sql } from 'drizzle-orm';
import { GLOBAL_ITEM_CSV_COLUMNS } from '../../../src/contract/catalogue.ts';
import type { Db } from '../../db/client.ts';
import { selectRows } from '../../db/rows.ts';
import { csvStream, EXPORT_BATCH } from './csv.ts';
import { scopeCondition, type CatalogueScope } from './globalItemFilters.ts';

interface ExportRow extends Record<string, unknown> {
  id: number;
  name: string;
  status: string;
  upc: string | null;
  retail_price: string | null;
  size: string | null;
  unit_count: number | null;
  description: string | null;
  category: string | null;
  sub_category: string | null;
  tags: string | null;
  verification: string;
  images: string[];
  parent_item_id: number | null;
  created_at: Date | string;
}

/** Every (non-deleted) global item of the scope as CSV, read in keyset batches of 5,000 by id. */
export function exportGlobalItems(db: Db, scope: CatalogueScope) {
  const scoped = scopeCondition(scope) ?? sql`true`;
  return csvStream(
    GLOBAL_ITEM_CSV_COLUMNS,
    (afterId) =>
      selectRows<ExportRow>(
        db,
        sql`select gi.id, gi.name, gi.status, gi.upc, gi.retail_price::text as retail_price, gi.size, gi.unit_count, gi.description,
                   c.name as category, s.name as sub_category,
                   (select string_agg(t.name, '|' order by t.name) from global_item_tags gt join item_tags t on t.id = gt.tag_id
                     where gt.global_item_id = gi.id) as tags,
                   gi.verification, gi.images, gi.parent_item_id, gi.created_at
            from global_items gi
            left join categories c on c.id = gi.category_id
            left join sub_categories s on s.id = gi.sub_category_id
            where gi.deleted_at is null and ${scoped} and gi.id > ${afterId}
            order by gi.id limit ${EXPORT_BATCH}`,
      ),
    (row) => [
      row.id,
      row.name,
      row.status,
      row.upc,
      row.retail_price,
      row.size,
      row.unit_count,
      row.description,
      row.category,
      row.sub_category,
      row.tags,
      row.verification,
      row.images.join('|'),
      row.parent_item_id,
      new Date(row.created_at).toISOString(),
    ],
  );
}

export async function companyName(db: Db, companyId: number | undefined): Promise<string | null> {
  if (companyId === undefined) return null;
  const [row] = await selectRows<{ name: string }>(db, sql`select name from companies where id = ${companyId}`);
  return row?.name ?? null;
}
