// A store's orders CSV export (GET /orders/{storeId}/export_to_csv, issue 15: ≥ 100,000 rows/s, RSS growth < 150 MB).
// The large data set spreads its orders thin (about 1,800 a store), so the bench gives its scratch store enough
// orders of its own, with a line each, exports them, and removes them again.
import { sql } from 'drizzle-orm';
import type { Db } from '../server/db/client.ts';
import { exportResultOf, stream, type ExportResult } from './exportCsv.ts';
import { withRssSampling } from './memory.ts';
import type { RunningApp } from './server.ts';

const DAYS = 30;
const DAY_MS = 86_400_000;
const PARTNER_ORDER_PREFIX = 'BENCH-EXPORT-';

const day = (time: number) => new Date(time).toISOString().slice(0, 10);

async function removeBenchOrders(db: Db, storeId: number): Promise<void> {
  await db.execute(sql`delete from orders where store_id = ${storeId} and partner_order_id like ${`${PARTNER_ORDER_PREFIX}%`}`);
}

/** `orders` completed orders of the store over the last DAYS days, one line each, stored as intake stores them (not counted in the rollups). */
async function addBenchOrders(db: Db, storeId: number, orders: number): Promise<void> {
  await removeBenchOrders(db, storeId);
  await db.execute(sql`
    with placed as (
      select g.n, now() - (g.n % (${DAYS} * 1440)) * interval '1 minute' - interval '1 hour' as at, 500 + (g.n * 37) % 4500 as cents
      from generate_series(1, ${orders}) g(n)
    ), inserted as (
      insert into orders (partner_id, partner_order_id, store_id, company_id, state, placed_at, accepted_at, completed_at,
                          subtotal_cents, fees_cents, tax_cents, tip_cents, total_cents, customer_name, items_text)
      select 1 + p.n % 4, ${PARTNER_ORDER_PREFIX} || p.n, s.id, s.company_id, 'completed', p.at, p.at + interval '1 minute', p.at + interval '30 minutes',
             p.cents, 199, p.cents / 10, 100, p.cents + 199 + p.cents / 10 + 100, 'Customer ' || p.n % 997,
             '1 x Bench item ' || p.n % 50
      from placed p cross join stores s where s.id = ${storeId}
      returning id, subtotal_cents, items_text
    )
    insert into order_lines (order_id, store_item_id, name, quantity, price_cents, modifiers)
    select id, null, substr(items_text, length('1 x ') + 1), 1, subtotal_cents, '[]'::jsonb from inserted`);
  await db.execute(sql`analyze orders`);
}

/** Exports `orders` orders of the store (200,000 by default; the smoke run asks for a few). */
export async function measureOrdersExport(running: RunningApp, db: Db, storeId: number, orders = 200_000): Promise<ExportResult> {
  await addBenchOrders(db, storeId, orders);
  try {
    const now = Date.now();
    const url = `${running.baseUrl}/api/orders/${storeId}/export_to_csv?from=${day(now - (DAYS + 1) * DAY_MS)}&to=${day(now + DAY_MS)}`;
    const { result, memory } = await withRssSampling(() => stream(url, running.headers));
    return exportResultOf(result, memory, `one store, ${DAYS} days`);
  } finally {
    await removeBenchOrders(db, storeId);
  }
}
