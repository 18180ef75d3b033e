import { sql, type SQL } from 'drizzle-orm';
import type { DowntimeRow } from '../../../src/contract/orders.ts';
import type { Db } from '../../db/client.ts';
import { selectRows } from '../../db/rows.ts';
import { DEFAULT_TIME_ZONE } from '../stores/hours.ts';
import { rangeInstants, type AnalyticsScope } from './scope.ts';

/** How far back the usual sales of an hour are read: the same hour of the week over these weeks. */
const BASELINE_WEEKS = 4;

const GROUPS = {
  channel: { key: sql`p.name`, label: sql`p.name`, join: sql`join partners p on p.id = x.partner_id` },
  store: { key: sql`x.store_id::text`, label: sql`s.name`, join: sql`join stores s on s.id = x.store_id` },
} satisfies Record<string, { key: SQL; label: SQL; join: SQL }>;

/**
 * Minutes each store × channel was expected open (its hours, in its time zone) but paused, from the pause
 * history, within the range's local days of the store and up to `now`; and the sales that likely cost: per UTC hour of downtime, the average sales of that
 * hour of the week over the BASELINE_WEEKS before the range.
 */
export async function downtimeBy(db: Db, scope: AnalyticsScope, group: keyof typeof GROUPS, now: Date): Promise<DowntimeRow[]> {
  const { start, end } = rangeInstants(scope);
  const until = end < now ? end : now;
  const filters = [sql`true`];
  if (scope.companyId !== undefined) filters.push(sql`s.company_id = ${scope.companyId}`);
  if (scope.storeId !== undefined) filters.push(sql`cp.store_id = ${scope.storeId}`);
  if (scope.partnerId !== undefined) filters.push(sql`cp.partner_id = ${scope.partnerId}`);
  const g = GROUPS[group];
  const rows = await selectRows<{ key: string; label: string; minutes: number; lost_cents: number }>(
    db,
    sql`
    with pauses as (
      select cp.store_id, cp.partner_id,
             greatest(cp.started_at, ${scope.from}::date::timestamp at time zone z.tz) as s_at,
             least(coalesce(cp.resumed_at, cp.ends_at), cp.ends_at, (${scope.to}::date + 1)::timestamp at time zone z.tz, ${now.toISOString()}::timestamptz) as e_at,
             z.tz
      from channel_pauses cp
      join stores s on s.id = cp.store_id
      left join store_addresses a on a.store_id = cp.store_id and a.address_type = 'Main'
      cross join lateral (select coalesce(a.timezone, ${DEFAULT_TIME_ZONE}) as tz) z
      -- a day of the range is the store's local day: the UTC bounds widened by a day find every candidate
      where cp.started_at < ${until.toISOString()}::timestamptz + interval '1 day' and coalesce(cp.resumed_at, cp.ends_at) > ${start.toISOString()}::timestamptz - interval '1 day'
        and ${sql.join(filters, sql` and `)}
    ),
    slots as (
      select p.store_id, p.partner_id, p.s_at, p.e_at,
             (d.day::date + h.open_time) at time zone p.tz as o_at,
             ((d.day::date + h.close_time) at time zone p.tz) + case when h.close_time = '23:59' then interval '1 minute' else interval '0' end as c_at
      from pauses p
      cross join lateral generate_series(((p.s_at at time zone p.tz)::date - 1)::timestamp, (p.e_at at time zone p.tz)::date::timestamp, interval '1 day') d(day)
      join store_hours h on h.store_id = p.store_id and not h.is_closed and h.day_of_week = extract(isodow from d.day)::int - 1
      where p.e_at > p.s_at
    ),
    down as (
      select store_id, partner_id, greatest(s_at, o_at) as a, least(e_at, c_at) as b from slots where least(e_at, c_at) > greatest(s_at, o_at)
    ),
    hourly as (
      select d.store_id, d.partner_id, hr,
             extract(epoch from least(d.b, hr + interval '1 hour') - greatest(d.a, hr)) / 60.0 as minutes
      from down d
      cross join lateral generate_series(date_trunc('hour', d.a at time zone 'UTC'), d.b at time zone 'UTC', interval '1 hour') g(h_utc)
      cross join lateral (select g.h_utc at time zone 'UTC' as hr) t
      where least(d.b, hr + interval '1 hour') > greatest(d.a, hr)
    ),
    usual as (
      select r.store_id, r.partner_id, extract(isodow from r.hour at time zone 'UTC') as dow, extract(hour from r.hour at time zone 'UTC') as h,
             sum(r.gross_cents) / ${sql.raw(`${BASELINE_WEEKS}.0`)} as cents
      from order_rollups_hourly r
      where r.hour >= ${start.toISOString()}::timestamptz - interval '${sql.raw(String(BASELINE_WEEKS * 7))} days'
        and r.hour < ${start.toISOString()}::timestamptz
        and (r.store_id, r.partner_id) in (select store_id, partner_id from pauses)
      group by 1, 2, 3, 4
    )
    select ${g.key} as key, ${g.label} as label, round(sum(x.minutes))::int as minutes,
           round(sum(x.minutes / 60.0 * coalesce(u.cents, 0)))::bigint as lost_cents
    from hourly x
    left join usual u on u.store_id = x.store_id and u.partner_id = x.partner_id
                     and u.dow = extract(isodow from x.hr at time zone 'UTC') and u.h = extract(hour from x.hr at time zone 'UTC')
    ${g.join}
    group by 1, 2
    order by minutes desc, label`,
  );
  return rows.map((row) => ({ key: row.key, label: row.label, minutes: Number(row.minutes), lost_cents: Number(row.lost_cents) }));
}
