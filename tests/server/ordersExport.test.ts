import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itemsTextOfLinesSql } from '../../server/services/orders/itemsText.ts';
import { csvLine } from '../../server/services/catalogue/csv.ts';
import { ORDER_EXPORT_COLUMNS } from '../../src/contract/orders.ts';
import { factories } from './factories/index.ts';
import { reader } from './fixtures/demo.ts';
import { createTestApp, type TestApp } from './helpers.ts';

// More orders than one batch (5,000), placed in an order unlike their ids, a dozen at each moment (to the
// microsecond), so a batch boundary falls inside a group of orders placed at the same time.
const ORDERS = 12_000;
const MOMENTS = 1000;

let t: TestApp;
let db: ReturnType<typeof reader>;
let storeId: number;
let as: Awaited<ReturnType<ReturnType<typeof factories>['tenant']>>['as'];

interface StoredOrder extends Record<string, unknown> {
  id: number | string;
  channel: string;
  partner_order_id: string;
  state: string;
  placed_at: Date | string;
  completed_at: Date | string | null;
  cancelled_at: Date | string | null;
  customer_name: string | null;
  subtotal_cents: number | string;
  fees_cents: number | string;
  tax_cents: number | string;
  tip_cents: number | string;
  total_cents: number | string;
}

beforeAll(async () => {
  t = await createTestApp();
  db = reader(t);
  const tenant = await factories(t).tenant();
  storeId = tenant.store.id;
  as = tenant.as;
  // Store time is New York: Nov 1-10 local runs from Nov 1 04:00 UTC to Nov 11 05:00 UTC.
  await t.database.db.execute(sql`
    with inserted as (
      insert into orders (partner_id, partner_order_id, store_id, company_id, state, placed_at, completed_at, cancelled_at,
                          subtotal_cents, fees_cents, tax_cents, tip_cents, total_cents, customer_name)
      select 1 + n % 4,
             case when n % 7 = 0 then '+1-' || n else 'EXP-' || n end,
             ${storeId}, ${tenant.company.id},
             case when n % 5 = 0 then 'cancelled' else 'completed' end,
             moment,
             case when n % 5 = 0 then null else moment + interval '25 minutes 30.5 seconds' end,
             case when n % 5 = 0 then moment + interval '2 minutes' end,
             n * 37 % 9000, 199, n % 1000, (n % 3 - 1) * 100, n * 37 % 9000 + 199 + n % 1000 + (n % 3 - 1) * 100,
             case n % 6 when 0 then null when 1 then '=HYPERLINK("x")' when 2 then '-5' when 3 then 'Comma, "Quoted"' else 'Customer ' || n end
      from generate_series(1, ${ORDERS}) n,
           lateral (select timestamptz '2026-11-05T12:00:00Z' - (n % ${MOMENTS}) * interval '1 minute' + (n % ${MOMENTS}) * interval '1 microsecond' as moment) m
      returning id, subtotal_cents
    )
    insert into order_lines (order_id, name, quantity, price_cents)
    select i.id, line.name, line.quantity, i.subtotal_cents
    from inserted i
    cross join lateral (values (1, 'Tea, "green"', case when i.id % 8 = 3 then -1 else 2 end), (2, '=SUM(A1)', 1), (3, 'Refund', -1)) line(position, name, quantity)
    where line.position <= i.id % 4`);
  // Half stored as intake stores them now (items_text), half as before it (the export reads their lines).
  await t.database.db.execute(sql`update orders o set items_text = ${itemsTextOfLinesSql(sql`o.id`)} where o.store_id = ${storeId} and o.id % 2 = 0`);
  // Outside the range or another store's: not exported.
  const other = await factories(t).store(tenant.company.id);
  await t.database.db.execute(sql`
    insert into orders (partner_id, partner_order_id, store_id, company_id, state, placed_at)
    values (1, 'EXP-LATE', ${storeId}, ${tenant.company.id}, 'placed', '2026-11-11T05:00:00Z'),
           (1, 'EXP-EARLY', ${storeId}, ${tenant.company.id}, 'placed', '2026-11-01T03:59:59Z'),
           (1, 'EXP-OTHER', ${other.id}, ${tenant.company.id}, 'placed', '2026-11-05T12:00:00Z')`);
});
afterAll(() => t?.close());

const money = (cents: number | string) => (Number(cents) / 100).toFixed(2);
const iso = (time: Date | string | null) => (time === null ? null : new Date(time).toISOString());

describe('store orders CSV export', () => {
  it('comes out whole, oldest first by placed time then id, each cell as csvLine writes it (formulas defused, plain numbers such as -5 kept)', async () => {
    const orders = await db.rows<StoredOrder>(sql`
      select o.id, p.name as channel, o.partner_order_id, o.state, o.placed_at, o.completed_at, o.cancelled_at, o.customer_name,
             o.subtotal_cents, o.fees_cents, o.tax_cents, o.tip_cents, o.total_cents
      from orders o join partners p on p.id = o.partner_id
      where o.store_id = ${storeId} and o.partner_order_id not in ('EXP-LATE', 'EXP-EARLY')
      order by o.placed_at, o.id`);
    const lines = await db.rows<{ order_id: number | string; text: string }>(sql`
      select l.order_id, l.quantity || ' x ' || l.name as text from order_lines l join orders o on o.id = l.order_id
      where o.store_id = ${storeId} order by l.id`);
    const items = new Map<string, string[]>();
    for (const line of lines) items.set(String(line.order_id), [...(items.get(String(line.order_id)) ?? []), line.text]);
    const expected =
      csvLine(ORDER_EXPORT_COLUMNS) +
      orders
        .map((order) =>
          csvLine([
            String(order.id),
            order.channel,
            order.partner_order_id,
            order.state,
            iso(order.placed_at),
            iso(order.completed_at),
            iso(order.cancelled_at),
            order.customer_name,
            items.get(String(order.id))?.join('; ') ?? null,
            money(order.subtotal_cents),
            money(order.fees_cents),
            money(order.tax_cents),
            money(order.tip_cents),
            money(order.total_cents),
          ]),
        )
        .join('');

    const response = await as({ method: 'GET', url: `/api/orders/${storeId}/export_to_csv?from=2026-11-01&to=2026-11-10` });
    expect(response.statusCode).toBe(200);
    expect(orders).toHaveLength(ORDERS);
    const ids = orders.map((order) => Number(order.id));
    expect(ids).not.toEqual([...ids].sort((a, b) => a - b));
    const exported = response.body.trimEnd().split('\r\n').slice(1);
    expect(exported.map((line) => Number(line.split(',')[0]))).toEqual(ids);
    expect(response.body).toBe(expected);
  });
});
