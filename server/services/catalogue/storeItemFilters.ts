import { sql, type SQL } from 'drizzle-orm';
import type { StoreItemFilters } from '../../../src/contract/inventory.ts';
import type { ListSearch } from './listPage.ts';
import { intArray, likePattern } from './sql.ts';

/** The text search of the store item list: the name contains the term, or the UPC or external id is the term. */
export function storeItemSearch(filters: StoreItemFilters): ListSearch | null {
  const search = filters.search_string?.trim();
  return search ? { name: sql`si.name ilike ${likePattern(search)}`, equals: sql`(si.upc = ${search} or si.external_id = ${search})` } : null;
}

/**
 * Whether only the store (and "not deleted") narrows the list: a broad search can then find its page by
 * walking store_items_live_name in name order, reading si.id and si.name from the index alone.
 */
export function walksStoreNameIndex(filters: StoreItemFilters): boolean {
  return !filters.sale_state && filters.active === undefined && !filters.categories?.length;
}

/** The WHERE of the store item list (alias si), shared by the list, its count and select_all bulk actions. */
export function storeItemConditions(storeId: number, filters: StoreItemFilters): SQL[] {
  const search = storeItemSearch(filters);
  const conditions = storeItemFilterConditions(storeId, filters);
  return search ? [...conditions, sql`(${search.name} or ${search.equals})`] : conditions;
}

/** Every condition of the list but the text search. */
export function storeItemFilterConditions(storeId: number, filters: StoreItemFilters): SQL[] {
  const conditions: SQL[] = [sql`si.store_id = ${storeId}`, sql`si.deleted_at is null`];
  if (filters.sale_state) conditions.push(sql`si.sale_state = ${filters.sale_state}`);
  if (filters.active !== undefined) conditions.push(sql`si.active = ${filters.active}`);
  if (filters.categories?.length) conditions.push(sql`si.category_id = any(${intArray(filters.categories)})`);
  return conditions;
}
