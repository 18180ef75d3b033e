import { parseSearch } from '../../../src/domain/searchText.ts';
import { closeSpellings } from '../search/suggestions.ts';
import { sql, type SQL } from 'drizzle-orm';
import type { InventoryCountAnswer, StoreInventoryQuery, StoreItem } from '../../../src/contract/inventory.ts';
import type { Db } from '../../db/client.ts';
import { selectRows } from '../../db/rows.ts';
import { allOf } from './sql.ts';
import { isoSql } from '../../db/isoTimestamp.ts';
import { listAnswerJson, listPage, type ListRequest } from './listPage.ts';
import { storeItemFilterConditions, storeItemSearch, walksStoreNameIndex } from './storeItemFilters.ts';

/**
 * A store item (alias si) as JSON built by PostgreSQL, field for field the StoreItem contract: the inventory list
 * sends a page of them as PostgreSQL wrote them, and an item's details are this same object.
 */
const storeItemJson = sql`json_build_object(
  'id', si.id, 'store_id', si.store_id, 'name', si.name, 'upc', si.upc, 'size', si.size, 'unit_count', si.unit_count,
  'description', si.description, 'price', si.price::float8, 'quantity', si.quantity,
  'active', si.active, 'sell_independently', si.sell_independently, 'images', si.images,
  'category', (select json_build_object('id', c.id, 'name', c.name) from categories c where c.id = si.category_id),
  'sub_category', (select json_build_object('id', s.id, 'name', s.name) from sub_categories s where s.id = si.sub_category_id),
  'item_id', si.item_id, 'is_reviewed', si.is_reviewed, 'is_editable', si.is_editable, 'is_restricted', si.is_restricted,
  'external_id', si.external_id, 'sale_state', si.sale_state,
  'doordash_added', si.doordash_added, 'ubereats_added', si.ubereats_added, 'grubhub_added', si.grubhub_added,
  'modifier_groups', coalesce((select json_agg(json_build_object('id', g.id, 'name', g.name) order by g.name)
                               from store_item_modifier_groups l join modifier_groups g on g.id = l.modifier_group_id
                               where l.store_item_id = si.id and g.deleted_at is null), '[]'::json),
  'menus', coalesce((select json_agg(json_build_object('id', m.id, 'name', m.menu_name) order by m.menu_name)
                     from menu_items mi join menus m on m.id = mi.menu_id
                     where mi.store_item_id = si.id and mi.active and m.deleted_at is null), '[]'::json),
  'created_at', ${isoSql(sql`si.created_at`)}, 'updated_at', ${isoSql(sql`si.updated_at`)})`;

const ORDER_COLUMNS: Record<NonNullable<StoreInventoryQuery['order']>, SQL> = {
  name: sql`si.name_key`,
  price: sql`si.price`,
  quantity: sql`si.quantity`,
  created_at: sql`si.created_at`,
  updated_at: sql`si.updated_at`,
  id: sql`si.id`,
};

/** What listPage reads for a store's item list (the bench runs the same statements as its SQL reference). */
export function storeItemListRequest(storeId: number, query: StoreInventoryQuery): ListRequest {
  const orderName = query.order ?? 'name';
  return {
    table: 'store_items',
    alias: 'si',
    filters: allOf(storeItemFilterConditions(storeId, query)),
    search: storeItemSearch(storeId, query),
    order: { key: ORDER_COLUMNS[orderName], desc: query.sort_dir === 'DESC', nullsLast: false },
    limit: query.limit ?? 20,
    offset: query.offset ?? 0,
    rowJson: storeItemJson,
    walksNameIndex: orderName === 'name' && walksStoreNameIndex(query),
  };
}

/**
 * One page of the store's items and the count of what matches (exact up to COUNT_CAP, see listPage), as the answer's
 * JSON text (StoreInventoryAnswer) around the page's items as PostgreSQL wrote them.
 */
export async function listStoreItemsJson(db: Db, storeId: number, query: StoreInventoryQuery): Promise<string> {
  const request = storeItemListRequest(storeId, query);
  const page = await listPage(db, request);
  const words = parseSearch(query.search_string)?.words ?? [];
  const suggestions = page.count === 0 && words.length ? await closeSpellings(db, request, words) : undefined;
  return listAnswerJson(page, 'items', suggestions);
}

export async function findStoreItem(db: Db, storeId: number, id: number): Promise<StoreItem | null> {
  const [row] = await selectRows<{ item: string }>(
    db,
    sql`select ${storeItemJson}::text as item from store_items si where si.id = ${id} and si.store_id = ${storeId} and si.deleted_at is null`,
  );
  return row ? (JSON.parse(row.item) as StoreItem) : null;
}

export async function countStoreItems(db: Db, storeId: number): Promise<InventoryCountAnswer> {
  const [row] = await selectRows<InventoryCountAnswer & Record<string, unknown>>(
    db,
    sql`select count(*)::int as total,
               (count(*) filter (where sale_state = 'on_hold'))::int as on_hold,
               (count(*) filter (where sale_state = 'for_sale'))::int as for_sale,
               (count(*) filter (where sale_state = 'out_of_stock'))::int as out_of_stock,
               (count(*) filter (where sale_state = 'needs_review'))::int as needs_review,
               (count(*) filter (where active))::int as active,
               (count(*) filter (where not active))::int as inactive
        from store_items where store_id = ${storeId} and deleted_at is null`,
  );
  return row;
}
