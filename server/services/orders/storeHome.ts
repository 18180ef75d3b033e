import { sql } from 'drizzle-orm';
import type { StoreActivityRow, StoreFeedbackAnswer, StoreOrder, StoreOrdersSummary } from '../../../src/contract/orders.ts';
import { localClock } from '../../../src/domain/time.ts';
import type { Db } from '../../db/client.ts';
import { selectRows } from '../../db/rows.ts';
import { storeTimeZone } from '../stores/hours.ts';

const iso = (value: Date | string | null) => (value == null ? null : new Date(value).toISOString());

type OrderSqlRow = Omit<StoreOrder, 'placed_at'> & { placed_at: Date | string };

/** Today's orders and sales of a store (its local day) from its rollups, and its latest orders. */
export async function storeOrdersSummary(db: Db, storeId: number, now: Date, limit: number): Promise<StoreOrdersSummary> {
  const today = localClock(now, await storeTimeZone(db, storeId)).date;
  const [[totals], latest] = await Promise.all([
    selectRows<{ orders: number; cancelled: number; gross_cents: number }>(
      db,
      sql`select coalesce(sum(orders), 0)::int as orders, coalesce(sum(cancelled), 0)::int as cancelled, coalesce(sum(gross_cents), 0)::bigint as gross_cents
          from order_rollups_daily where store_id = ${storeId} and day = ${today}::date`,
    ),
    selectRows<OrderSqlRow>(
      db,
      sql`select o.id::int as id, p.name as partner, o.partner_order_id, o.state, o.placed_at, o.customer_name, o.total_cents::bigint as total_cents,
                 (select coalesce(sum(l.quantity), 0)::int from order_lines l where l.order_id = o.id) as items,
                 coalesce((select array_agg(i.kind order by i.id) from order_issues i where i.order_id = o.id), '{}') as issues
          from orders o join partners p on p.id = o.partner_id
          where o.store_id = ${storeId}
          order by o.placed_at desc, o.id desc
          limit ${limit}`,
    ),
  ]);
  return {
    today,
    orders: Number(totals.orders),
    cancelled: Number(totals.cancelled),
    gross_cents: Number(totals.gross_cents),
    latest: latest.map((row) => ({ ...row, id: Number(row.id), items: Number(row.items), total_cents: Number(row.total_cents), placed_at: iso(row.placed_at)! })),
  };
}

type ActivitySqlRow = Omit<StoreActivityRow, 'at'> & { at: Date | string };

/**
 * Who did what at the store, newest first: channel pauses and resumes, menu pushes, onboarding requests and
 * completed tasks, read from the rows those actions leave.
 */
export async function storeActivity(db: Db, storeId: number, limit: number): Promise<StoreActivityRow[]> {
  const person = (column: string) => sql.raw(`(select trim(u.first_name || ' ' || u.last_name) from users u where u.id = ${column})`);
  const rows = await selectRows<ActivitySqlRow>(
    db,
    sql`select * from (
      (select 'paused' as kind, cp.started_at as at, ${person('cp.created_by')} as by,
              'Paused ' || p.name || ' until ' || to_char(cp.ends_at at time zone 'UTC', 'Mon DD HH24:MI "UTC"') as detail
       from channel_pauses cp join partners p on p.id = cp.partner_id where cp.store_id = ${storeId} order by cp.started_at desc limit ${limit})
      union all
      (select 'resumed', cp.resumed_at, null, 'Resumed ' || p.name
       from channel_pauses cp join partners p on p.id = cp.partner_id where cp.store_id = ${storeId} and cp.resumed_at is not null
       order by cp.resumed_at desc limit ${limit})
      union all
      (select 'menu_push', m.created_at, ${person('m.requested_by')}, 'Menu pushed to ' || p.name || ': ' || replace(m.status, '_', ' ')
       from menu_sync_status m join partners p on p.id = m.partner_id where m.store_id = ${storeId} order by m.created_at desc limit ${limit})
      union all
      (select 'onboarding_request', r.created_at, ${person('r.requested_by')}, 'Asked to onboard on ' || r.partner_name
       from store_onboarding_requests r where r.store_id = ${storeId} order by r.created_at desc limit ${limit})
      union all
      (select 'task_completed', t.completed_at, ${person('t.completed_by')}, 'Completed task: ' || t.title
       from store_tasks t where t.store_id = ${storeId} and t.completed_at is not null order by t.completed_at desc limit ${limit})
    ) a order by at desc limit ${limit}`,
  );
  return rows.map((row) => ({ ...row, at: iso(row.at)! }));
}

/** The store's feedback from the channels, newest first, with its average rating. */
export async function storeFeedback(db: Db, storeId: number, limit: number): Promise<StoreFeedbackAnswer> {
  const [[summary], rows] = await Promise.all([
    selectRows<{ average: number | string | null; count: number }>(
      db,
      sql`select round(avg(rating), 1) as average, count(*)::int as count from order_feedback where store_id = ${storeId}`,
    ),
    selectRows<{ id: number; partner: string; partner_order_id: string; rating: number; comment: string | null; created_at: Date | string }>(
      db,
      sql`select f.id::int as id, p.name as partner, f.partner_order_id, f.rating, f.comment, f.created_at
          from order_feedback f join partners p on p.id = f.partner_id
          where f.store_id = ${storeId} order by f.created_at desc, f.id desc limit ${limit}`,
    ),
  ]);
  return {
    average_rating: summary.average == null ? null : Number(summary.average),
    count: Number(summary.count),
    rows: rows.map((row) => ({ ...row, id: Number(row.id), created_at: iso(row.created_at)! })),
  };
}
