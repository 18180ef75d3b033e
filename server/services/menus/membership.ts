// The materialised membership of menus (menu_items): one statement brings the rows of some menus, for
// every live item of the store or for some of them, in line with the rules and the decisions taken by hand.
import { sql, type SQL } from 'drizzle-orm';
import type { MenuRule } from '../../../src/domain/menuRules.ts';
import type { Db } from '../../db/client.ts';
import { selectRows } from '../../db/rows.ts';
import { intArray } from '../catalogue/sql.ts';
import { rulesOfTypeSql } from './rulesSql.ts';

export interface MenuWithRules {
  id: number;
  rules: readonly MenuRule[];
}

/**
 * A decision taken by hand on the items in scope: put on the menu ('added'), kept off it whatever the
 * rules say ('removed'), or taken off ('taken-off': kept off by hand when an add rule matches, otherwise
 * simply no longer on the menu).
 */
export type HandChange = 'added' | 'removed' | 'taken-off';

/** SQL of "on the menu" (isOnMenu in src/domain/menuRules.ts) from a hand decision and the two rule flags. */
export const activeSql = (hand: SQL, added: SQL, removed: SQL) =>
  sql`((${hand} is not distinct from 'added') or ${added}) and not ${removed} and (${hand} is distinct from 'removed')`;

function handSql(change: HandChange | undefined): SQL {
  switch (change) {
    case 'added':
      return sql`'added'::text`;
    case 'removed':
      return sql`'removed'::text`;
    case 'taken-off':
      return sql`case when v.a then 'removed' end`;
    default:
      return sql`c.hand`;
  }
}

export interface SyncScope {
  storeId: number;
  menus: readonly MenuWithRules[];
  /** only these items (they must be items of the store); every live item of the store when absent */
  itemIds?: readonly number[];
  hand?: HandChange;
  /** the items were created in this transaction: no row of theirs can exist yet */
  created?: boolean;
}

/** Every live item in scope judged by every menu's rules, in one scan of the items. */
function verdictsSql(storeId: number, menus: readonly MenuWithRules[], itemIds: readonly number[] | undefined): SQL {
  const scope = { storeId, few: itemIds !== undefined };
  const judged = menus.map(
    (menu) => sql`(${menu.id}::int, ${rulesOfTypeSql(menu.rules, 'add', scope)}, ${rulesOfTypeSql(menu.rules, 'remove', scope)})`,
  );
  // Some items: looked up one by one by id (the planner, without statistics on a store just filled,
  // otherwise scans the whole store's index for them).
  const items = itemIds ? sql`unnest(${intArray(itemIds)}) as wanted(id) join store_items si on si.id = wanted.id` : sql`store_items si`;
  return sql`select v.menu_id, si.id as item_id, v.a, v.r
             from ${items} cross join lateral (values ${sql.join(judged, sql`, `)}) as v(menu_id, a, r)
             where si.store_id = ${storeId} and si.deleted_at is null`;
}

const changedByMenu = (rows: { menu_id: number; changed: number }[]) => new Map(rows.map((row) => [Number(row.menu_id), Number(row.changed)]));

/** Items created in this transaction: the rows their add rules give, nothing to compare with. */
async function insertForCreated(db: Db, storeId: number, menus: readonly MenuWithRules[], itemIds: readonly number[]) {
  const rows = await selectRows<{ menu_id: number; changed: number }>(
    db,
    sql`with inserted as (
          insert into menu_items (menu_id, store_item_id, hand, rule_added, rule_removed, active)
          select v.menu_id, v.item_id, null, v.a, v.r, v.a and not v.r from (${verdictsSql(storeId, menus, itemIds)}) v where v.a
          returning menu_id)
        select menu_id, count(*)::int as changed from inserted group by menu_id`,
  );
  return changedByMenu(rows);
}

/**
 * Brings menu_items in line for the menus and items in scope; answers the menus whose rows changed, with
 * how many rows changed in each. Rows of items no longer live are dropped. Without a hand change the
 * decisions taken by hand are kept as the rows hold them when written, so a concurrent decision by hand
 * is never overwritten with an older one.
 */
export async function syncMembership(db: Db, scope: SyncScope): Promise<Map<number, number>> {
  const { storeId, menus, itemIds, hand } = scope;
  if (menus.length === 0 || itemIds?.length === 0) return new Map();
  if (scope.created && itemIds && !hand) return insertForCreated(db, storeId, menus, itemIds);
  const menuIds = intArray(menus.map((menu) => menu.id));
  const rowsInScope = itemIds ? sql`and mi.store_item_id = any(${intArray(itemIds)})` : sql``;
  const verdicts = verdictsSql(storeId, menus, itemIds);
  // Without a hand change, a row whose hand decision appeared since this statement's snapshot is not dropped.
  const dropGuard = hand ? sql`` : sql`and (mi.hand is null or not exists (select 1 from verdict v where v.menu_id = c.menu_id and v.item_id = c.store_item_id))`;
  const updateSet = hand
    ? sql`hand = k.hand, rule_added = k.a, rule_removed = k.r, active = ${activeSql(sql`k.hand`, sql`k.a`, sql`k.r`)}`
    : sql`rule_added = k.a, rule_removed = k.r, active = ${activeSql(sql`mi.hand`, sql`k.a`, sql`k.r`)}`;
  const updateWhen = hand
    ? sql`(mi.hand, mi.rule_added, mi.rule_removed) is distinct from (k.hand, k.a, k.r)`
    : sql`((mi.rule_added, mi.rule_removed) is distinct from (k.a, k.r) or mi.active is distinct from (${activeSql(sql`mi.hand`, sql`k.a`, sql`k.r`)}))`;
  const rows = await selectRows<{ menu_id: number; changed: number }>(
    db,
    sql`with verdict as (${verdicts}),
        current as (select mi.menu_id, mi.store_item_id, mi.hand from menu_items mi where mi.menu_id = any(${menuIds}) ${rowsInScope}),
        kept as (
          select v.menu_id, v.item_id, ${handSql(hand)} as hand, v.a, v.r, c.store_item_id is not null as existing
          from verdict v left join current c on c.menu_id = v.menu_id and c.store_item_id = v.item_id
          where v.a or (${handSql(hand)}) is not null),
        dropped as (
          delete from menu_items mi using current c
          where mi.menu_id = c.menu_id and mi.store_item_id = c.store_item_id
            and not exists (select 1 from kept k where k.menu_id = c.menu_id and k.item_id = c.store_item_id) ${dropGuard}
          returning mi.menu_id),
        updated as (
          update menu_items mi set ${updateSet}
          from kept k where k.existing and mi.menu_id = k.menu_id and mi.store_item_id = k.item_id and ${updateWhen}
          returning mi.menu_id),
        inserted as (
          insert into menu_items (menu_id, store_item_id, hand, rule_added, rule_removed, active)
          select k.menu_id, k.item_id, k.hand, k.a, k.r, ${activeSql(sql`k.hand`, sql`k.a`, sql`k.r`)} from kept k where not k.existing
          on conflict (menu_id, store_item_id) do update
            set rule_added = excluded.rule_added, rule_removed = excluded.rule_removed,
                hand = ${hand ? sql`excluded.hand` : sql`menu_items.hand`},
                active = ${activeSql(hand ? sql`excluded.hand` : sql`menu_items.hand`, sql`excluded.rule_added`, sql`excluded.rule_removed`)}
          returning menu_id)
        select menu_id, count(*)::int as changed
        from (select menu_id from dropped union all select menu_id from updated union all select menu_id from inserted) x
        group by menu_id`,
  );
  return changedByMenu(rows);
}
