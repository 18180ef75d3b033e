import { sql } from 'drizzle-orm';
import {
  CATEGORY_PLACEHOLDER_IMAGE,
  type Category,
  type IdName,
  type StoreCategory,
  type StoreCategoryQuery,
  type SubCategory,
} from '../../../src/contract/catalogue.ts';
import type { Db } from '../../db/client.ts';
import { selectRows } from '../../db/rows.ts';
import { likePattern } from './sql.ts';

const withImage = <T extends { image: string | null }>(row: T) => ({ ...row, image: row.image ?? CATEGORY_PLACEHOLDER_IMAGE });

export async function listCategories(db: Db): Promise<Category[]> {
  const rows = await selectRows<{ id: number; name: string; image: string | null }>(
    db,
    sql`select id, name, image from categories order by name, id`,
  );
  return rows.map(withImage);
}

/** The categories the store's items use, with how many (non-deleted) items each holds. */
export async function listStoreCategories(db: Db, storeId: number, query: StoreCategoryQuery): Promise<StoreCategory[]> {
  const search = query.search_string?.trim();
  const rows = await selectRows<{ id: number; name: string; image: string | null; item_count: number }>(
    db,
    sql`select c.id, c.name, c.image, count(*)::int as item_count
        from store_items si join categories c on c.id = si.category_id
        where si.store_id = ${storeId} and si.deleted_at is null
          ${query.active === undefined ? sql`` : sql`and si.active = ${query.active}`}
          ${search ? sql`and c.name ilike ${likePattern(search)}` : sql``}
        group by c.id order by c.name, c.id`,
  );
  return rows.map(withImage);
}

export async function listSubCategories(db: Db, categoryName?: string): Promise<SubCategory[]> {
  return selectRows<SubCategory>(
    db,
    sql`select s.id, s.name, s.category_id, c.name as category_name
        from sub_categories s join categories c on c.id = s.category_id
        ${categoryName === undefined ? sql`` : sql`where lower(c.name) = lower(${categoryName.trim()})`}
        order by c.name, s.name, s.id`,
  );
}

export function listTags(db: Db): Promise<IdName[]> {
  return selectRows<IdName>(db, sql`select id, name from item_tags order by name, id`);
}
