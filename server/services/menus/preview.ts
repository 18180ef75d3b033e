// The rules preview (not in the spec): what a menu would hold with the rules being edited, before saving,
// and what would change against what it holds now. One pass over the store's live items.
import { sql, type SQL } from 'drizzle-orm';
import {
  RULES_PREVIEW_EXAMPLES,
  RULES_PREVIEW_ITEMS,
  type MenuItemSummary,
  type MenuRulesBody,
  type MenuRulesPreviewAnswer,
} from '../../../src/contract/menus.ts';
import type { Db } from '../../db/client.ts';
import { selectRows } from '../../db/rows.ts';
import { intArray } from '../catalogue/sql.ts';
import { activeSql } from './membership.ts';
import { judgingWholeStores } from './planner.ts';
import { assertMenu } from './query.ts';
import { checkedRules } from './rules.ts';
import { rulesOfTypeSql } from './rulesSql.ts';

/** The columns of an item as the menu screens show it (alias si). */
export const ITEM_SUMMARY_COLUMNS = sql`si.id, si.name, si.upc, si.size, si.price::float8 as price, si.images[1] as image,
  (select c.name from categories c where c.id = si.category_id) as category,
  (select sc.name from sub_categories sc where sc.id = si.sub_category_id) as sub_category,
  si.sale_state, si.active, si.sell_independently`;

async function summaries(db: Db, ids: readonly number[]): Promise<Map<number, MenuItemSummary>> {
  if (ids.length === 0) return new Map();
  const rows = await selectRows<MenuItemSummary & Record<string, unknown>>(
    db,
    sql`select ${ITEM_SUMMARY_COLUMNS} from store_items si where si.id = any(${intArray(ids)})`,
  );
  return new Map(rows.map((row) => [Number(row.id), { ...row, id: Number(row.id), price: Number(row.price) }]));
}

interface PreviewRow extends Record<string, unknown> {
  menu_item_count: number;
  added_count: number;
  removed_count: number;
  first_ids: number[] | null;
  added_ids: number[] | null;
  removed_ids: number[] | null;
}

/** Preview of `body` (the rules as a PUT would send them) for a saved menu, or (menuId null) a new one. */
export async function previewRules(db: Db, storeId: number, menuId: number | null, body: MenuRulesBody): Promise<MenuRulesPreviewAnswer> {
  const { rules } = checkedRules(body);
  if (menuId !== null) await assertMenu(db, storeId, menuId);
  const membership: SQL =
    menuId === null
      ? sql`null::text as hand, false as was`
      : sql`mi.hand, coalesce(mi.active, false) as was`;
  const join = menuId === null ? sql`` : sql`left join menu_items mi on mi.menu_id = ${menuId} and mi.store_item_id = si.id`;
  const ids = (where: SQL, limit: number) =>
    sql`(select array_agg(id order by name_key, id) from (select id, name_key from judged where ${where} order by name_key, id limit ${limit}) x)`;
  // One pass over the store's items, kept in memory (judgingWholeStores); the lists read what it kept.
  const [row] = await db.transaction(async (tx) => {
    await judgingWholeStores(tx);
    return selectRows<PreviewRow>(
      tx,
      // Only items on the menu now or afterwards count, and only they are kept.
      sql`with judged as materialized (
            select j.id, j.name_key, j.was, j.now
            from (select v.id, v.name_key, v.was, ${activeSql(sql`v.hand`, sql`v.a`, sql`v.r`)} as now
                  from (select si.id, si.name_key, ${membership},
                               ${rulesOfTypeSql(rules, 'add', { storeId })} as a, ${rulesOfTypeSql(rules, 'remove', { storeId })} as r
                        from store_items si ${join}
                        where si.store_id = ${storeId} and si.deleted_at is null) v
                  offset 0) j
            where j.now or j.was)
          select count(*) filter (where now)::int as menu_item_count,
                 count(*) filter (where now and not was)::int as added_count,
                 count(*) filter (where was and not now)::int as removed_count,
                 ${ids(sql`now`, RULES_PREVIEW_ITEMS)} as first_ids,
                 ${ids(sql`now and not was`, RULES_PREVIEW_EXAMPLES)} as added_ids,
                 ${ids(sql`was and not now`, RULES_PREVIEW_EXAMPLES)} as removed_ids
          from judged`,
    );
  });
  const list = (value: number[] | null) => (value ?? []).map(Number);
  const found = await summaries(db, [...list(row.first_ids), ...list(row.added_ids), ...list(row.removed_ids)]);
  const pick = (value: number[] | null) => list(value).flatMap((id) => found.get(id) ?? []);
  return {
    menu_item_count: Number(row.menu_item_count),
    items: pick(row.first_ids),
    added_count: Number(row.added_count),
    removed_count: Number(row.removed_count),
    added: pick(row.added_ids),
    removed: pick(row.removed_ids),
  };
}
