import { sql } from 'drizzle-orm';
import { isoSql } from '../../db/isoTimestamp.ts';

/** The store item side of a row, as JSON built by PostgreSQL (alias si). */
export const storeItemJson = sql`json_build_object(
  'id', si.id, 'name', si.name, 'upc', si.upc, 'gtin', si.gtin, 'size', si.size, 'unit_count', si.unit_count,
  'price', si.price::float8,
  'category', (select json_build_object('id', c.id, 'name', c.name) from categories c where c.id = si.category_id),
  'sub_category', (select json_build_object('id', s.id, 'name', s.name) from sub_categories s where s.id = si.sub_category_id),
  'image', si.images[1], 'item_id', si.item_id, 'is_reviewed', si.is_reviewed,
  'updated_at', ${isoSql(sql`si.updated_at`)})`;

/** The catalogue side of a row (alias g). */
export const globalItemJson = sql`json_build_object(
  'id', g.id, 'name', g.name, 'upc', g.upc, 'size', g.size, 'unit_count', g.unit_count,
  'category', (select json_build_object('id', c.id, 'name', c.name) from categories c where c.id = g.category_id),
  'sub_category', (select json_build_object('id', s.id, 'name', s.name) from sub_categories s where s.id = g.sub_category_id),
  'image', g.images[1], 'company_id', g.company_id)`;

/**
 * A row's alternatives (m.candidates, kept as { globalItemId, score, reasons }) with their catalogue items, in the
 * order the engine ranked them; a candidate whose item is gone is left out.
 */
export const candidatesJson = sql`coalesce((
  select json_agg(json_build_object('globalItem', ${globalItemJson}, 'score', (c.candidate->>'score')::float8, 'reasons', c.candidate->'reasons')
                  order by c.rank)
  from jsonb_array_elements(m.candidates) with ordinality c(candidate, rank)
  join global_items g on g.id = (c.candidate->>'globalItemId')::int), '[]'::json)`;
