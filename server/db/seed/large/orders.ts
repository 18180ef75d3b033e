// Orders across the stores' delivery channels over the last 90 days (10M by default), generated in SQL
// batch by batch (generate_series, set-based INSERT … SELECT), then the rollups computed set-based.
import { sql } from 'drizzle-orm';
import type { Db } from '../../client.ts';
import { selectRows } from '../../rows.ts';
import { rebuildRollups } from '../../../services/orders/rebuild.ts';
import { DEFAULT_TIME_ZONE } from '../../../services/stores/hours.ts';
import { syncIdentity } from './identity.ts';
import { withoutSecondaryIndexes } from './indexes.ts';
import { Progress, timed } from './progress.ts';

const HISTORY_DAYS = 90;
const BATCH = 500_000;
/** Items an order picks from, per store: the store's first ones by id. */
const ITEMS_PER_STORE = 20;
const ORDER_TABLES = ['orders', 'order_lines', 'order_issues', 'order_feedback', 'order_rollups_hourly', 'order_rollups_daily', 'order_item_rollups_daily',
  'order_rollups_monthly', 'order_rollups_company_daily'];

export interface OrdersResult {
  orders: number;
  seconds: number;
}

/**
 * `count` orders. Each order n hashes (with the seed) to an active channel link of a store with items, an
 * item of that store, a day among the last 90 and a minute between 08:00 and 22:00 of the store's local
 * time; ids are assigned here so the lines, issues and feedback of a batch are computed from the same n.
 */
export async function seedOrders(db: Db, count: number, seed: number): Promise<OrdersResult> {
  const started = performance.now();
  if (count === 0) return { orders: 0, seconds: 0 };
  await prepareChannels(db);
  const [{ channels, base }] = await selectRows<{ channels: number; base: number }>(
    db,
    sql`select (select count(*)::int from seed_order_channels) as channels, (select coalesce(max(id), 0)::bigint from orders) as base`,
  );
  if (channels === 0) throw new Error('No store has an active channel link and items: seed the stores first');
  const idBase = Number(base);
  await withoutSecondaryIndexes(db, ORDER_TABLES, async () => {
    const progress = new Progress('orders', count);
    for (let lo = 1; lo <= count; lo += BATCH) {
      const hi = Math.min(count, lo + BATCH - 1);
      await db.transaction(async (tx) => {
        await insertBatch(tx, { lo, hi, idBase, channels, seed });
      });
      progress.add(hi - lo + 1);
    }
    progress.finish();
    await syncIdentity(db, 'orders');
    await syncIdentity(db, 'order_lines');
    await timed('order rollups (hourly, daily, items), set-based', () => rebuildRollups(db));
  });
  await db.execute(sql`drop table if exists seed_order_channels, seed_order_items`);
  return { orders: count, seconds: (performance.now() - started) / 1000 };
}

/** The channels orders go to (numbered 1..n) and the items each store sells (numbered 1..cnt per store). */
async function prepareChannels(db: Db) {
  await db.execute(sql`drop table if exists seed_order_channels, seed_order_items`);
  await db.execute(sql`
    create unlogged table seed_order_items as
    select store_id, rn, id, name, cents from (
      select i.store_id, row_number() over (partition by i.store_id order by i.id)::int as rn, i.id, i.name, round(i.price * 100)::bigint as cents
      from store_items i join stores s on s.id = i.store_id and s.deleted_at is null
      where i.deleted_at is null and i.price > 0) x
    where rn <= ${ITEMS_PER_STORE}`);
  await db.execute(sql`create unique index on seed_order_items (store_id, rn)`);
  await db.execute(sql`
    create unlogged table seed_order_channels as
    select row_number() over (order by sp.store_id, sp.partner_id)::int as rn, sp.store_id, sp.partner_id, s.company_id,
           coalesce(a.timezone, ${DEFAULT_TIME_ZONE}) as tz, n.items
    from store_partners sp
    join stores s on s.id = sp.store_id and s.deleted_at is null and s.offboarded_at is null
    left join store_addresses a on a.store_id = s.id and a.address_type = 'Main'
    join lateral (select count(*)::int as items from seed_order_items i where i.store_id = sp.store_id) n on n.items > 0
    where sp.is_active`);
  await db.execute(sql`create unique index on seed_order_channels (rn)`);
  await db.execute(sql`analyze seed_order_items`);
  await db.execute(sql`analyze seed_order_channels`);
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

async function insertBatch(tx: Tx, b: { lo: number; hi: number; idBase: number; channels: number; seed: number }) {
  // Each order's choices, from one hash of its number: the channel, item, quantity, day, minute and fate.
  const picked = sql`
    select ${b.idBase}::bigint + g.n as id, g.n, x.h, c.partner_id, c.store_id, c.company_id, i.id as item_id, i.name as item_name, i.cents,
           1 + (x.h / 7) % 2 as quantity,
           (((now() at time zone c.tz)::date - (1 + (x.h / 11) % ${HISTORY_DAYS})::int)::timestamp
             + make_interval(mins => (480 + (x.h / 1009) % 840)::int)) at time zone c.tz as placed_at
    from generate_series(${b.lo}::bigint, ${b.hi}::bigint) g(n)
    cross join lateral (select abs(hashint8(g.n * 1000003 + ${b.seed}))::bigint as h) x
    join seed_order_channels c on c.rn = 1 + x.h % ${b.channels}
    join seed_order_items i on i.store_id = c.store_id and i.rn = 1 + (x.h / 3) % c.items`;
  // Drawn once into a scratch table: the order and its line both read it.
  await tx.execute(sql`create temp table seed_order_batch on commit drop as ${picked}`);
  await tx.execute(sql`
    insert into orders (id, partner_id, partner_order_id, store_id, company_id, state, placed_at, accepted_at, ready_at, completed_at, cancelled_at,
                        subtotal_cents, fees_cents, tax_cents, tip_cents, total_cents, customer_name, items_text)
    overriding system value
    select id, partner_id, 'LG-' || n, store_id, company_id,
           case when h % 100 < 3 then 'cancelled' else 'completed' end,
           placed_at,
           case when h % 100 < 3 then null else placed_at + interval '2 minutes' end,
           case when h % 100 < 3 then null else placed_at + interval '15 minutes' end,
           case when h % 100 < 3 then null else placed_at + interval '35 minutes' end,
           case when h % 100 < 3 then placed_at + interval '4 minutes' end,
           quantity * cents, 299, round(quantity * cents * 0.08), (h % 4) * 100,
           quantity * cents + 299 + round(quantity * cents * 0.08) + (h % 4) * 100,
           null, quantity || ' x ' || item_name
    from seed_order_batch`);
  await tx.execute(sql`insert into order_lines (order_id, store_item_id, name, quantity, price_cents) select id, item_id, item_name, quantity, cents from seed_order_batch`);
  const range = sql`o.id between ${b.idBase + b.lo} and ${b.idBase + b.hi}`;
  // 2.5% missing an item, 1.2% the wrong one, 2.3% late (of the orders not cancelled).
  await tx.execute(sql`
    insert into order_issues (order_id, kind, item_name, note, created_at)
    select o.id, k.kind, '', k.note, o.placed_at + interval '1 hour'
    from (select id, placed_at, abs(hashint8(id * 17)) % 1000 as h from orders o where ${range} and state <> 'cancelled') o
    join (values (0, 25, 'missing_item', 'Customer reported an item missing'), (25, 37, 'wrong_item', 'Customer received another item'),
                 (37, 60, 'late', 'Delivered 20 minutes late')) k(lo, hi, kind, note) on o.h >= k.lo and o.h < k.hi`);
  // 5% of completed orders rated.
  await tx.execute(sql`
    insert into order_feedback (partner_id, partner_order_id, store_id, order_id, rating, comment, created_at)
    select o.partner_id, o.partner_order_id, o.store_id, o.id, 5 - (o.h / 10) % 4, null, o.completed_at + interval '3 hours'
    from (select *, abs(hashint8(id * 29)) % 100 as h from orders o where ${range} and state = 'completed') o
    where o.h < 5`);
}
