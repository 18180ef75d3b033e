import { parseSearch } from '../../../src/domain/searchText.ts';
import { closeSpellings } from '../search/suggestions.ts';
import { sql, type SQL } from 'drizzle-orm';
import type { IdName } from '../../../src/contract/catalogue.ts';
import type { InventoryCountAnswer, StoreInventoryAnswer, StoreInventoryQuery, StoreItem } from '../../../src/contract/inventory.ts';
import type { Db } from '../../db/client.ts';
import { selectRows } from '../../db/rows.ts';
import { allOf } from './sql.ts';
import { listPage, type ListRequest } from './listPage.ts';
import { storeItemFilterConditions, storeItemSearch, walksStoreNameIndex } from './storeItemFilters.ts';

type StoreItemRow = Omit<StoreItem, 'created_at' | 'updated_at'> & { created_at: Date | string; updated_at: Date | string };

const storeItemColumns = sql`
  si.id, si.store_id, si.name, si.upc, si.size, si.unit_count, si.description, si.price::float8 as price, si.quantity,
  si.active, si.sell_independently, si.images,
  (select json_build_object('id', c.id, 'name', c.name) from categories c where c.id = si.category_id) as category,
  (select json_build_object('id', s.id, 'name', s.name) from sub_categories s where s.id = si.sub_category_id) as sub_category,
  si.item_id, si.is_reviewed, si.is_editable, si.is_restricted, si.external_id, si.sale_state,
  si.doordash_added, si.ubereats_added, si.grubhub_added,
  coalesce((select json_agg(json_build_object('id', g.id, 'name', g.name) order by g.name)
            from store_item_modifier_groups l join modifier_groups g on g.id = l.modifier_group_id
            where l.store_item_id = si.id and g.deleted_at is null), '[]'::json) as modifier_groups,
  coalesce((select json_agg(json_build_object('id', m.id, 'name', m.menu_name) order by m.menu_name)
            from menu_items mi join menus m on m.id = mi.menu_id
            where mi.store_item_id = si.id and mi.active and m.deleted_at is null), '[]'::json) as menus,
  si.created_at, si.updated_at`;

const toStoreItem = (row: StoreItemRow): StoreItem => ({
  ...row,
  price: Number(row.price),
  modifier_groups: row.modifier_groups as IdName[],
  created_at: new Date(row.created_at).toISOString(),
  updated_at: new Date(row.updated_at).toISOString(),
});

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
    columns: storeItemColumns,
    walksNameIndex: orderName === 'name' && walksStoreNameIndex(query),
  };
}

/** One page of the store's items and the count of what matches (exact up to COUNT_CAP, see listPage). */
export async function listStoreItems(db: Db, storeId: number, query: StoreInventoryQuery): Promise<StoreInventoryAnswer> {
  const request = storeItemListRequest(storeId, query);
  const page = await listPage<StoreItemRow>(db, request);
  const answer = { count: page.count, count_exact: page.countExact, ...(page.estimate === null ? {} : { count_estimate: page.estimate }), items: page.rows.map(toStoreItem) };
  const words = parseSearch(query.search_string)?.words ?? [];
  return page.count === 0 && words.length ? { ...answer, suggestions: await closeSpellings(db, request, words) } : answer;
}

export async function findStoreItem(db: Db, storeId: number, id: number): Promise<StoreItem | null> {
  const [row] = await selectRows<StoreItemRow>(
    db,
    sql`select ${storeItemColumns} from store_items si where si.id = ${id} and si.store_id = ${storeId} and si.deleted_at is null`,
  );
  return row ? toStoreItem(row) : null;
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
