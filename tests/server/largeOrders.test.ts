import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../server/db/rows.ts';
import { parseSeedArgs } from '../../server/db/seed/large/args.ts';
import { seedOrders } from '../../server/db/seed/large/orders.ts';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
let before: number;

beforeAll(async () => {
  t = await createTestApp();
  before = Number((await selectRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from orders`))[0].n);
  await seedOrders(t.database.db, 3000, 42);
}, 120_000);
afterAll(() => t?.close());

describe('large data set orders', () => {
  it('adds the orders asked for, with a line each, on active channels of stores with items', async () => {
    const [row] = await selectRows<{ added: number; lines: number; unlinked: number; wrong_item: number; wrong_subtotal: number }>(
      t.database.db,
      sql`select count(*)::int as added,
                 (select count(*)::int from order_lines l join orders o on o.id = l.order_id where o.partner_order_id like 'LG-%') as lines,
                 count(*) filter (where not exists (select 1 from store_partners sp where sp.store_id = o.store_id and sp.partner_id = o.partner_id and sp.is_active))::int as unlinked,
                 count(*) filter (where not exists (select 1 from order_lines l join store_items i on i.id = l.store_item_id and i.store_id = o.store_id where l.order_id = o.id))::int as wrong_item,
                 count(*) filter (where o.subtotal_cents <> (select sum(l.quantity * l.price_cents) from order_lines l where l.order_id = o.id))::int as wrong_subtotal
          from orders o where o.partner_order_id like 'LG-%'`,
    );
    expect(row).toEqual({ added: 3000, lines: 3000, unlinked: 0, wrong_item: 0, wrong_subtotal: 0 });
    const [{ n }] = await selectRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from orders`);
    expect(n).toBe(before + 3000);
  });

  it('places them over the last 90 days, between 08:00 and 22:00 of the store’s local time', async () => {
    const [row] = await selectRows<{ outside: number; oldest_days: number; future: number }>(
      t.database.db,
      sql`select count(*) filter (where ((o.placed_at at time zone a.timezone)::time < '08:00' or (o.placed_at at time zone a.timezone)::time >= '22:00'))::int as outside,
                 max(now()::date - o.placed_at::date)::int as oldest_days,
                 count(*) filter (where o.placed_at > now())::int as future
          from orders o join store_addresses a on a.store_id = o.store_id and a.address_type = 'Main' where o.partner_order_id like 'LG-%'`,
    );
    expect(row.outside).toBe(0);
    expect(row.future).toBe(0);
    expect(row.oldest_days).toBeLessThanOrEqual(91);
  });

  it('leaves rollups equal to a direct sum over every order, on the stores’ local days', async () => {
    const [row] = await selectRows<{ direct: string; rolled: string; items: string; direct_items: string }>(
      t.database.db,
      sql`select (select string_agg(x, ',' order by x) from (
                    select o.store_id || '/' || o.partner_id || '/' || z.day || '=' || count(*)
                           || ':' || coalesce(sum(o.subtotal_cents) filter (where o.state <> 'cancelled'), 0) as x
                    from orders o left join store_addresses a on a.store_id = o.store_id and a.address_type = 'Main'
                    cross join lateral (select (o.placed_at at time zone coalesce(a.timezone, 'America/New_York'))::date as day) z
                    group by o.store_id, o.partner_id, z.day) d) as direct,
                 (select string_agg(x, ',' order by x) from (
                    select store_id || '/' || partner_id || '/' || day || '=' || orders || ':' || gross_cents as x from order_rollups_daily) r) as rolled,
                 (select sum(quantity)::text from order_item_rollups_daily) as items,
                 (select sum(l.quantity)::text from order_lines l join orders o on o.id = l.order_id where o.state <> 'cancelled') as direct_items`,
    );
    expect(row.rolled).toBe(row.direct);
    expect(row.items).toBe(row.direct_items);
  });

  it('takes the order count from --orders, 10M by default', () => {
    expect(parseSeedArgs([]).orders).toBe(10_000_000);
    expect(parseSeedArgs(['--orders', '250000']).orders).toBe(250_000);
    expect(parseSeedArgs(['--orders', '0']).orders).toBe(0);
    expect(() => parseSeedArgs(['--orders', 'many'])).toThrow(/--orders/);
  });
});
