import { sql } from 'drizzle-orm';
import type { DuplicateGroup, DuplicatesAnswer } from '../../../src/contract/inventory.ts';
import type { Db } from '../../db/client.ts';
import { selectRows } from '../../db/rows.ts';
import { csvLine } from '../catalogue/csv.ts';

interface DuplicateRow extends Record<string, unknown> {
  kind: DuplicateGroup['kind'];
  key: string;
  id: number;
  name: string;
  upc: string | null;
  size: string | null;
  price: number;
  external_id: string | null;
}

/** Store items sharing a UPC, or a lower(name) and size: the groups, each item listed under its group. */
export async function findDuplicates(db: Db, storeId: number): Promise<DuplicatesAnswer> {
  const rows = await selectRows<DuplicateRow>(
    db,
    sql`with items as (
          select id, name, upc, size, price::float8 as price, external_id,
                 count(*) over (partition by upc) as upc_count,
                 count(*) over (partition by lower(name), coalesce(size, '')) as name_count
          from store_items where store_id = ${storeId} and deleted_at is null)
        select 'upc' as kind, upc as key, id, name, upc, size, price, external_id from items where upc is not null and upc_count > 1
        union all
        select 'name_size', lower(name) || ' / ' || coalesce(size, ''), id, name, upc, size, price, external_id from items where name_count > 1
        order by kind desc, key, id`,
  );
  const groups: DuplicateGroup[] = [];
  for (const row of rows) {
    let group = groups[groups.length - 1];
    if (!group || group.kind !== row.kind || group.key !== row.key) {
      group = { kind: row.kind, key: row.key, items: [] };
      groups.push(group);
    }
    group.items.push({ id: row.id, name: row.name, upc: row.upc, size: row.size, price: Number(row.price), external_id: row.external_id });
  }
  return { count: groups.length, groups };
}

export function duplicatesCsv(answer: DuplicatesAnswer): string {
  const lines = [csvLine(['group', 'kind', 'key', 'id', 'name', 'upc', 'size', 'price', 'external_id'])];
  answer.groups.forEach((group, index) => {
    for (const item of group.items) {
      lines.push(csvLine([index + 1, group.kind, group.key, item.id, item.name, item.upc, item.size, item.price.toFixed(2), item.external_id]));
    }
  });
  return lines.join('');
}
