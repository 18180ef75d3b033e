import { sql, type SQL } from 'drizzle-orm';
import type { StoreItemFilters } from '../../../src/contract/inventory.ts';
import type { ListSearch } from './listPage.ts';
import { parseSearch } from '../../../src/domain/searchText.ts';
import { phraseOf, relevance, storeItemNameOrCode } from '../search/words.ts';
import { intArray } from './sql.ts';

/**
 * "Has modifiers" (spec 001 §4): the store item (alias si) offers a live modifier group
 * (store_item_modifier_groups). The menu rule subject has_modifiers means the same.
 */
export const OFFERS_MODIFIER_GROUPS = sql`exists (select 1 from store_item_modifier_groups l join modifier_groups g on g.id = l.modifier_group_id
                                                  where l.store_item_id = si.id and g.deleted_at is null)`;

/** "Is a modifier": the store item (alias si) is an option of a live modifier group (modifier_options.store_item_id). */
export const IS_MODIFIER_OPTION = sql`exists (select 1 from modifier_options o join modifier_groups g on g.id = o.modifier_group_id
                                              where o.store_item_id = si.id and g.deleted_at is null)`;

/** `condition` when wanted is true, its negation when false. */
const either = (wanted: boolean, condition: SQL) => (wanted ? condition : sql`not ${condition}`);

/** The text search of the store item list: every word typed starts a word of the name, or the UPC or external id is (or starts with) what was typed. */
export function storeItemSearch(storeId: number, filters: StoreItemFilters): ListSearch | null {
  const terms = parseSearch(filters.search_string);
  if (!terms) return null;
  return { ...storeItemNameOrCode(storeId, [sql`si.upc`, sql`si.external_id`], terms), rank: terms.words.length ? relevance(sql`si.search_key`, phraseOf(terms.words)) : null };
}

/** The conditions every store item list has: its store, and not deleted. */
const BASE_CONDITIONS = 2;

/**
 * Whether only the store (and "not deleted") narrows the list: a broad search can then find its page by
 * walking store_items_live_name in name order, reading si.id and si.name from the index alone.
 */
export function walksStoreNameIndex(filters: StoreItemFilters): boolean {
  return storeItemFilterConditions(0, filters).length === BASE_CONDITIONS;
}

/** The WHERE of the store item list (alias si), shared by the list, its count and select_all bulk actions. */
export function storeItemConditions(storeId: number, filters: StoreItemFilters): SQL[] {
  const search = storeItemSearch(storeId, filters);
  const conditions = storeItemFilterConditions(storeId, filters);
  return search ? [...conditions, sql`(${search.name} or ${search.equals})`] : conditions;
}

/** Every condition of the list but the text search. */
export function storeItemFilterConditions(storeId: number, filters: StoreItemFilters): SQL[] {
  const conditions: SQL[] = [sql`si.store_id = ${storeId}`, sql`si.deleted_at is null`];
  if (filters.sale_state) conditions.push(sql`si.sale_state = ${filters.sale_state}`);
  if (filters.active !== undefined) conditions.push(sql`si.active = ${filters.active}`);
  if (filters.categories?.length) conditions.push(sql`si.category_id = any(${intArray(filters.categories)})`);
  if (filters.sell_independently !== undefined) conditions.push(sql`si.sell_independently = ${filters.sell_independently}`);
  if (filters.has_modifier_groups !== undefined) conditions.push(either(filters.has_modifier_groups, OFFERS_MODIFIER_GROUPS));
  if (filters.modifier_item !== undefined) conditions.push(either(filters.modifier_item, IS_MODIFIER_OPTION));
  if (filters.min_price !== undefined) conditions.push(sql`si.price >= ${filters.min_price}`);
  if (filters.max_price !== undefined) conditions.push(sql`si.price <= ${filters.max_price}`);
  if (filters.menus?.length) {
    conditions.push(sql`exists (select 1 from menu_items mi where mi.store_item_id = si.id and mi.active and mi.menu_id = any(${intArray(filters.menus)}))`);
  }
  return conditions;
}
