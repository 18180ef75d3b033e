import { parseSearch } from '../../../src/domain/searchText.ts';
import { closeSpellings } from '../search/suggestions.ts';
import { sql, type SQL } from 'drizzle-orm';
import type { GlobalItem, GlobalItemListAnswer, GlobalItemListQuery, IdName } from '../../../src/contract/catalogue.ts';
import type { Db } from '../../db/client.ts';
import { selectRows } from '../../db/rows.ts';
import { globalItemFilterConditions, globalItemSearch, walksNameIndex, type CatalogueScope } from './globalItemFilters.ts';
import { listPage, type ListRequest } from './listPage.ts';
import { allOf } from './sql.ts';

interface GlobalItemRow extends Record<string, unknown> {
  id: number;
  name: string;
  status: 'active' | 'inactive';
  upc: string | null;
  retail_price: number | null;
  images: string[];
  description: string | null;
  category: IdName | null;
  subcategory: IdName | null;
  size: string | null;
  unit_count: number | null;
  tags: IdName[];
  store_item_id: number | null;
  parent_item_id: number | null;
  company_id: number | null;
  company_name: string | null;
  verification: GlobalItem['verification'];
  created_at: Date | string;
  updated_at: Date | string;
}

const iso = (value: Date | string) => new Date(value).toISOString();

function toGlobalItem(row: GlobalItemRow): GlobalItem {
  return {
    ...row,
    retail_price: row.retail_price === null ? null : Number(row.retail_price),
    image: row.images[0] ?? null,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

/** The answer columns of a global item (alias gi); tags and names come from small per-row lookups. */
const globalItemColumns = sql`
  gi.id, gi.name, gi.status, gi.upc, gi.retail_price::float8 as retail_price, gi.images, gi.description,
  (select json_build_object('id', c.id, 'name', c.name) from categories c where c.id = gi.category_id) as category,
  (select json_build_object('id', s.id, 'name', s.name) from sub_categories s where s.id = gi.sub_category_id) as subcategory,
  gi.size, gi.unit_count,
  coalesce((select json_agg(json_build_object('id', t.id, 'name', t.name) order by t.name)
            from global_item_tags gt join item_tags t on t.id = gt.tag_id where gt.global_item_id = gi.id), '[]'::json) as tags,
  gi.store_item_id, gi.parent_item_id, gi.company_id,
  (select co.name from companies co where co.id = gi.company_id) as company_name,
  gi.verification, gi.created_at, gi.updated_at`;

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
    columns: globalItemColumns,
    walksNameIndex: orderName === 'name' && walksNameIndex(query, scope),
  };
}

/** One page and the count of what matches (exact up to COUNT_CAP, see listPage), ordered on indexed columns. */
export async function listGlobalItems(db: Db, query: GlobalItemListQuery, scope: CatalogueScope): Promise<GlobalItemListAnswer> {
  const request = globalItemListRequest(query, scope);
  const page = await listPage<GlobalItemRow>(db, request);
  const answer = { count: page.count, count_exact: page.countExact, ...(page.estimate === null ? {} : { count_estimate: page.estimate }), globalItems: page.rows.map(toGlobalItem) };
  const words = parseSearch(query.search_string)?.words ?? [];
  return page.count === 0 && words.length ? { ...answer, suggestions: await closeSpellings(db, request, words) } : answer;
}

export async function findGlobalItem(db: Db, id: number): Promise<GlobalItem | null> {
  const [row] = await selectRows<GlobalItemRow>(db, sql`select ${globalItemColumns} from global_items gi where gi.id = ${id} and gi.deleted_at is null`);
  return row ? toGlobalItem(row) : null;
}
