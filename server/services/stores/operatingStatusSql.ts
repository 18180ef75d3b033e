import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { OperatingStatusCodename } from '../../../src/domain/channelStatus.ts';
import type { Db } from '../../db/client.ts';
import { channelPauses, storeAddresses, storeHours, storePartners, stores, storeStatuses } from '../../db/schema/index.ts';
import { DEFAULT_TIME_ZONE } from './hours.ts';

/** A pause ending further away than this makes the channel offline, not paused (ONE_WEEK_MS of channelStatus.ts). */
const ONE_WEEK = sql.raw(`interval '168 hours'`);

/**
 * The operating status (its codename: accepting_orders, paused, offline, closed, integration_failure) of the
 * row of `stores` in the query at the instant `at` (an ISO string, a Date or a placeholder), in SQL: the rule
 * of the store's Home tab (`summariseStoreStatus`, src/domain/channelStatus.ts, over the status answer of
 * server/services/stores/status.ts), and what the store list's rows, its Status filter, its count and the
 * internal Home's counts (server/services/orders/platform.ts) all give.
 *
 * - closed: set closed by hand, closed till a later time, or outside every open slot of today's hours in the
 *   Main address's time zone (the slot start inclusive, its close exclusive except 23:59; a day with a closed
 *   row has no slot: isOpenAt of src/domain/hours.ts);
 * - otherwise each channel link as its partner reports it (server/channels/sandbox storeState: no partner
 *   store id or an ERR- one fails; a running pause is paused within a week, offline beyond; a turned-off link
 *   is offline) and, first match wins: a channel taking orders → accepting_orders, a paused one → paused, a
 *   failing one → integration_failure, else (offline channels or none at all) → offline.
 *
 * One scalar expression of the row: each store costs a few index probes (its Main address, today's hours and
 * its links with their running pause), whatever else the query holds, so a query narrowed to a company pays
 * for that company's stores only. Run a query that applies it to many stores through `withoutJit`.
 */
export function operatingStatusSql(at: string | Date | SQLWrapper): SQL<OperatingStatusCodename> {
  const now = at instanceof Date ? sql`${at.toISOString()}::timestamptz` : sql`${at}::timestamptz`;
  // The store's wall clock: its Main address's time zone looked up once per store (offset 0 keeps the
  // subquery from being pulled up and the lookup from being repeated wherever the clock is read).
  const clock = sql`(select ${now} at time zone coalesce((select a.timezone from ${storeAddresses} a
    where a.store_id = ${stores.id} and a.address_type = 'Main'), ${DEFAULT_TIME_ZONE}) as local offset 0) clock`;
  // Inside an open slot of today's hours, and today has no closed row: one read of today's rows.
  const openNow = sql`coalesce((
    select bool_or(not h.is_closed and clock.local::time >= h.open_time and (clock.local::time < h.close_time or h.close_time = '23:59'))
       and not bool_or(h.is_closed)
    from ${storeHours} h where h.store_id = ${stores.id} and h.day_of_week = extract(isodow from clock.local)::int - 1
  ), false)`;
  const linkState = sql`case
    when sp.partner_store_id is null or sp.partner_store_id like 'ERR-%' then 'integration_failure'
    when cp.ends_at is not null and cp.ends_at <= ${now} + ${ONE_WEEK} then 'paused'
    when cp.ends_at is not null or not sp.is_active then 'offline'
    else 'online'
  end`;
  const fromLinks = sql`(
    select case
      when bool_or(link.state = 'online') then 'accepting_orders'
      when bool_or(link.state = 'paused') then 'paused'
      when bool_or(link.state = 'integration_failure') then 'integration_failure'
      else 'offline'
    end
    from (
      select ${linkState} as state
      from ${storePartners} sp
      left join lateral (
        select p.ends_at from ${channelPauses} p
        where p.store_id = sp.store_id and p.partner_id = sp.partner_id and p.resumed_at is null and p.ends_at > ${now}
        order by p.ends_at desc limit 1
      ) cp on true
      where sp.store_id = ${stores.id}
    ) link
  )`;
  return sql<OperatingStatusCodename>`(case
    when ${stores.storeStatusId} in (select st.id from ${storeStatuses} st where st.codename = 'closed')
      or coalesce(${stores.closedTill} > ${now}, false) then 'closed'
    else (select case when ${openNow} then ${fromLinks} else 'closed' end from ${clock})
  end)`;
}

/**
 * Runs `read` in a transaction without JIT. The planner prices the expression's probes at about 27 per store,
 * so a query over a few thousand stores passes jit_above_cost, and the internal Home's grouped count of 10,000
 * stores the inlining and optimising thresholds too: on PostgreSQL 15 (the bench's 10,000 stores) JIT added
 * 45 ms to the status-filtered list (78 ms without) and 540 ms to the Home's counts (67 ms without), and it
 * saves nothing on one pass of index probes.
 */
export function withoutJit<T>(db: Db, read: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('jit', 'off', true)`);
    return read(tx);
  });
}
