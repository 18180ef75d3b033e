import { sql, type SQL } from 'drizzle-orm';
import type { GlobalItemFilters } from '../../../src/contract/catalogue.ts';
import type { AuthContext } from '../../http/access.ts';
import { effectiveCompanyId, isInternal } from '../../http/tenancy.ts';
import type { ListSearch } from './listPage.ts';
import { parseSearch } from '../../../src/domain/searchText.ts';
import { nameOrCode, phraseOf, relevance } from '../search/words.ts';
import { endBound, intArray } from './sql.ts';
import { IS_MODIFIER_OPTION, OFFERS_MODIFIER_GROUPS } from './storeItemFilters.ts';

/** Whose global items a caller sees: one company (maybe with the shared catalogue) or every one. */
export interface CatalogueScope {
  /** undefined: every company (internal users only) */
  companyId: number | undefined;
  /** also the platform-wide items (company_id null) */
  includeShared: boolean;
}

/** Reading: merchants see their company (plus the shared catalogue when asked); internal users what they ask for. */
export function readScope(auth: AuthContext, filters: GlobalItemFilters): CatalogueScope {
  const companyId = effectiveCompanyId(auth, filters.company_id);
  return { companyId, includeShared: companyId !== undefined && filters.show_global_items_content === true };
}

/** Writing: merchants only their own company's items, never the shared catalogue. */
export function writeScope(auth: AuthContext, filters: GlobalItemFilters): CatalogueScope {
  if (isInternal(auth)) return readScope(auth, filters);
  return { companyId: effectiveCompanyId(auth, filters.company_id), includeShared: false };
}

export function scopeCondition(scope: CatalogueScope): SQL | null {
  if (scope.companyId === undefined) return null;
  return scope.includeShared
    ? sql`(gi.company_id = ${scope.companyId} or gi.company_id is null)`
    : sql`gi.company_id = ${scope.companyId}`;
}

/** A store item linked with gi (not deleted) that also satisfies `condition`. */
const linked = (condition: SQL) =>
  sql`exists (select 1 from store_items si where si.item_id = gi.id and si.deleted_at is null and ${condition})`;

/** The text search of the global item list: every word typed starts a word of the name, or the UPC is (or starts with) the code typed. */
export function globalItemSearch(filters: GlobalItemFilters): ListSearch | null {
  const terms = parseSearch(filters.search_string);
  if (!terms) return null;
  return { ...nameOrCode(sql`gi.search_key`, [sql`gi.upc`], terms), rank: terms.words.length ? relevance(sql`gi.search_key`, phraseOf(terms.words)) : null };
}

/**
 * Whether the list's filters are exactly those of the live-items order indexes (global_items_live_name,
 * global_items_live_company_name): one company or every one, one status, nothing else. A broad search can
 * then find its page by walking one of them in name order, reading gi.id and gi.name from the index alone.
 */
export function walksNameIndex(filters: GlobalItemFilters, scope: CatalogueScope): boolean {
  if (scope.includeShared || (filters.active ?? 'true') === 'all') return false;
  return Object.entries(filters).every(
    ([key, value]) =>
      WALKABLE_KEYS.has(key) || value === undefined || (key === 'verification' && value === 'all') || (Array.isArray(value) && value.length === 0),
  );
}

/** Query keys that leave the walk possible: the scope, the status, the search itself and the paging. */
const WALKABLE_KEYS = new Set(['company_id', 'show_global_items_content', 'active', 'search_string', 'order', 'sort_dir', 'offset', 'limit']);

/**
 * The WHERE of the global item list (on alias `gi`), shared by the list, its count, the bulk actions
 * and the export, so "select all" acts on exactly what the list shows.
 */
export function globalItemConditions(filters: GlobalItemFilters, scope: CatalogueScope): SQL[] {
  const search = globalItemSearch(filters);
  const conditions = globalItemFilterConditions(filters, scope);
  return search ? [...conditions, sql`(${search.name} or ${search.equals})`] : conditions;
}

/** Every condition of the list but the text search. */
export function globalItemFilterConditions(filters: GlobalItemFilters, scope: CatalogueScope): SQL[] {
  const conditions: SQL[] = [sql`gi.deleted_at is null`];
  const scoped = scopeCondition(scope);
  if (scoped) conditions.push(scoped);

  const active = filters.active ?? 'true';
  if (active !== 'all') conditions.push(sql`gi.status = ${active === 'true' ? 'active' : 'inactive'}`);
  if (filters.verification && filters.verification !== 'all') conditions.push(sql`gi.verification = ${filters.verification}`);

  if (filters.min_price !== undefined) conditions.push(sql`coalesce(gi.retail_price, 0) >= ${filters.min_price}`);
  if (filters.max_price !== undefined) conditions.push(sql`coalesce(gi.retail_price, 0) <= ${filters.max_price}`);
  if (filters.start_date) conditions.push(sql`gi.created_at >= ${filters.start_date}::timestamptz`);
  if (filters.end_date) {
    const end = endBound(filters.end_date);
    conditions.push(end.exclusive ? sql`gi.created_at < ${end.value}::timestamptz` : sql`gi.created_at <= ${end.value}::timestamptz`);
  }

  if (filters.categories?.length) conditions.push(sql`gi.category_id = any(${intArray(filters.categories)})`);
  if (filters.tags?.length) {
    conditions.push(sql`exists (select 1 from global_item_tags t where t.global_item_id = gi.id and t.tag_id = any(${intArray(filters.tags)}))`);
  }
  if (filters.incomplete !== undefined) {
    const missing = sql`(btrim(gi.name) = '' or gi.size is null or btrim(gi.size) = '' or gi.upc is null or gi.category_id is null)`;
    conditions.push(filters.incomplete ? missing : sql`not ${missing}`);
  }

  if (filters.menus?.length) {
    conditions.push(linked(sql`exists (select 1 from menu_items mi where mi.store_item_id = si.id and mi.active and mi.menu_id = any(${intArray(filters.menus)}))`));
  }
  if (filters.sell_independently !== undefined) conditions.push(linked(sql`si.sell_independently = ${filters.sell_independently}`));
  if (filters.out_of_stock !== undefined) {
    const out = linked(sql`si.sale_state = 'out_of_stock'`);
    conditions.push(filters.out_of_stock ? out : sql`not ${out}`);
  }
  // Deleted modifier groups count for neither, as in the store item filters.
  if (filters.has_modifier_groups !== undefined) {
    const has = linked(OFFERS_MODIFIER_GROUPS);
    conditions.push(filters.has_modifier_groups ? has : sql`not ${has}`);
  }
  if (filters.modifier_item !== undefined) {
    const option = linked(IS_MODIFIER_OPTION);
    conditions.push(filters.modifier_item ? option : sql`not ${option}`);
  }
  return conditions;
}
