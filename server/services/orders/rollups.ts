import { sql, type SQL } from 'drizzle-orm';
import { localClock } from '../../../src/domain/time.ts';
import type { Db } from '../../db/client.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The order as the rollups see it: what it adds to its store × channel hour and day, and to its items. */
export interface OrderFacts {
  storeId: number;
  partnerId: number;
  companyId: number;
  placedAt: Date;
  /** the store's IANA zone: its days (daily rollups, reports) are local days */
  timeZone: string;
  cancelled: boolean;
  subtotalCents: number;
  totalCents: number;
  issueKinds: readonly string[];
  lines: readonly { name: string; quantity: number; priceCents: number }[];
}

const HOUR_MS = 3_600_000;

/** The order's hour in the hourly rollups: an instant (UTC), as ISO text. */
export const hourOf = (placedAt: Date) => new Date(Math.floor(placedAt.getTime() / HOUR_MS) * HOUR_MS).toISOString();

/** The order's day in the daily, monthly and item rollups: the store's calendar day (an order at 23:30 local counts on that day). */
export const localDayOf = (order: Pick<OrderFacts, 'placedAt' | 'timeZone'>) => localClock(order.placedAt, order.timeZone).date;

export interface Measures {
  orders: number;
  cancelled: number;
  gross: number;
  total: number;
  missing: number;
  wrong: number;
  late: number;
}

export function measures(order: OrderFacts, sign: 1 | -1): Measures {
  const count = (kind: string) => order.issueKinds.filter((issue) => issue === kind).length;
  return {
    orders: sign,
    cancelled: order.cancelled ? sign : 0,
    gross: order.cancelled ? 0 : sign * order.subtotalCents,
    total: order.cancelled ? 0 : sign * order.totalCents,
    missing: sign * count('missing_item'),
    wrong: sign * count('wrong_item'),
    late: sign * count('late'),
  };
}

/**
 * The upserts that add (sign 1) or take back (sign -1) one known order's share of the rollups (new orders are
 * written by newOrderBatch.ts). They add to the row under its lock, so concurrent intakes never lose a count.
 */
function rollupWrites(order: OrderFacts, sign: 1 | -1): SQL[] {
  const m = measures(order, sign);
  const hour = hourOf(order.placedAt);
  const day = localDayOf(order);
  const key = sql`${order.storeId}::int, ${order.partnerId}::int`;
  const values = sql`${order.companyId}::int, ${m.orders}::int, ${m.cancelled}::int, ${m.gross}::bigint, ${m.total}::bigint, ${m.missing}::int, ${m.wrong}::int, ${m.late}::int`;
  const add = sql.raw(
    ['orders', 'cancelled', 'gross_cents', 'total_cents', 'missing_items', 'wrong_items', 'late'].map((c) => `${c} = r.${c} + excluded.${c}`).join(', '),
  );
  const hourly = sql`
    insert into order_rollups_hourly as r (store_id, partner_id, hour, company_id, orders, cancelled, gross_cents, total_cents, missing_items, wrong_items, late)
    select ${key}, ${hour}::timestamptz, ${values}
    on conflict (store_id, partner_id, hour) do update set ${add}`;
  const daily = sql`
    insert into order_rollups_daily as r (store_id, partner_id, day, company_id, orders, cancelled, gross_cents, total_cents, missing_items, wrong_items, late)
    select ${key}, ${day}::date, ${values}
    on conflict (store_id, partner_id, day) do update set ${add}`;
  // The month row is as hot as the day row (one store × channel, mostly today), so it is kept here too.
  const dayOfMonth = Number(day.slice(8, 10));
  const amounts: [string, 'int' | 'bigint', number][] = [
    ['orders', 'int', m.orders],
    ['cancelled', 'int', m.cancelled],
    ['gross_cents', 'bigint', m.gross],
    ['total_cents', 'bigint', m.total],
    ['missing_items', 'int', m.missing],
    ['wrong_items', 'int', m.wrong],
    ['late', 'int', m.late],
  ];
  const runningValues = (totals: (column: string, type: string) => string) =>
    sql.join(
      amounts.map(([column, type, amount]) => sql`rollup_running_add(${sql.raw(totals(column, type))}, ${dayOfMonth}::int, ${amount}::${sql.raw(type)})`),
      sql`, `,
    );
  const monthly = sql`
    insert into order_rollups_monthly as r (store_id, partner_id, month, company_id, orders, cancelled, gross_cents, total_cents, missing_items, wrong_items, late)
    select ${key}, date_trunc('month', ${day}::date)::date, ${order.companyId}::int, ${runningValues((_, type) => `null::${type}[]`)}
    on conflict (store_id, partner_id, month) do update
    set (orders, cancelled, gross_cents, total_cents, missing_items, wrong_items, late) = (${runningValues((column) => `r.${column}`)})`;
  // The company day is not upserted here: measured with pgbench (16 clients, one company's 100 stores), adding
  // that upsert to each intake took it from 2,321 to 695 transactions/s, every intake queueing on the company
  // row's lock until the one before commits. An appended mark costs no lock; companyDays.ts folds the marks.
  const dirty = sql`insert into order_rollup_dirty_days (company_id, day) select ${order.companyId}::int, ${day}::date`;
  const items = sql`
    insert into order_item_rollups_daily as r (store_id, day, item_name, company_id, quantity, sales_cents)
    select ${order.storeId}::int, ${day}::date, v.name, ${order.companyId}::int, v.quantity, v.sales
    from jsonb_to_recordset(${itemRows(order, sign)}::jsonb) as v(name text, quantity int, sales bigint)
    on conflict (store_id, day, item_name) do update set quantity = r.quantity + excluded.quantity, sales_cents = r.sales_cents + excluded.sales_cents`;
  // Always the same statements, whatever the order holds (its items are one JSON value): the text is prepared once per connection.
  return [hourly, daily, monthly, dirty, items];
}

/** Data-modifying statements as one (writing CTEs over distinct tables): one round trip, one snapshot. */
function asOneStatement(writes: SQL[]): SQL {
  const named = writes.slice(0, -1).map((write, k) => sql`${sql.raw(`w${k}`)} as (${write})`);
  const last = writes[writes.length - 1]!;
  return named.length ? sql`with ${sql.join(named, sql`, `)} ${last}` : last;
}

/** Adds (sign 1) or takes back (sign -1) one order's share of the rollups, in the intake's transaction. */
export async function applyToRollups(tx: Tx, order: OrderFacts, sign: 1 | -1): Promise<void> {
  await tx.execute(asOneStatement(rollupWrites(order, sign)));
}

/** The order's items as JSON rows { name, quantity, sales }, one per item name (a row may not be hit twice); none when it sells nothing. */
function itemRows(order: OrderFacts, sign: 1 | -1): string {
  return JSON.stringify(itemSales(order, sign));
}

/** The order's items as rows { name, quantity, sales }, one per item name; none when it sells nothing. */
export function itemSales(order: OrderFacts, sign: 1 | -1): { name: string; quantity: number; sales: number }[] {
  if (order.cancelled) return [];
  const items = new Map<string, { name: string; quantity: number; sales: number }>();
  for (const line of order.lines) {
    const item = items.get(line.name) ?? { name: line.name, quantity: 0, sales: 0 };
    item.quantity += sign * line.quantity;
    item.sales += sign * line.quantity * line.priceCents;
    items.set(line.name, item);
  }
  return [...items.values()];
}
