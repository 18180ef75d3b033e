// Menu create, update and delete (POST /stores/{id}/menu/, PUT /stores/{id}/menu?menu_id=, DELETE ...).
import { sql } from 'drizzle-orm';
import type { MenuCreateBody, MenuHourInput, MenuUpdateBody } from '../../../src/contract/menus.ts';
import { menuHoursProblems } from '../../../src/domain/menus.ts';
import { normaliseTime } from '../../../src/domain/time.ts';
import type { Db } from '../../db/client.ts';
import { selectRows } from '../../db/rows.ts';
import { badRequest } from '../../http/errors.ts';
import { intArray } from '../catalogue/sql.ts';
import { lockMenu } from './query.ts';

/** Class of the advisory locks that serialise "one default menu per store" (the second key is the store id). */
const DEFAULT_MENU_LOCK = 72_001;

function menuName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) throw badRequest('menu_name must not be empty');
  return trimmed;
}

function checkedHours(rows: readonly MenuHourInput[]): MenuHourInput[] {
  const normalised = rows.map((row) => ({ ...row, open_time: normaliseTime(row.open_time), close_time: normaliseTime(row.close_time) }));
  const problems = menuHoursProblems(normalised);
  if (problems.length) throw badRequest(`menu_hours: ${problems.join('; ')}`);
  return normalised;
}

/** null and [] both mean every channel (spec §4); other ids must be partners of the directory. */
async function checkedChannels(db: Db, channels: readonly number[] | null): Promise<number[] | null> {
  if (!channels || channels.length === 0) return channels === null ? null : [];
  const known = await selectRows<{ id: number }>(db, sql`select id from partners where id = any(${intArray(channels)})`);
  const unknown = channels.filter((id) => !known.some((row) => Number(row.id) === id));
  if (unknown.length) throw badRequest(`available_channels: ${unknown.join(', ')} are not partners`);
  return [...channels];
}

/** Clears the store's other default menu; under a per-store lock so two "make default" never both win. */
async function clearOtherDefault(db: Db, storeId: number, menuId: number | null): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${DEFAULT_MENU_LOCK}, ${storeId})`);
  await db.execute(sql`update menus set is_default = false, updated_at = now()
                       where store_id = ${storeId} and is_default and deleted_at is null ${menuId === null ? sql`` : sql`and id <> ${menuId}`}`);
}

/** Replaces the menu's week: entries sent with an id of this menu keep it, the rest are new, the others go. */
async function replaceHours(db: Db, menuId: number, rows: readonly MenuHourInput[]): Promise<void> {
  const existing = await selectRows<{ id: number }>(db, sql`select id from menu_hours where menu_id = ${menuId} and deleted_at is null`);
  const own = new Set(existing.map((row) => Number(row.id)));
  const kept = rows.filter((row) => row.id !== undefined && own.delete(row.id));
  const keptIds = new Set(kept.map((row) => row.id));
  const fresh = rows.filter((row) => !keptIds.has(row.id));
  await db.execute(sql`delete from menu_hours where menu_id = ${menuId} and not (id = any(${intArray(kept.map((row) => row.id!))}))`);
  const json = (list: readonly MenuHourInput[]) =>
    JSON.stringify(list.map((row) => ({ id: row.id ?? null, day: row.day_of_week, open: row.open_time, close: row.close_time, closed: row.is_closed ?? false })));
  const RECORD = sql.raw('id int, day int, open time, close time, closed boolean');
  if (kept.length) {
    await db.execute(sql`update menu_hours h set day_of_week = r.day, open_time = r.open, close_time = r.close, is_closed = r.closed
                         from jsonb_to_recordset(${json(kept)}::jsonb) as r(${RECORD}) where h.id = r.id`);
  }
  if (fresh.length) {
    await db.execute(sql`insert into menu_hours (menu_id, day_of_week, open_time, close_time, is_closed)
                         select ${menuId}, r.day, r.open, r.close, r.closed from jsonb_to_recordset(${json(fresh)}::jsonb) as r(${RECORD})`);
  }
}

export async function createMenu(db: Db, storeId: number, body: MenuCreateBody): Promise<number> {
  const name = menuName(body.menu_name);
  const hours = checkedHours(body.menu_hours ?? []);
  const channels = await checkedChannels(db, body.available_channels ?? null);
  return db.transaction(async (tx) => {
    if (body.is_default) await clearOtherDefault(tx, storeId, null);
    const [created] = await selectRows<{ id: number }>(
      tx,
      sql`insert into menus (store_id, menu_name, status, is_default, available_channels, counts_stale)
          values (${storeId}, ${name}, ${body.status ?? 'ACTIVE'}, ${body.is_default ?? false},
                  ${channels === null ? null : intArray(channels)}, false)
          returning id`,
    );
    const id = Number(created.id);
    await replaceHours(tx, id, hours);
    return id;
  });
}

export async function updateMenu(db: Db, storeId: number, menuId: number, body: MenuUpdateBody): Promise<void> {
  const name = body.menu_name === undefined ? undefined : menuName(body.menu_name);
  const hours = body.menu_hours === undefined ? undefined : checkedHours(body.menu_hours);
  const channels = body.available_channels === undefined ? undefined : await checkedChannels(db, body.available_channels);
  await db.transaction(async (tx) => {
    await lockMenu(tx, storeId, menuId, sql`for no key update`);
    if (body.is_default) await clearOtherDefault(tx, storeId, menuId);
    const sets = [
      ...(name === undefined ? [] : [sql`menu_name = ${name}`]),
      ...(body.status === undefined ? [] : [sql`status = ${body.status}`]),
      ...(body.is_default === undefined ? [] : [sql`is_default = ${body.is_default}`]),
      ...(channels === undefined ? [] : [sql`available_channels = ${channels === null ? null : intArray(channels)}`]),
    ];
    await tx.execute(sql`update menus set ${sql.join([...sets, sql`updated_at = now()`], sql`, `)} where id = ${menuId}`);
    if (hours) await replaceHours(tx, menuId, hours);
  });
}

/** Soft delete; the membership goes at once (a deleted menu is on no channel). */
export async function deleteMenu(db: Db, storeId: number, menuId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockMenu(tx, storeId, menuId);
    await tx.execute(sql`update menus set deleted_at = now(), updated_at = now(), is_default = false where id = ${menuId}`);
    await tx.execute(sql`delete from menu_items where menu_id = ${menuId}`);
  });
}
