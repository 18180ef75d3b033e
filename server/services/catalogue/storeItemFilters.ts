import { sql, type SQL } from 'drizzle-orm';
import type { StoreItemFilters } from '../../../src/contract/inventory.ts';
import { intArray, likePattern } from './sql.ts';

/** The WHERE of the store item list (alias si), shared by the list, its count and select_all bulk actions. */
export function storeItemConditions(storeId: number, filters: StoreItemFilters): SQL[] {
  const conditions: SQL[] = [sql`si.store_id = ${storeId}`, sql`si.deleted_at is null`];
  const search = filters.search_string?.trim();
  if (search) conditions.push(sql`(si.name ilike ${likePattern(search)} or si.upc = ${search} or si.external_id = ${search})`);
  if (filters.sale_state) conditions.push(sql`si.sale_state = ${filters.sale_state}`);
  if (filters.active !== undefined) conditions.push(sql`si.active = ${filters.active}`);
  if (filters.categories?.length) conditions.push(sql`si.category_id = any(${intArray(filters.categories)})`);
  return conditions;
}
