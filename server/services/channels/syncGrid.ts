// The company sync grid: the company's stores × the partners, each cell the link, its last push and the
// changes not pushed yet; filtered to failed or out-of-date cells in SQL so paging stays right.
import { sql, type SQL } from 'drizzle-orm';
import type { SyncGrid, SyncGridCell, SyncStatus } from '../../../src/contract/channels.ts';
import type { Db } from '../../db/client.ts';
import { selectRows } from '../../db/rows.ts';
import { unsyncCounts } from './unsync.ts';

export type SyncGridFilter = 'all' | 'failed' | 'out_of_date' | 'attention';

/** The latest push of a link (menu_sync_status_store_partner index). */
const lastSync = (link: SQL) => sql`(select m.status from menu_sync_status m where m.store_id = ${link}.store_id and m.partner_id = ${link}.partner_id order by m.id desc limit 1)`;

const failedLink = sql`exists (select 1 from store_partners sp where sp.store_id = s.id and sp.menu_enabled and ${lastSync(sql`sp`)} = 'failed')`;

/** A linked partner has a change (or the whole menu) it does not hold yet. */
const outOfDateLink = sql`exists (
  select 1 from store_partners sp
  left join partner_menu_snapshots snap on snap.store_id = sp.store_id and snap.partner_id = sp.partner_id
  where sp.store_id = s.id and sp.menu_enabled and (
    exists (select 1 from store_items si where si.store_id = sp.store_id and si.updated_at > coalesce(snap.accepted_built_at, '-infinity')
                                           and (snap.accepted_built_at is not null or si.deleted_at is null))
    or (snap.accepted_built_at is not null and (
      sp.updated_at > snap.accepted_built_at
      or exists (select 1 from menus m where m.store_id = sp.store_id and m.updated_at > snap.accepted_built_at)
      or exists (select 1 from store_fees f where f.store_id = sp.store_id and f.updated_at > snap.accepted_built_at)))))`;

const FILTERS: Record<SyncGridFilter, SQL> = {
  all: sql`true`,
  failed: failedLink,
  out_of_date: outOfDateLink,
  attention: sql`(${failedLink} or ${outOfDateLink})`,
};

interface CellRow extends Record<string, unknown> {
  store_id: number;
  partner_id: number;
  partner_store_id: string | null;
  menu_enabled: boolean;
  sync_id: number | null;
  sync_status: SyncStatus['status'];
  sync_message: string | null;
  sync_created_at: Date | string | null;
  sync_finished_at: Date | string | null;
}

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

export async function syncGrid(
  db: Db,
  companyId: number,
  query: { filter?: SyncGridFilter; search_string?: string; offset?: number; limit?: number },
): Promise<SyncGrid> {
  const search = query.search_string?.trim().toLowerCase();
  const where = sql`s.company_id = ${companyId} and s.deleted_at is null
    ${search ? sql`and s.name_key like ${`%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`}` : sql``}
    and ${FILTERS[query.filter ?? 'all']}`;
  const [partners, stores, [{ count }]] = await Promise.all([
    selectRows<{ id: number; name: string }>(db, sql`select id, name from partners where deleted_at is null order by id`),
    selectRows<{ id: number; name: string }>(
      db,
      sql`select s.id, s.name from stores s where ${where} order by s.name_key, s.id limit ${query.limit ?? 20} offset ${query.offset ?? 0}`,
    ),
    selectRows<{ count: number }>(db, sql`select count(*)::int as count from stores s where ${where}`),
  ]);
  const storeIds = stores.map((store) => store.id);
  const [cells, counts] = storeIds.length
    ? await Promise.all([
        selectRows<CellRow>(
          db,
          sql`select sp.store_id, sp.partner_id, sp.partner_store_id, sp.menu_enabled,
                     last.id as sync_id, last.status as sync_status, last.message as sync_message,
                     last.created_at as sync_created_at, last.finished_at as sync_finished_at
              from store_partners sp
              left join lateral (select m.id, m.status, m.message, m.created_at, m.finished_at from menu_sync_status m
                                 where m.store_id = sp.store_id and m.partner_id = sp.partner_id order by m.id desc limit 1) last on true
              where sp.store_id in (${sql.join(storeIds.map((id) => sql`${id}`), sql`, `)})`,
        ),
        unsyncCounts(db, storeIds),
      ])
    : [[], []];
  const cellOf = new Map(cells.map((cell) => [`${cell.store_id}/${cell.partner_id}`, cell]));
  const countOf = new Map(counts.map((count) => [`${count.storeId}/${count.partnerId}`, count]));
  return {
    count: Number(count),
    partners,
    stores: stores.map((store) => ({
      store_id: store.id,
      store_name: store.name,
      cells: partners.map((partner): SyncGridCell => {
        const key = `${store.id}/${partner.id}`;
        const cell = cellOf.get(key);
        const unsync = countOf.get(key);
        const last =
          cell?.sync_id != null && cell.sync_created_at
            ? {
                id: cell.sync_id,
                status: cell.sync_status,
                message: cell.sync_message,
                created_at: iso(cell.sync_created_at),
                finished_at: cell.sync_finished_at ? iso(cell.sync_finished_at) : null,
              }
            : null;
        return {
          partner_id: partner.id,
          partner_name: partner.name,
          linked: cell !== undefined,
          partner_store_id: cell?.partner_store_id ?? null,
          menu_enabled: cell?.menu_enabled ?? false,
          last_sync: last,
          unsync_count: unsync?.count ?? 0,
          count_exact: unsync?.exact ?? true,
          failed: last?.status === 'failed',
          out_of_date: (unsync?.count ?? 0) > 0,
        };
      }),
    })),
  };
}
