// Menu sync tasks (spec 001 §3 "Menu sync status", §7): newest first, 20 a page.
import { sql, type SQL } from 'drizzle-orm';
import type { SyncStatus } from '../../../src/contract/channels.ts';
import type { Db } from '../../db/client.ts';
import { selectRows } from '../../db/rows.ts';
import type { SyncItemError } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';

interface Row extends Record<string, unknown> {
  id: number;
  store_id: number;
  partner_id: number;
  partner_name: string;
  menu_id: number | null;
  menu_name: string | null;
  status: SyncStatus['status'];
  message: string | null;
  item_errors: SyncItemError[] | null;
  item_count: number | null;
  requested_by: number | null;
  created_at: Date | string;
  updated_at: Date | string;
  started_at: Date | string | null;
  finished_at: Date | string | null;
}

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

const toSyncStatus = (row: Row): SyncStatus => ({
  id: row.id,
  store_id: row.store_id,
  partner_id: row.partner_id,
  partner_name: row.partner_name,
  menu_id: row.menu_id,
  menu_name: row.menu_name,
  status: row.status,
  message: row.message,
  item_errors: row.item_errors ?? [],
  item_count: row.item_count,
  requested_by: row.requested_by,
  created_at: iso(row.created_at),
  updated_at: iso(row.updated_at),
  started_at: row.started_at === null ? null : iso(row.started_at),
  finished_at: row.finished_at === null ? null : iso(row.finished_at),
});

const select = (where: SQL) => sql`
  select m.id, m.store_id, m.partner_id, p.name as partner_name, m.menu_id, mn.menu_name, m.status, m.message, m.item_errors,
         m.item_count, m.requested_by, m.created_at, m.updated_at, m.started_at, m.finished_at
  from menu_sync_status m join partners p on p.id = m.partner_id left join menus mn on mn.id = m.menu_id
  where ${where}`;

export async function syncStatusById(db: Db, storeId: number, syncId: number): Promise<SyncStatus> {
  const [row] = await selectRows<Row>(db, select(sql`m.store_id = ${storeId} and m.id = ${syncId}`));
  if (!row) throw notFound('Menu sync task not found');
  return toSyncStatus(row);
}

export async function listSyncStatus(
  db: Db,
  storeId: number,
  query: { syncStatusId?: number; partner_id?: number; offset?: number; limit?: number },
): Promise<{ count: number; sync_status: SyncStatus[] }> {
  if (query.syncStatusId !== undefined) return { count: 1, sync_status: [await syncStatusById(db, storeId, query.syncStatusId)] };
  const where = sql`m.store_id = ${storeId} ${query.partner_id === undefined ? sql`` : sql`and m.partner_id = ${query.partner_id}`}`;
  const [rows, [{ count }]] = await Promise.all([
    selectRows<Row>(db, sql`${select(where)} order by m.created_at desc, m.id desc limit ${query.limit ?? 20} offset ${query.offset ?? 0}`),
    selectRows<{ count: number }>(db, sql`select count(*)::int as count from menu_sync_status m where ${where}`),
  ]);
  return { count: Number(count), sync_status: rows.map(toSyncStatus) };
}

export async function deleteSyncStatus(db: Db, storeId: number, syncId: number): Promise<void> {
  const deleted = await selectRows<{ id: number }>(db, sql`delete from menu_sync_status where store_id = ${storeId} and id = ${syncId} returning id`);
  if (deleted.length === 0) throw notFound('Menu sync task not found');
}

/** Clears the store's finished tasks; pushes under way stay listed. */
export async function clearSyncStatus(db: Db, storeId: number): Promise<number> {
  const deleted = await selectRows<{ id: number }>(
    db,
    sql`delete from menu_sync_status where store_id = ${storeId} and status in ('completed', 'failed') returning id`,
  );
  return deleted.length;
}
