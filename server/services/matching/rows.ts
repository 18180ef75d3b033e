import { sql } from 'drizzle-orm';
import type { MatchGlobalItem } from '../../../src/contract/matching.ts';
import type { Db } from '../../db/client.ts';
import { selectRows } from '../../db/rows.ts';
import { intArray } from '../catalogue/sql.ts';

/** The store item side of a row, as JSON built by PostgreSQL (alias si). */
export const storeItemJson = sql`json_build_object(
  'id', si.id, 'name', si.name, 'upc', si.upc, 'gtin', si.gtin, 'size', si.size, 'unit_count', si.unit_count,
  'price', si.price::float8,
  'category', (select json_build_object('id', c.id, 'name', c.name) from categories c where c.id = si.category_id),
  'sub_category', (select json_build_object('id', s.id, 'name', s.name) from sub_categories s where s.id = si.sub_category_id),
  'image', si.images[1], 'item_id', si.item_id, 'is_reviewed', si.is_reviewed,
  'updated_at', to_char(si.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`;

/** The catalogue side of a row (alias g). */
export const globalItemJson = sql`json_build_object(
  'id', g.id, 'name', g.name, 'upc', g.upc, 'size', g.size, 'unit_count', g.unit_count,
  'category', (select json_build_object('id', c.id, 'name', c.name) from categories c where c.id = g.category_id),
  'sub_category', (select json_build_object('id', s.id, 'name', s.name) from sub_categories s where s.id = g.sub_category_id),
  'image', g.images[1], 'company_id', g.company_id)`;


/** Global items by id, as the rows show them. */
export async function globalItemsById(db: Db, ids: readonly number[]): Promise<Map<number, MatchGlobalItem>> {
  if (ids.length === 0) return new Map();
  const rows = await selectRows<{ item: MatchGlobalItem }>(db, sql`select ${globalItemJson} as item from global_items g where g.id = any(${intArray(ids)})`);
  return new Map(rows.map((row) => [row.item.id, row.item]));
}
