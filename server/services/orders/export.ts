import { sql, type SQL } from 'drizzle-orm';
import { ORDER_EXPORT_COLUMNS } from '../../../src/contract/orders.ts';
import type { Db } from '../../db/client.ts';
import { isoSql, keysetCsvStream } from '../catalogue/csv.ts';
import { DEFAULT_TIME_ZONE } from '../stores/hours.ts';

/**
 * Text a partner or customer wrote, made safe for spreadsheets: a cell starting with =, +, -, @, tab or
 * carriage return would run as a formula when opened, so it gets a leading apostrophe (OWASP's CSV rule).
 */
const formulaSafe = (text: SQL) => sql`(case when ${text} ~ '^[=+@\t\r-]' then '''' || ${text} else ${text} end)`;

const money = (cents: SQL) => sql`to_char(${cents} / 100.0, 'FM999999990.00')`;

/** A store's orders placed in its local days from..to, oldest first by id, as CSV written by PostgreSQL in batches. */
export function exportStoreOrders(db: Db, storeId: number, range: { from: string; to: string }) {
  const zone = sql`coalesce((select a.timezone from store_addresses a where a.store_id = ${storeId} and a.address_type = 'Main'), ${DEFAULT_TIME_ZONE})`;
  const inRange = sql`o.store_id = ${storeId} and o.placed_at >= ${range.from}::date::timestamp at time zone ${zone}
                      and o.placed_at < (${range.to}::date + 1)::timestamp at time zone ${zone}`;
  return keysetCsvStream(db, ORDER_EXPORT_COLUMNS, {
    keysAfter: (after) => sql`select o.id as k from orders o where ${inRange} and o.id > ${after} order by o.id`,
    rowsBetween: (after, last) =>
      sql`select o.id as k, o.id::text as order_id, p.name as channel, ${formulaSafe(sql`o.partner_order_id`)} as partner_order_id, o.state,
                 ${isoSql(sql`o.placed_at`)} as placed_at, ${isoSql(sql`o.completed_at`)} as completed_at, ${isoSql(sql`o.cancelled_at`)} as cancelled_at,
                 ${formulaSafe(sql`o.customer_name`)} as customer_name,
                 ${formulaSafe(sql`(select string_agg(l.quantity || ' x ' || l.name, '; ' order by l.id) from order_lines l where l.order_id = o.id)`)} as items,
                 ${money(sql`o.subtotal_cents`)} as subtotal, ${money(sql`o.fees_cents`)} as fees, ${money(sql`o.tax_cents`)} as tax,
                 ${money(sql`o.tip_cents`)} as tip, ${money(sql`o.total_cents`)} as total
          from orders o join partners p on p.id = o.partner_id
          where ${inRange} and o.id > ${after} and o.id <= ${last}`,
  });
}
