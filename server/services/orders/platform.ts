import { sql } from 'drizzle-orm';
import type { AttentionRow, OperatingStatus, OrdersTodayAnswer, PlatformNowAnswer } from '../../../src/contract/orders.ts';
import { OPERATING_STATUSES } from '../../../src/contract/orders.ts';
import type { OperatingStatusCodename } from '../../../src/domain/channelStatus.ts';
import { utcDay } from '../../../src/domain/orders.ts';
import type { Db } from '../../db/client.ts';
import { selectRows } from '../../db/rows.ts';
import { liveStoreStatusesSql, withoutJit } from '../stores/operatingStatusSql.ts';

/** A channel paused for longer than this is on the attention list. */
const LONG_PAUSE_HOURS = 24;
/** A store with at least this many items not linked to a global item is on the attention list. */
const UNMATCHED_ATTENTION = 50;
/** The attention list shows at most this many stores per reason. */
const ATTENTION_LIMIT = 25;
const WEEK_MS = 7 * 86_400_000;

/** Home's names of the operating statuses (src/contract/orders.ts): accepting_orders is "accepting" there. */
const HOME_STATUS: Record<OperatingStatusCodename, OperatingStatus> = {
  accepting_orders: 'accepting',
  paused: 'paused',
  offline: 'offline',
  closed: 'closed',
  integration_failure: 'integration_failure',
};

/**
 * How many live stores have each operating status now, by the store list's rule (server/services/stores/
 * operatingStatusSql.ts; tests/server/homeStatusCounts.test.ts holds the counts equal to the list's rows).
 */
async function statusCounts(db: Db, now: Date): Promise<PlatformNowAnswer['statuses']> {
  const rows = await withoutJit(db, (tx) =>
    selectRows<{ status: OperatingStatusCodename; stores: number }>(tx, sql`select status, count(*)::int as stores from (${liveStoreStatusesSql(now)}) s group by status`),
  );
  const counts = new Map(rows.map((row) => [HOME_STATUS[row.status], Number(row.stores)]));
  return OPERATING_STATUSES.map((status) => ({ status, stores: counts.get(status) ?? 0 }));
}

type AttentionSqlRow = Omit<AttentionRow, 'since'> & { since: Date | string | null };

/** Stores needing attention: failed menu pushes (24 h), integration failures, long pauses, many unmatched items. */
async function attention(db: Db, now: Date): Promise<AttentionRow[]> {
  const at = now.toISOString();
  const dayAgo = new Date(now.getTime() - 86_400_000).toISOString();
  const longAgo = new Date(now.getTime() - LONG_PAUSE_HOURS * 3_600_000).toISOString();
  const rows = await selectRows<AttentionSqlRow>(
    db,
    sql`
    with live as (
      select s.id, s.name, s.company_id, c.name as company_name from stores s join companies c on c.id = s.company_id
      where s.deleted_at is null and s.offboarded_at is null
    )
    (select l.id as store_id, l.name as store_name, l.company_id, l.company_name, 'failed_menu_push' as reason,
            'Menu push to ' || p.name || ' failed' || coalesce(': ' || m.message, '') as detail, m.finished_at as since
     from menu_sync_status m join live l on l.id = m.store_id join partners p on p.id = m.partner_id
     where m.status = 'failed' and coalesce(m.finished_at, m.created_at) >= ${dayAgo}::timestamptz
     order by coalesce(m.finished_at, m.created_at) desc limit ${ATTENTION_LIMIT})
    union all
    (select l.id, l.name, l.company_id, l.company_name, 'integration_failure',
            p.name || ' cannot take orders: ' || coalesce('partner store ' || sp.partner_store_id || ' is in error', 'no partner store id'), sp.updated_at
     from store_partners sp join live l on l.id = sp.store_id join partners p on p.id = sp.partner_id
     where sp.is_active and (sp.partner_store_id is null or sp.partner_store_id like 'ERR-%')
     order by l.name limit ${ATTENTION_LIMIT})
    union all
    (select l.id, l.name, l.company_id, l.company_name, 'paused_too_long',
            'Paused on ' || p.name || ' until ' || to_char(cp.ends_at at time zone 'UTC', 'Mon DD HH24:MI "UTC"'), cp.started_at
     from channel_pauses cp join live l on l.id = cp.store_id join partners p on p.id = cp.partner_id
     where cp.resumed_at is null and cp.started_at <= ${longAgo}::timestamptz and cp.ends_at > ${at}::timestamptz
     order by cp.started_at limit ${ATTENTION_LIMIT})
    union all
    (select l.id, l.name, l.company_id, l.company_name, 'unmatched_items', u.count || ' items not matched to the catalogue', null
     from (select store_id, count(*)::int as count from store_items where item_id is null and deleted_at is null group by store_id
           having count(*) >= ${UNMATCHED_ATTENTION}) u
     join live l on l.id = u.store_id
     order by u.count desc limit ${ATTENTION_LIMIT})`,
  );
  return rows.map((row) => ({ ...row, since: row.since ? new Date(row.since).toISOString() : null }));
}

export async function platformNow(db: Db, now: Date): Promise<PlatformNowAnswer> {
  const [statuses, list] = await Promise.all([statusCounts(db, now), attention(db, now)]);
  return { statuses, attention: list };
}

/** Orders per UTC hour today against the same weekday a week before, from the hourly rollups. */
export async function ordersToday(db: Db, now: Date, companyId: number | undefined): Promise<OrdersTodayAnswer> {
  const today = utcDay(now);
  const lastWeek = utcDay(new Date(now.getTime() - WEEK_MS));
  const company = companyId === undefined ? sql`true` : sql`r.company_id = ${companyId}`;
  // Without JIT: compiling the platform's sum (~120,000 store rows) took 130 of its 480 ms and saves nothing.
  const rows = await withoutJit(db, (tx) =>
    selectRows<{ day: string; hour: number; orders: number; gross_cents: number }>(
      tx,
      // Summed per hour first, then the 48 hours named: formatting each of a platform's ~100,000 store rows cost a third.
      sql`select to_char(h.hour at time zone 'UTC', 'YYYY-MM-DD') as day, extract(hour from h.hour at time zone 'UTC')::int as hour, h.orders, h.gross_cents
          from (select r.hour, sum(r.orders)::int as orders, sum(r.gross_cents)::bigint as gross_cents
                from order_rollups_hourly r
                where ${company} and ((r.hour >= ${`${today}T00:00:00Z`}::timestamptz and r.hour < ${`${today}T00:00:00Z`}::timestamptz + interval '1 day')
                                   or (r.hour >= ${`${lastWeek}T00:00:00Z`}::timestamptz and r.hour < ${`${lastWeek}T00:00:00Z`}::timestamptz + interval '1 day'))
                group by r.hour) h`,
    ),
  );
  const cell = (day: string, hour: number) => rows.find((row) => row.day === day && Number(row.hour) === hour);
  return {
    today,
    last_week: lastWeek,
    hours: Array.from({ length: 24 }, (_, hour) => ({
      hour,
      today_orders: Number(cell(today, hour)?.orders ?? 0),
      last_week_orders: Number(cell(lastWeek, hour)?.orders ?? 0),
      today_gross_cents: Number(cell(today, hour)?.gross_cents ?? 0),
      last_week_gross_cents: Number(cell(lastWeek, hour)?.gross_cents ?? 0),
    })),
  };
}
