import { sql, type SQL } from 'drizzle-orm';
import { ORDER_EXPORT_COLUMNS } from '../../../src/contract/orders.ts';
import type { Db } from '../../db/client.ts';
import { isoSql } from '../../db/isoTimestamp.ts';
import { keyRange, keysetCsvStream } from '../catalogue/csv.ts';
import { itemsTextOfLinesSql } from './itemsText.ts';
import { DEFAULT_TIME_ZONE } from '../stores/hours.ts';

const money = (cents: SQL) => sql`to_char(${cents} / 100.0, 'FM999999990.00')`;

/**
 * Ids, amounts and ISO times: csvCell leaves them as they are (a negative amount is a plain number, not a formula).
 * Every other column, text a partner or customer wrote among them, goes through csvCellSql, which defuses formulas.
 */
const PLAIN_COLUMNS = ['order_id', 'placed_at', 'completed_at', 'cancelled_at', 'subtotal', 'fees', 'tax', 'tip', 'total'] as const satisfies readonly (typeof ORDER_EXPORT_COLUMNS)[number][];

/** An order's place in the export: its placed time (as PostgreSQL writes it, to the microsecond) and its id. */
type OrderKey = { placed_at: string; id: number | string };

const orderKey = (key: OrderKey) => sql`(${key.placed_at}::timestamptz, ${key.id}::bigint)`;

/**
 * A store's orders placed in its local days from..to, oldest first by placed time (then id), as CSV written by
 * PostgreSQL in batches. The batches follow the index on (store_id, placed_at, id), so each reads only its rows.
 */
export function exportStoreOrders(db: Db, storeId: number, range: { from: string; to: string }) {
  const zone = sql`coalesce((select a.timezone from store_addresses a where a.store_id = ${storeId} and a.address_type = 'Main'), ${DEFAULT_TIME_ZONE})`;
  const inRange = sql`o.store_id = ${storeId} and o.placed_at >= ${range.from}::date::timestamp at time zone ${zone}
                      and o.placed_at < (${range.to}::date + 1)::timestamp at time zone ${zone}`;
  return keysetCsvStream<OrderKey>(db, ORDER_EXPORT_COLUMNS, {
    start: { placed_at: '-infinity', id: 0 },
    plainColumns: PLAIN_COLUMNS,
    keysAfter: (after) =>
      sql`select o.placed_at::text as placed_at, o.id from orders o
          where ${inRange} and (o.placed_at, o.id) > ${orderKey(after)} order by o.placed_at, o.id`,
    // "k" numbers the rows in (placed_at, id) order: sorting numbers costs a fraction of sorting row values.
    rowsBetween: (after, last) =>
      sql`select row_number() over (order by o.placed_at, o.id) as k, o.id::text as order_id, p.name as channel, o.partner_order_id, o.state,
                 ${isoSql(sql`o.placed_at`)} as placed_at, ${isoSql(sql`o.completed_at`)} as completed_at, ${isoSql(sql`o.cancelled_at`)} as cancelled_at,
                 o.customer_name,
                 coalesce(o.items_text, ${itemsTextOfLinesSql(sql`o.id`)}) as items,
                 ${money(sql`o.subtotal_cents`)} as subtotal, ${money(sql`o.fees_cents`)} as fees, ${money(sql`o.tax_cents`)} as tax,
                 ${money(sql`o.tip_cents`)} as tip, ${money(sql`o.total_cents`)} as total
          from orders o join partners p on p.id = o.partner_id
          where ${inRange} and ${keyRange(sql`(o.placed_at, o.id)`, orderKey(after), last && orderKey(last))}`,
  });
}
