// Reads of menus: the paged list, one menu, the hours of several (GET /stores/{id}/menu/timing).
import { sql, type SQL } from 'drizzle-orm';
import type { Menu, MenuDetailsAnswer, MenuHour, MenuListAnswer, MenuListQuery, MenuTimingAnswer } from '../../../src/contract/menus.ts';
import type { Db } from '../../db/client.ts';
import { selectPreparedRows, selectRows } from '../../db/rows.ts';
import { notFound } from '../../http/errors.ts';
import { allOf, intArray } from '../catalogue/sql.ts';
import { wordsOf } from '../search/words.ts';
import { refreshStaleCounts, storeItemTotal } from './counts.ts';

/** The hours of a menu as one JSON array, by day then open time (aggregates menu_hours rows, alias h). */
const HOURS_AGG = sql`json_agg(json_build_object('id', h.id, 'menu_id', h.menu_id, 'open_time', left(h.open_time::text, 5),
                                   'close_time', left(h.close_time::text, 5), 'day_of_week', h.day_of_week,
                                   'is_closed', h.is_closed, 'deletedAt', h.deleted_at)
                 order by h.day_of_week, h.open_time, h.close_time)`;

/** A menu's hours as JSON (alias m). */
const HOURS_JSON = sql`coalesce((select ${HOURS_AGG} from menu_hours h where h.menu_id = m.id and h.deleted_at is null), '[]'::json)`;

/** A menu row's columns but its hours (alias m). */
const ROW_COLUMNS = sql`m.id, m.store_id, m.menu_name, m.status, m.menu_item_count, m.store_item_count, m.unique_category_count,
  m.modifier_item_count, m.is_default, m.external_menu_id, m.available_channels,
  m.created_at as "createdAt", m.updated_at as "updatedAt", m.deleted_at as "deletedAt", m.counts_stale`;

const MENU_COLUMNS = sql`${ROW_COLUMNS}, ${HOURS_JSON} as menu_hours`;

/** "All" first (any case), then by name. */
const MENU_ORDER = sql`(lower(m.menu_name) = 'all') desc, lower(m.menu_name), m.id`;

type Timestamp = Date | string;
type MenuRow = Omit<Menu, 'createdAt' | 'updatedAt' | 'deletedAt'> & {
  createdAt: Timestamp;
  updatedAt: Timestamp;
  deletedAt: Timestamp | null;
  counts_stale: boolean;
  total?: number;
  kept_total?: number | null;
} & Record<string, unknown>;

const iso = (value: Timestamp) => new Date(value).toISOString();

function toMenu({ counts_stale: _stale, total: _total, kept_total: _kept, createdAt, updatedAt, deletedAt, ...menu }: MenuRow): Menu {
  return { ...menu, createdAt: iso(createdAt), updatedAt: iso(updatedAt), deletedAt: deletedAt === null ? null : iso(deletedAt) };
}

/**
 * Rows of menus; when one of them has stale counts, they are recounted and the rows read again (so a read
 * never answers counts older than the writes before it, unless a writer holds the menu at that moment).
 */
async function menuRows(db: Db, read: () => Promise<MenuRow[]>): Promise<MenuRow[]> {
  const rows = await read();
  const stale = rows.filter((row) => row.counts_stale).map((row) => Number(row.id));
  if (stale.length && (await refreshStaleCounts(db, stale))) return read();
  return rows;
}

export async function listMenus(db: Db, storeId: number, query: MenuListQuery): Promise<MenuListAnswer> {
  const search = wordsOf(sql`m.menu_name`, query.search_string);
  const where = allOf([
    sql`m.store_id = ${storeId}`,
    sql`m.deleted_at is null`,
    ...(search ? [search] : []),
    ...(query.status === 'ACTIVE' ? [sql`m.status = 'ACTIVE'`] : query.status ? [sql`m.status <> 'ACTIVE'`] : []),
  ]);
  // The page first, then the hours of its menus in one pass over menu_hours.
  const page = (): Promise<MenuRow[]> =>
    selectPreparedRows<MenuRow>(
      db,
      sql`with page as (
            select m.*, (count(*) over ())::int as total from menus m where ${where}
            order by ${MENU_ORDER} limit ${query.limit ?? 20} offset ${query.offset ?? 0}),
          hours as (
            select h.menu_id, ${HOURS_AGG} as menu_hours from menu_hours h
            where h.deleted_at is null and h.menu_id in (select id from page) group by h.menu_id)
          select ${ROW_COLUMNS}, coalesce(hours.menu_hours, '[]'::json) as menu_hours, m.total,
                 (select t.store_item_count from store_menu_totals t where t.store_id = ${storeId} and not t.stale) as kept_total
          from page m left join hours on hours.menu_id = m.id
          order by ${MENU_ORDER}`,
    );
  const rows = await menuRows(db, page);
  // The store's item total comes with the page when it is kept and current (one round trip).
  const kept = rows[0]?.kept_total;
  const totalItems = kept === null || kept === undefined ? await storeItemTotal(db, storeId) : Number(kept);
  // An offset past the end answers no row, hence no window count: count apart then.
  const total = rows.length
    ? Number(rows[0].total)
    : Number((await selectRows<{ count: number }>(db, sql`select count(*)::int as count from menus m where ${where}`))[0].count);
  return { total_menu_count: total, total_store_item_count: totalItems, menus: rows.map(toMenu) };
}

export async function findMenu(db: Db, storeId: number, menuId: number): Promise<Menu | null> {
  const rows = await menuRows(db, () =>
    selectRows<MenuRow>(db, sql`select ${MENU_COLUMNS} from menus m where m.id = ${menuId} and m.store_id = ${storeId} and m.deleted_at is null`),
  );
  return rows[0] ? toMenu(rows[0]) : null;
}

export async function menuOr404(db: Db, storeId: number, menuId: number): Promise<Menu> {
  const menu = await findMenu(db, storeId, menuId);
  if (!menu) throw notFound('Menu not found');
  return menu;
}

export async function menuDetails(db: Db, storeId: number, menuId: number): Promise<MenuDetailsAnswer> {
  const [menu, total] = await Promise.all([menuOr404(db, storeId, menuId), storeItemTotal(db, storeId)]);
  return { total_store_item_count: total, menu };
}

/** Each asked menu of the store with its hours, in the order asked; ids that are not menus of the store are a 404. */
export async function menuTiming(db: Db, storeId: number, menuIds: readonly number[]): Promise<MenuTimingAnswer> {
  const ids = [...new Set(menuIds)];
  const rows = await selectRows<{ menu_id: number; menu_name: string; status: string; menu_hours: MenuHour[] }>(
    db,
    sql`select m.id as menu_id, m.menu_name, m.status, ${HOURS_JSON} as menu_hours
        from menus m where m.id = any(${intArray(ids)}) and m.store_id = ${storeId} and m.deleted_at is null`,
  );
  const missing = ids.filter((id) => !rows.some((row) => Number(row.menu_id) === id));
  if (missing.length) throw notFound(`menu_ids: ${missing.join(', ')} are not menus of this store`);
  return ids.map((id) => rows.find((row) => Number(row.menu_id) === id)!);
}

/** The menu's row if it is a live menu of the store, locked for the rest of the transaction. */
export async function lockMenu(db: Db, storeId: number, menuId: number, strength: SQL = sql`for update`): Promise<void> {
  const rows = await selectRows<{ id: number }>(
    db,
    sql`select id from menus where id = ${menuId} and store_id = ${storeId} and deleted_at is null ${strength}`,
  );
  if (!rows.length) throw notFound('Menu not found');
}

/** 404 unless the menu is a live menu of the store (no lock). */
export const assertMenu = (db: Db, storeId: number, menuId: number) => lockMenu(db, storeId, menuId, sql``);
