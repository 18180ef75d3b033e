// 50 menus on the big store ("Scale Store 1", 100,000 items), each with hours and three rules, their
// membership materialised as a rules save does: what the menu list and rules benchmarks read.
import { sql } from 'drizzle-orm';
import type { MenuRule } from '../../../../src/domain/menuRules.ts';
import type { Db } from '../../client.ts';
import { selectRows } from '../../rows.ts';
import { recountMenus } from '../../../services/menus/counts.ts';
import { syncMembership } from '../../../services/menus/membership.ts';
import { judgingWholeStores } from '../../../services/menus/planner.ts';
import { replaceRules } from '../../../services/menus/ruleStore.ts';
import { Progress } from './progress.ts';

export const BIG_STORE_MENUS = 50;

const HOURS = [
  { days: [0, 1, 2, 3, 4], open: '06:00', close: '11:00' },
  { days: [0, 1, 2, 3, 4, 5, 6], open: '00:00', close: '23:59' },
  { days: [0, 1, 2, 3, 4, 5, 6], open: '17:00', close: '22:00' },
];

/** Menu i: two categories, one tag, and items not sold independently kept off. */
function rulesOf(i: number, categories: readonly string[], tags: readonly string[]): MenuRule[] {
  const category = (k: number) => categories[k % categories.length];
  return [
    { type: 'add', blocks: [{ subject: 'category', operator: 'equal', values: [category(i), category(i + 7)] }] },
    { type: 'add', blocks: [{ subject: 'tag', operator: 'equal', values: [tags[i % tags.length]] }] },
    { type: 'remove', blocks: [{ subject: 'sell_independently', operator: 'equal', values: ['false'] }] },
  ];
}

/** Gives the store menus up to `total` (named "Menu 01" ...), each with hours, rules and membership. */
export async function seedStoreMenus(db: Db, storeId: number, total = BIG_STORE_MENUS): Promise<number> {
  const [{ count }] = await selectRows<{ count: number }>(db, sql`select count(*)::int as count from menus where store_id = ${storeId} and deleted_at is null`);
  const missing = total - Number(count);
  if (missing <= 0) return 0;
  const categories = (await selectRows<{ name: string }>(db, sql`select name from categories order by id`)).map((row) => row.name);
  const tags = (await selectRows<{ name: string }>(db, sql`select name from item_tags order by id`)).map((row) => row.name);
  const progress = new Progress(`menus of store ${storeId}`, missing);
  for (let i = Number(count); i < total; i++) {
    await db.transaction(async (tx) => {
      const [menu] = await selectRows<{ id: number }>(
        tx,
        sql`insert into menus (store_id, menu_name, is_default, available_channels)
            values (${storeId}, ${`Menu ${String(i + 1).padStart(2, '0')}`}, ${i === 0}, ${i % 4 === 0 ? null : sql`'{1,2}'::int[]`})
            returning id`,
      );
      const id = Number(menu.id);
      const hours = HOURS[i % HOURS.length];
      await tx.execute(sql`insert into menu_hours (menu_id, day_of_week, open_time, close_time)
                           select ${id}, day, ${hours.open}::time, ${hours.close}::time from unnest(${sql.param(hours.days)}::int[]) as day`);
      await judgingWholeStores(tx);
      const rules = rulesOf(i, categories, tags);
      await replaceRules(tx, id, rules.map((rule) => ({ type: rule.type, blocks: rule.blocks.map((block) => ({ ...block, values: [...block.values] })) })), rules);
      await syncMembership(tx, { storeId, menus: [{ id, rules }] });
      await recountMenus(tx, [id]);
    });
    progress.add(1);
  }
  progress.finish();
  await db.execute(sql`analyze menu_items`);
  return missing;
}
