import { sql } from 'drizzle-orm';
import { GLOBAL_ITEM_CSV_COLUMNS } from '../../../src/contract/catalogue.ts';
import type { Db } from '../../db/client.ts';
import { selectRows } from '../../db/rows.ts';
import { isoSql } from '../../db/isoTimestamp.ts';
import { keyRange, keysetCsvStream } from './csv.ts';
import { scopeCondition, type CatalogueScope } from './globalItemFilters.ts';

/** Every (non-deleted) global item of the scope as CSV, written by PostgreSQL in keyset batches of 5,000 by id. */
export function exportGlobalItems(db: Db, scope: CatalogueScope) {
  const live = sql`gi.deleted_at is null and ${scopeCondition(scope) ?? sql`true`}`;
  return keysetCsvStream<{ id: number }>(db, GLOBAL_ITEM_CSV_COLUMNS, {
    start: { id: 0 },
    keysAfter: (after) => sql`select gi.id from global_items gi where ${live} and gi.id > ${after.id} order by gi.id`,
    rowsBetween: (after, last) =>
      sql`select gi.id as k, gi.id::text as id, gi.name, gi.status, gi.upc, gi.retail_price::text as retail_price, gi.size,
                 gi.unit_count::text as unit_count, gi.description, c.name as category, s.name as sub_category,
                 (select string_agg(t.name, '|' order by t.name) from global_item_tags gt join item_tags t on t.id = gt.tag_id
                   where gt.global_item_id = gi.id) as tags,
                 gi.verification, array_to_string(gi.images, '|') as images, gi.parent_item_id::text as parent_item_id,
                 ${isoSql(sql`gi.created_at`)} as created_at
          from global_items gi
          left join categories c on c.id = gi.category_id
          left join sub_categories s on s.id = gi.sub_category_id
          where ${live} and ${keyRange(sql`gi.id`, sql`${after.id}`, last && sql`${last.id}`)}`,
  });
}

export async function companyName(db: Db, companyId: number | undefined): Promise<string | null> {
  if (companyId === undefined) return null;
  const [row] = await selectRows<{ name: string }>(db, sql`select name from companies where id = ${companyId}`);
  return row?.name ?? null;
}
