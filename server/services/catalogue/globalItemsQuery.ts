import { parseSearch } from '../../../src/domain/searchText.ts';
import { closeSpellings } from '../search/suggestions.ts';
import { sql, type SQL } from 'drizzle-orm';
import type { GlobalItem, GlobalItemListQuery } from '../../../src/contract/catalogue.ts';
import type { Db } from '../../db/client.ts';
import { selectRows } from '../../db/rows.ts';
import { globalItemFilterConditions, globalItemSearch, walksNameIndex, type CatalogueScope } from './globalItemFilters.ts';
import { isoSql } from '../../db/isoTimestamp.ts';
import { listAnswerJson, listPage, type ListRequest } from './listPage.ts';
import { allOf } from './sql.ts';

/**
 * A global item (alias gi) as JSON built by PostgreSQL, field for field the GlobalItem contract: the list sends a
 * page of them as PostgreSQL wrote them, and an item's details are this same object. Tags and names come from small
 * per-row lookups.
 */
const globalItemJson = sql`json_build_object(
  'id', gi.id, 'name', gi.name, 'status', gi.status, 'upc', gi.upc, 'retail_price', gi.retail_price::float8,
  'images', gi.images, 'image', gi.images[1], 'description', gi.description,
  'category', (select json_build_object('id', c.id, 'name', c.name) from categories c where c.id = gi.category_id),
  'subcategory', (select json_build_object('id', s.id, 'name', s.name) from sub_categories s where s.id = gi.sub_category_id),
  'size', gi.size, 'unit_count', gi.unit_count,
  'tags', coalesce((select json_agg(json_build_object('id', t.id, 'name', t.name) order by t.name)
                    from global_item_tags gt join item_tags t on t.id = gt.tag_id where gt.global_item_id = gi.id), '[]'::json),
  'store_item_id', gi.store_item_id, 'parent_item_id', gi.parent_item_id, 'company_id', gi.company_id,
  'company_name', (select co.name from companies co where co.id = gi.company_id),
  'verification', gi.verification, 'created_at', ${isoSql(sql`gi.created_at`)}, 'updated_at', ${isoSql(sql`gi.updated_at`)})`;

const ORDER_COLUMNS: Record<NonNullable<GlobalItemListQuery['order']>, SQL> = {
  name: sql`gi.name_key`,
  retail_price: sql`gi.retail_price`,
  created_at: sql`gi.created_at`,
  updated_at: sql`gi.updated_at`,
  upc: sql`gi.upc`,
  id: sql`gi.id`,
};

/** Only nullable columns get NULLS LAST: on the others it would keep a DESC sort from using the index. */
const NULLABLE = new Set(['retail_price', 'upc']);

/** What listPage reads for the global item list (the bench runs the same statements as its SQL reference). */
export function globalItemListRequest(query: GlobalItemListQuery, scope: CatalogueScope): ListRequest {
  const orderName = query.order ?? 'name';
  return {
    table: 'global_items',
    alias: 'gi',
    filters: allOf(globalItemFilterConditions(query, scope)),
    search: globalItemSearch(query),
    order: { key: ORDER_COLUMNS[orderName], desc: query.sort_dir === 'DESC', nullsLast: NULLABLE.has(orderName) },
    limit: query.limit ?? 20,
    offset: query.offset ?? 0,
    rowJson: globalItemJson,
    walksNameIndex: orderName === 'name' && walksNameIndex(query, scope),
  };
}

/**
 * One page and the count of what matches (exact up to COUNT_CAP, see listPage), ordered on indexed columns, as the
 * answer's JSON text (GlobalItemListAnswer) around the page's items as PostgreSQL wrote them.
 */
export async function listGlobalItemsJson(db: Db, query: GlobalItemListQuery, scope: CatalogueScope): Promise<string> {
  const request = globalItemListRequest(query, scope);
  const page = await listPage(db, request);
  const words = parseSearch(query.search_string)?.words ?? [];
  const suggestions = page.count === 0 && words.length ? await closeSpellings(db, request, words) : undefined;
  return listAnswerJson(page, 'globalItems', suggestions);
}

export async function findGlobalItem(db: Db, id: number): Promise<GlobalItem | null> {
  const [row] = await selectRows<{ item: string }>(db, sql`select ${globalItemJson}::text as item from global_items gi where gi.id = ${id} and gi.deleted_at is null`);
  return row ? (JSON.parse(row.item) as GlobalItem) : null;
}
