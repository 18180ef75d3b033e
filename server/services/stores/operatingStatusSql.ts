import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { OperatingStatusCodename } from '../../../src/domain/channelStatus.ts';
import type { Db } from '../../db/client.ts';
import { channelPauses, storeAddresses, storeHours, storePartners, stores, storeStatuses } from '../../db/schema/index.ts';
import { DEFAULT_TIME_ZONE } from './hours.ts';

/** A pause ending further away than this makes the channel offline, not paused (ONE_WEEK_MS of channelStatus.ts). */
const ONE_WEEK = sql.raw(`interval '168 hours'`);

const nowSql = (at: string | Date | SQLWrapper) => (at instanceof Date ? sql`${at.toISOString()}::timestamptz` : sql`${at}::timestamptz`);

/** Set closed by hand, or closed till a later time: the store row's own columns (alias `store`). */
const closedByHand = (store: SQL, now: SQL) => sql`(${store}.store_status_id in (select st.id from ${storeStatuses} st where st.codename = 'closed')
  or coalesce(${store}.closed_till > ${now}, false))`;

/** Inside an open slot of today's rows of store_hours (alias h) and today has no closed row, at the wall clock `local`. */
const openSlotsNow = (local: SQL) => sql`(bool_or(not h.is_closed and ${local}::time >= h.open_time and (${local}::time < h.close_time or h.close_time = '23:59'))
  and not bool_or(h.is_closed))`;

/** Today's day_of_week of store_hours (0 = Monday) at the wall clock `local`. */
const dayOfWeek = (local: SQL) => sql`(extract(isodow from ${local})::int - 1)`;

/** One link's state as its partner reports it: store_partners (alias sp) with its running pause's end (`pauseEnd`, null if none). */
const linkState = (pauseEnd: SQL, now: SQL) => sql`(case
    when sp.partner_store_id is null or sp.partner_store_id like 'ERR-%' then 'integration_failure'
    when ${pauseEnd} is not null and ${pauseEnd} <= ${now} + ${ONE_WEEK} then 'paused'
    when ${pauseEnd} is not null or not sp.is_active then 'offline'
    else 'online'
  end)`;

/** A store's status from its links' states (aggregated over `state`): first match wins; no link at all is offline. */
const statusOfLinks = (state: SQL) => sql`(case
      when bool_or(${state} = 'online') then 'accepting_orders'
      when bool_or(${state} = 'paused') then 'paused'
      when bool_or(${state} = 'integration_failure') then 'integration_failure'
      else 'offline'
    end)`;

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
  const now = nowSql(at);
  // The store's wall clock: its Main address's time zone looked up once per store (offset 0 keeps the
  // subquery from being pulled up and the lookup from being repeated wherever the clock is read).
  const clock = sql`(select ${now} at time zone coalesce((select a.timezone from ${storeAddresses} a
    where a.store_id = ${stores.id} and a.address_type = 'Main'), ${DEFAULT_TIME_ZONE}) as local offset 0) clock`;
  const openNow = sql`coalesce((
    select ${openSlotsNow(sql`clock.local`)}
    from ${storeHours} h where h.store_id = ${stores.id} and h.day_of_week = ${dayOfWeek(sql`clock.local`)}
  ), false)`;
  const fromLinks = sql`(
    select ${statusOfLinks(sql`link.state`)}
    from (
      select ${linkState(sql`cp.ends_at`, now)} as state
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
    when ${closedByHand(sql`${stores}`, now)} then 'closed'
    else (select case when ${openNow} then ${fromLinks} else 'closed' end from ${clock})
  end)`;
}

/**
 * Every live store's operating status at `at` as rows (store_id, status): the rule of operatingStatusSql,
 * set-based for every store at once (the internal Home's counts). Each table is read once and joined by
 * hash: the per-store expression costs ~9 index probes a store (87,000 buffer reads for 10,000 stores,
 * 138-300 ms), this ~1,500 (52-96 ms, same machine and load). tests/server/homeStatusCounts.test.ts holds
 * both equal store by store.
 */
export function liveStoreStatusesSql(at: string | Date): SQL {
  const now = nowSql(at);
  return sql`
    with live as (
      select s.id, s.store_status_id, s.closed_till, coalesce(a.timezone, ${DEFAULT_TIME_ZONE}) as timezone
      from ${stores} s left join ${storeAddresses} a on a.store_id = s.id and a.address_type = 'Main'
      where s.deleted_at is null and s.offboarded_at is null
    ),
    clocks as (
      select z.timezone, ${now} at time zone z.timezone as local from (select distinct timezone from live) z
    ),
    open_now as (
      select h.store_id, ${openSlotsNow(sql`c.local`)} as open
      from live l join clocks c on c.timezone = l.timezone
      join ${storeHours} h on h.store_id = l.id and h.day_of_week = ${dayOfWeek(sql`c.local`)}
      group by h.store_id
    ),
    running_pauses as (
      select p.store_id, p.partner_id, max(p.ends_at) as ends_at from ${channelPauses} p
      where p.resumed_at is null and p.ends_at > ${now}
      group by p.store_id, p.partner_id
    ),
    from_links as (
      select sp.store_id, ${statusOfLinks(linkState(sql`cp.ends_at`, now))} as status
      from ${storePartners} sp left join running_pauses cp on cp.store_id = sp.store_id and cp.partner_id = sp.partner_id
      group by sp.store_id
    )
    select l.id as store_id, (case
        when ${closedByHand(sql`l`, now)} or not coalesce(o.open, false) then 'closed'
        else coalesce(k.status, 'offline')
      end) as status
    from live l left join open_now o on o.store_id = l.id left join from_links k on k.store_id = l.id`;
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
