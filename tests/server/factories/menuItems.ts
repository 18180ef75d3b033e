// Rows for the menu tests: a store of its own, items with exactly the facts a test names, modifier links.
import { sql } from 'drizzle-orm';
import type { Db } from '../../../server/db/client.ts';
import { selectRows } from '../../../server/db/rows.ts';

export interface ItemSpec {
  name: string;
  category?: string | null;
  sub_category?: string | null;
  upc?: string | null;
  size?: string | null;
  price?: number;
  sell_independently?: boolean;
  /** tags of the global item the store item is linked to (created when missing); no global item without tags */
  tags?: readonly string[];
  /** linked to a live modifier group */
  modifiers?: boolean;
  /** linked only to a deleted modifier group */
  deletedModifiers?: boolean;
}

const one = async <T extends Record<string, unknown>>(db: Db, query: ReturnType<typeof sql>) => (await selectRows<T>(db, query))[0];

export async function companyId(db: Db, name: string): Promise<number> {
  return Number((await one<{ id: number }>(db, sql`select id from companies where name = ${name}`)).id);
}

export async function makeStore(db: Db, company: number, name: string): Promise<number> {
  return Number((await one<{ id: number }>(db, sql`insert into stores (company_id, name) values (${company}, ${name}) returning id`)).id);
}

async function categoryIds(db: Db, spec: ItemSpec): Promise<{ category: number | null; sub: number | null }> {
  if (!spec.category) return { category: null, sub: null };
  const category = await one<{ id: number }>(
    db,
    sql`insert into categories (name) values (${spec.category}) on conflict (name) do update set name = excluded.name returning id`,
  );
  if (!spec.sub_category) return { category: Number(category.id), sub: null };
  const sub = await one<{ id: number }>(
    db,
    sql`insert into sub_categories (category_id, name) values (${category.id}, ${spec.sub_category})
        on conflict (category_id, name) do update set name = excluded.name returning id`,
  );
  return { category: Number(category.id), sub: Number(sub.id) };
}

async function globalItemWithTags(db: Db, company: number, name: string, tags: readonly string[]): Promise<number> {
  const global = await one<{ id: number }>(db, sql`insert into global_items (company_id, name) values (${company}, ${name}) returning id`);
  for (const tag of tags) {
    const row = await one<{ id: number }>(db, sql`insert into item_tags (name) values (${tag}) on conflict (name) do update set name = excluded.name returning id`);
    await db.execute(sql`insert into global_item_tags (global_item_id, tag_id) values (${global.id}, ${row.id})`);
  }
  return Number(global.id);
}

/** A live store item with these facts (written straight into the table, as if it had been there). */
export async function makeItem(db: Db, storeId: number, spec: ItemSpec): Promise<number> {
  const company = await one<{ company_id: number }>(db, sql`select company_id from stores where id = ${storeId}`);
  const { category, sub } = await categoryIds(db, spec);
  const itemId = spec.tags?.length ? await globalItemWithTags(db, Number(company.company_id), spec.name, spec.tags) : null;
  const item = await one<{ id: number }>(
    db,
    sql`insert into store_items (store_id, item_id, name, upc, size, price, sell_independently, category_id, sub_category_id)
        values (${storeId}, ${itemId}, ${spec.name}, ${spec.upc ?? null}, ${spec.size ?? null}, ${spec.price ?? 1},
                ${spec.sell_independently ?? true}, ${category}, ${sub})
        returning id`,
  );
  const id = Number(item.id);
  if (spec.modifiers || spec.deletedModifiers) {
    const group = await one<{ id: number }>(
      db,
      sql`insert into modifier_groups (store_id, name, deleted_at) values (${storeId}, ${`Choices of ${spec.name}`}, ${spec.deletedModifiers ? sql`now()` : null})
          returning id`,
    );
    await db.execute(sql`insert into store_item_modifier_groups (store_item_id, modifier_group_id) values (${id}, ${group.id})`);
  }
  return id;
}

/** A menu of the store straight in the table (no rules, no hours), for tests that do not go through POST. */
export async function makeMenu(db: Db, storeId: number, name: string): Promise<number> {
  return Number((await one<{ id: number }>(db, sql`insert into menus (store_id, menu_name) values (${storeId}, ${name}) returning id`)).id);
}
