import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../server/db/rows.ts';
import { foldCompanyDays } from '../../server/services/orders/companyDays.ts';
import type { WebhookOrder } from '../../src/contract/orders.ts';
import { factories, type Factories } from './factories/index.ts';
import { linkPartner, orderBody, postWebhook } from './factories/orders.ts';
import { dailyRollups, directDailySums, directItemSums, itemRollups, monthSteps } from './fixtures/rollupSums.ts';
import { createTestApp, type TestApp } from './helpers.ts';

const NOW = new Date('2026-11-24T18:00:00Z');
let t: TestApp;
let f: Factories;

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  f = factories(t);
});
afterAll(() => t?.close());

type Sent = { partner: 'doordash' | 'grubhub'; body: WebhookOrder | Record<string, unknown> };

describe('new orders arriving at the same moment (group commit)', () => {
  let companyId: number;
  const answers: { sent: Sent; status: number; result?: string; id?: number; message?: string }[] = [];
  let news: Sent[] = [];

  // 80 new orders at two stores (one in Honolulu) × two channels, over two months, many in the same hours and days,
  // sent all at once with copies of some (the same and a later state), one for a store nobody linked, one the
  // schema refuses and one only the database refuses (year 0, valid for the schema and JavaScript's dates).
  beforeAll(async () => {
    const company = await f.company();
    companyId = company.id;
    const links: { partner: 'doordash' | 'grubhub'; storeId: string }[] = [];
    for (const timezone of ['America/New_York', 'Pacific/Honolulu']) {
      const store = await f.store(company.id, { timezone });
      links.push({ partner: 'doordash', storeId: await linkPartner(t.database.db, store.id, 1) });
      links.push({ partner: 'grubhub', storeId: await linkPartner(t.database.db, store.id, 3) });
    }
    news = Array.from({ length: 80 }, (_, k) => {
      const link = links[k % links.length]!;
      const placed = new Date(Date.UTC(2026, 9, 28 + (k % 9), 9 + (k % 3) * 7, k % 60));
      const items = [
        { name: ['Milk', 'Bread', 'Eggs'][k % 3]!, quantity: 1 + (k % 2), price_cents: 300 + k },
        { name: 'Coffee', quantity: 1, price_cents: 450 },
      ];
      const subtotal = items.reduce((sum, item) => sum + item.quantity * item.price_cents, 0);
      const cancelled = k % 7 === 0;
      const body = orderBody(link.storeId, {
        placed_at: placed.toISOString(),
        state: cancelled ? 'cancelled' : 'completed',
        ...(cancelled ? { cancelled_at: new Date(placed.getTime() + 60_000).toISOString() } : { completed_at: new Date(placed.getTime() + 1_800_000).toISOString() }),
        subtotal_cents: subtotal,
        total_cents: subtotal + 250,
        items,
        // The same issue twice: stored once, so counted once.
        issues: k % 5 === 0 ? [{ type: 'missing_item', item_name: 'Coffee' }, { type: 'missing_item', item_name: 'Coffee' }, { type: 'late' }] : [],
      });
      return { partner: link.partner, body };
    });
    const first = news[0]!.body as WebhookOrder;
    const second = news[1]!.body as WebhookOrder;
    const sent: Sent[] = [
      ...news,
      { ...news[0]!, body: { ...first } },
      { ...news[0]!, body: { ...first } },
      { ...news[1]!, body: { ...second, state: 'cancelled', cancelled_at: second.completed_at } },
      { partner: 'doordash', body: orderBody('nobody-linked-this') },
      { partner: 'doordash', body: { ...orderBody(links[0]!.storeId), total_cents: -1 } },
      { partner: 'doordash', body: orderBody(links[0]!.storeId, { placed_at: '0000-06-01T00:00:00Z' }) },
    ];
    const responses = await Promise.all(sent.map((s) => postWebhook(t.app, s.partner, s.body)));
    responses.forEach((response, k) => {
      const json = response.json();
      answers.push({ sent: sent[k]!, status: response.statusCode, result: json.result, id: json.id, message: json.message });
    });
  });

  it('answers each order on its own: created once, copies unchanged or updated, the bad ones refused alone', async () => {
    const firstId = answers[0]!.id;
    expect(answers.slice(0, 80).map((a) => a.status)).not.toContain(400);
    const byStatus = (from: number, to: number) => answers.slice(from, to).map((a) => [a.status, a.result ?? a.message]);
    // Order 0 and its two copies: one created, two unchanged, one id.
    expect([answers[0]!, answers[80]!, answers[81]!].map((a) => a.result).sort()).toEqual(['created', 'unchanged', 'unchanged']);
    expect(new Set([answers[0]!.id, answers[80]!.id, answers[81]!.id])).toEqual(new Set([firstId]));
    // Order 1 and its later state: one created, one updated.
    expect([answers[1]!, answers[82]!].map((a) => a.result).sort()).toEqual(['created', 'updated']);
    expect(answers.slice(2, 80).every((a) => a.status === 201 && a.result === 'created')).toBe(true);
    expect(byStatus(83, 86)).toEqual([
      [400, 'store_id: no store is linked to this partner as "nobody-linked-this"'],
      [400, expect.stringContaining('total_cents')],
      [400, 'A value in the request is not valid'],
    ]);
    const ids = await selectRows<{ n: number; xacts: number }>(
      t.database.db,
      sql`select count(*)::int as n, count(distinct xmin::text)::int as xacts from orders where company_id = ${companyId}`,
    );
    // 80 orders stored, and fewer commits than orders: those that arrived together were written together.
    expect(ids[0]!.n).toBe(80);
    expect(ids[0]!.xacts).toBeLessThan(40);
    for (const sent of answers.slice(83)) {
      const orderId = (sent.sent.body as { order_id: string }).order_id;
      expect(Number((await selectRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from orders where partner_order_id = ${orderId}`))[0]!.n)).toBe(0);
    }
  });

  it('keeps every rollup equal to the direct sums over the stored orders', async () => {
    const direct = await selectRows(t.database.db, directDailySums(companyId));
    expect(direct.length).toBeGreaterThan(20);
    const daily = await selectRows(t.database.db, dailyRollups(companyId));
    expect(daily).toEqual(direct);

    const hourly = await selectRows(
      t.database.db,
      sql`select store_id, partner_id, hour, orders, gross_cents::text as gross from order_rollups_hourly where company_id = ${companyId} and orders > 0 order by 1, 2, 3`,
    );
    const hourlyDirect = await selectRows(
      t.database.db,
      sql`select store_id, partner_id, date_trunc('hour', placed_at at time zone 'UTC') at time zone 'UTC' as hour, count(*)::int as orders,
                 coalesce(sum(subtotal_cents) filter (where state <> 'cancelled'), 0)::bigint::text as gross
          from orders where company_id = ${companyId} group by 1, 2, 3 order by 1, 2, 3`,
    );
    expect(hourly).toEqual(hourlyDirect);
    expect(hourly.length).toBeLessThan(80);

    const items = await selectRows(t.database.db, itemRollups(companyId));
    const itemsDirect = await selectRows(t.database.db, directItemSums(companyId));
    expect(items).toEqual(itemsDirect);

    // Months: running totals whose steps are the days, several days of one month taken in one batch.
    const steps = await selectRows(t.database.db, monthSteps(companyId));
    expect(steps).toEqual(direct);
    // Each day the orders touched was marked for the company fold: once folded, the company days are the store days' sums.
    await foldCompanyDays(t.database.db);
    const companyDays = sql`select partner_id, day::text as day, orders, gross_cents::text as gross from order_rollups_company_daily where company_id = ${companyId} and orders > 0 order by 1, 2`;
    const storeDaySums = sql`select partner_id, day::text as day, sum(orders)::int as orders, sum(gross_cents)::bigint::text as gross
      from order_rollups_daily where company_id = ${companyId} group by 1, 2 having sum(orders) > 0 order by 1, 2`;
    expect(await selectRows(t.database.db, companyDays)).toEqual(await selectRows(t.database.db, storeDaySums));
  });
});
