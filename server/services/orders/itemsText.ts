import { sql, type SQL } from 'drizzle-orm';

/**
 * An order's lines as one text, "2 x Cola; 1 x Chips" in the order they arrived: the orders export's items column.
 * Stored on the order at intake (orders.items_text); both forms below write it the same way.
 */
export function itemsTextOf(lines: readonly { quantity: number; name: string }[]): string | null {
  return lines.length ? lines.map((line) => `${line.quantity} x ${line.name}`).join('; ') : null;
}

/** The same text read from the order's stored lines, for orders stored before items_text (null without lines). */
export const itemsTextOfLinesSql = (orderId: SQL) =>
  sql`(select string_agg(l.quantity || ' x ' || l.name, '; ' order by l.id) from order_lines l where l.order_id = ${orderId})`;
