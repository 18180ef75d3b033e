import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { selectRows } from '../../server/db/rows.ts';
import { itemsTextOfLinesSql } from '../../server/services/orders/itemsText.ts';
import { foldCompanyDays } from '../../server/services/orders/companyDays.ts';
import { DEFAULT_TIME_ZONE } from '../../server/services/stores/hours.ts';
import { SalesGroups, type SalesGroup, type WebhookOrder } from '../../src/contract/orders.ts';
import { factories, type Factories, type Inject } from './factories/index.ts';
import { linkPartner, orderBody, postWebhook } from './factories/orders.ts';
import { dailyRollups, directDailySums, directItemSums, itemRollups, monthSteps } from './fixtures/rollupSums.ts';
import { ACCOUNTS, createTestApp, type TestApp } from './helpers.ts';

const NOW = new Date('2026-11-24T18:00:00Z');
let t: TestApp;
let f: Factories;

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  f = factories(t);
});
afterAll(() => t?.close());

const count = async (query: ReturnType<typeof sql>) => Number((await selectRows<{ n: number }>(t.database.db, query))[0].n);

describe('order webhook', () => {
  let partnerStoreId: string;
  let storeId: number;
  beforeAll(async () => {
    const company = await f.company();
    storeId = (await f.store(company.id)).id;
    partnerStoreId = await linkPartner(t.database.db, storeId, 1);
  });

  it('refuses an unsigned or badly signed order with 401 and stores nothing', async () => {
    const body = orderBody(partnerStoreId);
    const unsigned = await postWebhook(t.app, 'doordash', body, null);
    expect(unsigned.statusCode).toBe(401);
    const forged = await postWebhook(t.app, 'doordash', body, 'sha256=' + '0'.repeat(64));
    expect(forged.statusCode).toBe(401);
    // Signed with another partner's secret: not this partner's signature.
    const otherPartner = await postWebhook(t.app, 'doordash', body, (await import('../../server/services/orders/signature.ts')).signBody(t.app.webhookSecrets.ubereats, JSON.stringify(body)));
    expect(otherPartner.statusCode).toBe(401);
    expect(unsigned.json().message).toMatch(/signed/);
    expect(await count(sql`select count(*)::int as n from orders where partner_order_id = ${body.order_id}`)).toBe(0);
  });

  it('refuses a signed but invalid order with 400 naming the field, and stores nothing', async () => {
    const body = orderBody(partnerStoreId);
    const { total_cents: _dropped, ...missingTotal } = body;
    const missing = await postWebhook(t.app, 'doordash', missingTotal);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain('total_cents');
    const badQuantity = await postWebhook(t.app, 'doordash', { ...body, items: [{ name: 'X', quantity: 0, price_cents: 1 }] });
    expect(badQuantity.statusCode).toBe(400);
    expect(badQuantity.json().message).toContain('quantity');
    const unknownStore = await postWebhook(t.app, 'doordash', { ...body, store_id: 'nobody' });
    expect(unknownStore.statusCode).toBe(400);
    expect(unknownStore.json().message).toContain('store_id');
    // Linked to DoorDash, not to UberEats.
    expect((await postWebhook(t.app, 'ubereats', body)).statusCode).toBe(400);
    const cancelledWithoutTime = await postWebhook(t.app, 'doordash', { ...body, state: 'cancelled' });
    expect(cancelledWithoutTime.json().message).toContain('cancelled_at');
    const notJson = await t.app.inject({ method: 'POST', url: '/api/dsp-integration/v1/webhooks/doordash', payload: '{nope', headers: { 'content-type': 'application/json' } });
    expect(notJson.statusCode).toBe(400);
    const badEvent = await postWebhook(t.app, 'doordash', { event: 'refund' });
    expect(badEvent.statusCode).toBe(400);
    expect(await count(sql`select count(*)::int as n from orders where partner_order_id = ${body.order_id}`)).toBe(0);
  });

  it('counts the same order once, however often it arrives', async () => {
    const body = orderBody(partnerStoreId, { placed_at: '2026-11-20T10:15:00Z' });
    const first = await postWebhook(t.app, 'doordash', body);
    expect(first.statusCode).toBe(201);
    expect(first.json().result).toBe('created');
    const again = await Promise.all([1, 2, 3].map(() => postWebhook(t.app, 'doordash', body)));
    expect(again.map((r) => r.json().result)).toEqual(['unchanged', 'unchanged', 'unchanged']);
    expect(await count(sql`select count(*)::int as n from orders where partner_order_id = ${body.order_id}`)).toBe(1);
    expect(await count(sql`select orders as n from order_rollups_daily where store_id = ${storeId} and day = '2026-11-20'`)).toBe(1);
    expect(await count(sql`select gross_cents::int as n from order_rollups_daily where store_id = ${storeId} and day = '2026-11-20'`)).toBe(1250);
  });

  it('counts a new order once when its copies arrive at the same moment, with its lines, issues and item sales', async () => {
    const body = orderBody(partnerStoreId, {
      placed_at: '2026-11-22T09:00:00Z',
      items: [
        { name: 'Cold Brew', quantity: 2, price_cents: 500 },
        { name: 'Bagel', quantity: 1, price_cents: 250 },
      ],
      issues: [{ type: 'missing_item', item_name: 'Bagel' }],
    });
    const answers = await Promise.all([1, 2, 3, 4].map(() => postWebhook(t.app, 'doordash', body)));
    expect(answers.map((r) => r.json().result).sort()).toEqual(['created', 'unchanged', 'unchanged', 'unchanged']);
    expect(await count(sql`select count(*)::int as n from orders where partner_order_id = ${body.order_id}`)).toBe(1);
    expect(await count(sql`select count(*)::int as n from order_lines l join orders o on o.id = l.order_id where o.partner_order_id = ${body.order_id}`)).toBe(2);
    expect(await count(sql`select count(*)::int as n from order_issues i join orders o on o.id = i.order_id where o.partner_order_id = ${body.order_id}`)).toBe(1);
    expect(await count(sql`select orders as n from order_rollups_daily where store_id = ${storeId} and day = '2026-11-22'`)).toBe(1);
    expect(await count(sql`select missing_items as n from order_rollups_daily where store_id = ${storeId} and day = '2026-11-22'`)).toBe(1);
    expect(await count(sql`select sales_cents::int as n from order_item_rollups_daily where store_id = ${storeId} and day = '2026-11-22' and item_name = 'Cold Brew'`)).toBe(1000);
  });

  it("keeps the lines' export text on the order, as the stored lines read (the export's items column)", async () => {
    const body = orderBody(partnerStoreId, {
      items: [
        { name: 'Tea, "green"', quantity: 2, price_cents: 300 },
        { name: '=SUM(A1)', quantity: 1, price_cents: 100 },
        { name: 'Bagel', quantity: 3, price_cents: 250 },
      ],
    });
    expect((await postWebhook(t.app, 'doordash', body)).statusCode).toBe(201);
    const [order] = await selectRows<{ items_text: string | null; from_lines: string | null }>(
      t.database.db,
      sql`select o.items_text, ${itemsTextOfLinesSql(sql`o.id`)} as from_lines from orders o where o.partner_order_id = ${body.order_id}`,
    );
    expect(order.items_text).toBe('2 x Tea, "green"; 1 x =SUM(A1); 3 x Bagel');
    expect(order.items_text).toBe(order.from_lines);
  });

  it('moves a cancelled order out of the sales and keeps feedback once', async () => {
    const body = orderBody(partnerStoreId, { placed_at: '2026-11-21T10:15:00Z' });
    await postWebhook(t.app, 'doordash', body);
    const cancelled = await postWebhook(t.app, 'doordash', { ...body, state: 'cancelled', cancelled_at: '2026-11-21T10:20:00Z' });
    expect(cancelled.json().result).toBe('updated');
    const [day] = await selectRows<{ orders: number; cancelled: number; gross_cents: string }>(
      t.database.db,
      sql`select orders, cancelled, gross_cents::text from order_rollups_daily where store_id = ${storeId} and day = '2026-11-21'`,
    );
    expect(day).toEqual({ orders: 1, cancelled: 1, gross_cents: '0' });
    const feedback = { event: 'feedback', order_id: body.order_id, store_id: partnerStoreId, rating: 2, comment: 'Cold', created_at: '2026-11-21T12:00:00Z' };
    expect((await postWebhook(t.app, 'doordash', feedback)).statusCode).toBe(201);
    expect((await postWebhook(t.app, 'doordash', feedback)).json().result).toBe('unchanged');
    expect((await postWebhook(t.app, 'doordash', { ...feedback, rating: 9 })).statusCode).toBe(400);
    expect(await count(sql`select count(*)::int as n from order_feedback where store_id = ${storeId}`)).toBe(1);
  });
});

/** A small deterministic generator: the same random data on every run. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

describe('rollups', () => {
  let companyId: number;
  let firstStoreId: number;

  // 60 random orders over 70 days (three months) at two stores × two channels, some cancelled, with issues;
  // then later states of a third of them, and a few sent again unchanged.
  beforeAll(async () => {
    const next = random(42);
    const pick = <T>(values: readonly T[]) => values[Math.floor(next() * values.length)];
    const company = await f.company();
    companyId = company.id;
    const links: { partner: 'doordash' | 'grubhub'; storeId: string }[] = [];
    for (let s = 0; s < 2; s++) {
      const store = await f.store(company.id);
      if (s === 0) firstStoreId = store.id;
      links.push({ partner: 'doordash', storeId: await linkPartner(t.database.db, store.id, 1) });
      links.push({ partner: 'grubhub', storeId: await linkPartner(t.database.db, store.id, 3) });
    }
    const sent: { partner: 'doordash' | 'grubhub'; body: WebhookOrder }[] = [];
    for (let k = 0; k < 60; k++) {
      const link = pick(links);
      const placed = new Date(NOW.getTime() - Math.floor(next() * 70 * 86_400_000));
      const items = Array.from({ length: 1 + Math.floor(next() * 3) }, () => ({
        name: pick(['Milk', 'Bread', 'Eggs', 'Coffee', 'Apples']),
        quantity: 1 + Math.floor(next() * 3),
        price_cents: 100 + Math.floor(next() * 900),
      }));
      const subtotal = items.reduce((sum, item) => sum + item.quantity * item.price_cents, 0);
      const cancelled = next() < 0.15;
      const body = orderBody(link.storeId, {
        placed_at: placed.toISOString(),
        state: cancelled ? 'cancelled' : pick(['placed', 'accepted', 'completed'] as const),
        subtotal_cents: subtotal,
        total_cents: subtotal + 300,
        items,
        issues: next() < 0.2 ? [{ type: pick(['missing_item', 'wrong_item', 'late'] as const), item_name: items[0].name }] : [],
      });
      if (body.state === 'cancelled') body.cancelled_at = new Date(placed.getTime() + 60_000).toISOString();
      if (body.state === 'completed') body.completed_at = new Date(placed.getTime() + 1_800_000).toISOString();
      sent.push({ partner: link.partner, body });
      expect((await postWebhook(t.app, link.partner, body)).statusCode).toBe(201);
    }
    // Later states of a third of them: cancellations, a late issue, a corrected total.
    for (const [k, { partner, body }] of sent.entries()) {
      if (k % 3 !== 0) continue;
      const change =
        k % 2 === 0
          ? { ...body, state: 'cancelled' as const, cancelled_at: new Date(Date.parse(body.placed_at) + 120_000).toISOString() }
          : { ...body, subtotal_cents: body.subtotal_cents + 50, issues: [...(body.issues ?? []), { type: 'late' as const }] };
      expect((await postWebhook(t.app, partner, change)).statusCode).toBe(200);
      sent[k] = { partner, body: change };
    }
    for (const { partner, body } of sent.slice(0, 4)) expect((await postWebhook(t.app, partner, body)).json().result).toBe('unchanged');
  });

  it('equal a direct sum over the orders on random data, after changes', async () => {
    const direct = await selectRows(t.database.db, directDailySums(companyId));
    const rolled = await selectRows(t.database.db, dailyRollups(companyId));
    expect(rolled).toEqual(direct);
    expect(direct.length).toBeGreaterThan(5);

    const hourly = await selectRows(
      t.database.db,
      sql`select r.store_id, partner_id, (hour at time zone a.timezone)::date::text as day, sum(orders)::int as orders, sum(gross_cents)::bigint::text as gross
          from order_rollups_hourly r join store_addresses a on a.store_id = r.store_id and a.address_type = 'Main' where company_id = ${companyId} group by 1, 2, 3 having sum(orders) > 0 order by 1, 2, 3`,
    );
    expect(hourly).toEqual(direct.map((row) => ({ store_id: row.store_id, partner_id: row.partner_id, day: row.day, orders: row.orders, gross: row.gross })));

    const directItems = await selectRows(t.database.db, directItemSums(companyId));
    const rolledItems = await selectRows(t.database.db, itemRollups(companyId));
    expect(rolledItems).toEqual(directItems);

    // Store months: running totals whose steps are the days.
    const steps = await selectRows(t.database.db, monthSteps(companyId));
    expect(steps).toEqual(direct);
    expect(await count(sql`select count(distinct month)::int as n from order_rollups_monthly where company_id = ${companyId}`)).toBeGreaterThan(2);

    // Company days: marked by the intake, the same sums once folded.
    const companyDaysDirect = await selectRows(
      t.database.db,
      sql`select partner_id, day::text as day, sum(orders)::int as orders, sum(cancelled)::int as cancelled, sum(gross_cents)::bigint::text as gross,
                 sum(total_cents)::bigint::text as total, sum(missing_items)::int as missing, sum(wrong_items)::int as wrong, sum(late)::int as late
          from order_rollups_daily where company_id = ${companyId} group by 1, 2 having sum(orders) > 0 order by 1, 2`,
    );
    await foldCompanyDays(t.database.db);
    expect(await count(sql`select count(*)::int as n from order_rollup_dirty_days`)).toBe(0);
    const companyRolled = await selectRows(
      t.database.db,
      sql`select partner_id, day::text as day, orders, cancelled, gross_cents::text as gross, total_cents::text as total, missing_items as missing,
                 wrong_items as wrong, late
          from order_rollups_company_daily where company_id = ${companyId} and orders > 0 order by 1, 2`,
    );
    expect(companyRolled).toEqual(companyDaysDirect);
  });

  it('answer every sales grouping with the direct sums over the orders, before and after the company days are folded', async () => {
    // Two more orders while the clock stands still: the intake folds at most once a second, so the second one's
    // company day stays marked, its company row behind its store rows, until the explicit fold below.
    const [link] = await selectRows<{ id: string }>(t.database.db, sql`select partner_store_id as id from store_partners where store_id = ${firstStoreId} and partner_id = 1`);
    const frozen = vi.spyOn(Date, 'now').mockReturnValue(Date.now());
    for (const placed of ['2026-10-15T15:00:00Z', '2026-11-05T15:00:00Z']) expect((await postWebhook(t.app, 'doordash', orderBody(link.id, { placed_at: placed }))).statusCode).toBe(201);
    frozen.mockRestore();
    const behind = sql`select count(*)::int as n
      from (select company_id, partner_id, day, sum(orders) as orders from order_rollups_daily
            where (company_id, day) in (select company_id, day from order_rollup_dirty_days) group by 1, 2, 3) s
      left join order_rollups_company_daily c using (company_id, partner_id, day) where c.orders is distinct from s.orders`;
    expect(await count(behind)).toBeGreaterThan(0);

    const orders = await selectRows<OrderSums>(
      t.database.db,
      sql`select o.company_id, o.store_id, o.partner_id, (o.placed_at at time zone coalesce(a.timezone, ${DEFAULT_TIME_ZONE}))::date::text as day,
                 p.name as channel, count(*)::int as orders, count(*) filter (where o.state = 'cancelled')::int as cancelled,
                 coalesce(sum(o.subtotal_cents) filter (where o.state <> 'cancelled'), 0)::bigint::text as gross_cents,
                 coalesce(sum(o.total_cents) filter (where o.state <> 'cancelled'), 0)::bigint::text as total_cents,
                 sum((select count(*) from order_issues i where i.order_id = o.id and i.kind = 'missing_item'))::int as missing_items,
                 sum((select count(*) from order_issues i where i.order_id = o.id and i.kind = 'wrong_item'))::int as wrong_items,
                 sum((select count(*) from order_issues i where i.order_id = o.id and i.kind = 'late'))::int as late
          from orders o join partners p on p.id = o.partner_id left join store_addresses a on a.store_id = o.store_id and a.address_type = 'Main'
          group by 1, 2, 3, 4, 5`,
    );
    const keyOf: Record<SalesGroup, (row: OrderSums) => string> = {
      company: (row) => String(row.company_id),
      store: (row) => String(row.store_id),
      channel: (row) => row.channel,
      day: (row) => row.day,
      day_channel: (row) => `${row.day} ${row.channel}`,
    };
    const asInternal = await t.as(ACCOUNTS.internal);
    const ranges = [
      ['2026-09-20', '2026-11-24'],
      ['2026-10-01', '2026-11-10'],
      ['2026-10-10', '2026-10-20'],
    ];
    const scopes: { query: string; keep: (row: OrderSums) => boolean }[] = [
      { query: '', keep: () => true },
      { query: `&company_id=${companyId}`, keep: (row) => row.company_id === companyId },
      { query: `&company_id=${companyId}&channel=DoorDash`, keep: (row) => row.company_id === companyId && row.partner_id === 1 },
      { query: `&store_id=${firstStoreId}`, keep: (row) => row.store_id === firstStoreId },
    ];
    const check = async () => {
      for (const [from, to] of ranges) {
        for (const scope of scopes) {
          for (const group of SalesGroups) {
            const answer = await asInternal({ method: 'GET', url: `/api/analytics/sales?from=${from}&to=${to}&group_by=${group}${scope.query}` });
            expect(answer.statusCode).toBe(200);
            const sums = new Map<string, Record<string, number>>();
            for (const row of orders.filter((r) => scope.keep(r) && r.day >= from && r.day <= to)) {
              const sum = sums.get(keyOf[group](row)) ?? Object.fromEntries(MEASURES.map((m) => [m, 0]));
              for (const m of MEASURES) sum[m] += Number(row[m]);
              sums.set(keyOf[group](row), sum);
            }
            const answered = (answer.json().rows as Record<string, unknown>[])
              .filter((row) => row.orders !== 0)
              .map((row) => [row.key, Object.fromEntries(MEASURES.map((m) => [m, row[m]]))]);
            const expected = [...sums].filter(([, sum]) => sum.orders !== 0);
            const byKey = (a: readonly unknown[], b: readonly unknown[]) => String(a[0]).localeCompare(String(b[0]));
            expect({ group, from, to, scope: scope.query, rows: answered.sort(byKey) }).toEqual({ group, from, to, scope: scope.query, rows: expected.sort(byKey) });
          }
        }
      }
    };
    await check();
    await foldCompanyDays(t.database.db);
    expect(await count(behind)).toBe(0);
    await check();

    // A page of the rows in their order, with how many there are in all; the CSV keeps every row.
    const range = 'from=2026-09-20&to=2026-11-24&group_by=store';
    const all = (await asInternal({ method: 'GET', url: `/api/analytics/sales?${range}` })).json();
    expect(all.rows.length).toBeGreaterThan(3);
    expect(all.total).toBe(all.rows.length);
    const page = await asInternal({ method: 'GET', url: `/api/analytics/sales?${range}&offset=1&limit=2` });
    expect(page.json()).toEqual({ rows: all.rows.slice(1, 3), total: all.rows.length });
    const csv = await asInternal({ method: 'GET', url: `/api/analytics/sales/export_to_csv?${range}&offset=1&limit=2` });
    expect(csv.body.trim().split('\r\n')).toHaveLength(all.rows.length + 1);
    const tooMany = await asInternal({ method: 'GET', url: `/api/analytics/sales?${range}&limit=101` });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toMatch(/limit/);
  });
});

const MEASURES = ['orders', 'cancelled', 'gross_cents', 'total_cents', 'missing_items', 'wrong_items', 'late'] as const;
type OrderSums = { company_id: number; store_id: number; partner_id: number; day: string; channel: string } & Record<(typeof MEASURES)[number], number | string>;

describe('downtime', () => {
  it('counts paused minutes inside store hours only, with the usual sales of those hours', async () => {
    const company = await f.company();
    const store = await f.store(company.id, { timezone: 'America/New_York' });
    const partnerStoreId = await linkPartner(t.database.db, store.id, 2);
    // Usual sales: the Wednesday a week before, 15:00 and 16:00 UTC (10 and 11 in New York).
    for (const [placed, cents] of [['2026-11-11T15:10:00Z', 4000], ['2026-11-11T16:10:00Z', 8000]] as const) {
      const body = orderBody(partnerStoreId, { placed_at: placed, subtotal_cents: cents, total_cents: cents, items: [{ name: 'Tea', quantity: 1, price_cents: cents }] });
      expect((await postWebhook(t.app, 'ubereats', body)).statusCode).toBe(201);
    }
    await t.database.db.execute(sql`
      insert into channel_pauses (store_id, partner_id, started_at, ends_at, resumed_at) values
        (${store.id}, 2, '2026-11-18T15:00:00Z', '2026-11-18T18:00:00Z', '2026-11-18T17:00:00Z'),  -- 10:00-12:00 open: 120
        (${store.id}, 2, '2026-11-18T03:00:00Z', '2026-11-18T05:00:00Z', null),                   -- 22:00-24:00 closed: 0
        (${store.id}, 2, '2026-11-19T02:00:00Z', '2026-11-19T04:00:00Z', null)                    -- 21:00-23:00: 60 open`);
    const owner = await f.user({ companyId: company.id });
    const as = await f.signIn(owner);
    const response = await as({ method: 'GET', url: `/api/analytics/downtime?from=2026-11-18&to=2026-11-19&group_by=channel` });
    expect(response.statusCode).toBe(200);
    expect(response.json().rows).toEqual([{ key: 'UberEats', label: 'UberEats', minutes: 180, lost_cents: (4000 + 8000) / 4 }]);
    const csv = await as({ method: 'GET', url: `/api/analytics/downtime/export_to_csv?from=2026-11-18&to=2026-11-19&group_by=store` });
    expect(csv.body).toBe(`group,downtime_minutes,estimated_lost_sales\r\n${store.name},180,30.00\r\n`);
  });
});

describe('permissions and tenancy', () => {
  let a: Awaited<ReturnType<Factories['tenant']>>;
  let otherOwner: Inject;
  let noPermissions: Inject;
  beforeAll(async () => {
    a = await f.tenant();
    const partnerStoreId = await linkPartner(t.database.db, a.store.id, 1);
    await postWebhook(t.app, 'doordash', orderBody(partnerStoreId, { placed_at: '2026-11-24T15:00:00Z', customer_name: '=HYPERLINK("x")' }));
    otherOwner = (await f.tenant()).as;
    noPermissions = await f.signIn(await f.user({ companyId: a.company.id, permissions: ['view_employees'] }));
  });

  const storeRoutes = () => [
    `/api/orders/${a.store.id}/export_to_csv?from=2026-11-01&to=2026-11-24`,
    `/api/orders/store/${a.store.id}/summary`,
    `/api/orders/store/${a.store.id}/activity`,
    `/api/orders/store/${a.store.id}/feedback`,
    `/api/analytics/sales?from=2026-11-01&to=2026-11-24&group_by=store&store_id=${a.store.id}`,
    `/api/analytics/top-items?from=2026-11-01&to=2026-11-24&store_id=${a.store.id}`,
    `/api/analytics/downtime?from=2026-11-01&to=2026-11-24&group_by=store&store_id=${a.store.id}`,
  ];
  const companyRoutes = () => [
    `/api/analytics/sales?from=2026-11-01&to=2026-11-24&group_by=channel&company_id=${a.company.id}`,
    `/api/analytics/sales/export_to_csv?from=2026-11-01&to=2026-11-24&group_by=channel&company_id=${a.company.id}`,
    `/api/analytics/top-items?from=2026-11-01&to=2026-11-24&company_id=${a.company.id}`,
    `/api/analytics/downtime?from=2026-11-01&to=2026-11-24&group_by=channel&company_id=${a.company.id}`,
    `/api/analytics/downtime/export_to_csv?from=2026-11-01&to=2026-11-24&group_by=channel&company_id=${a.company.id}`,
    `/api/analytics/orders-today?company_id=${a.company.id}`,
  ];

  it('answers the own company and internal users', async () => {
    const internal = await t.as(ACCOUNTS.internal);
    for (const url of [...storeRoutes(), ...companyRoutes()]) {
      expect((await a.as({ method: 'GET', url })).statusCode, url).toBe(200);
      expect((await internal({ method: 'GET', url })).statusCode, url).toBe(200);
    }
    expect((await internal({ method: 'GET', url: '/api/analytics/platform/now' })).statusCode).toBe(200);
  });

  it('refuses another company with 403', async () => {
    for (const url of [...storeRoutes(), ...companyRoutes()]) {
      const response = await otherOwner({ method: 'GET', url });
      expect(response.statusCode, url).toBe(403);
      expect(response.json().message).toBe("You don't have access to this company");
    }
  });

  it('refuses a user without the permission with 403, and merchants the platform view', async () => {
    for (const url of [...storeRoutes(), ...companyRoutes()]) expect((await noPermissions({ method: 'GET', url })).statusCode, url).toBe(403);
    expect((await a.as({ method: 'GET', url: '/api/analytics/platform/now' })).statusCode).toBe(403);
    const ordersOnly = await f.signIn(await f.user({ companyId: a.company.id, permissions: ['lm_view_orders'] }));
    expect((await ordersOnly({ method: 'GET', url: `/api/orders/store/${a.store.id}/summary` })).statusCode).toBe(200);
    expect((await ordersOnly({ method: 'GET', url: `/api/orders/store/${a.store.id}/activity` })).statusCode).toBe(403);
    expect((await ordersOnly({ method: 'GET', url: `/api/orders/store/${a.store.id}/feedback` })).statusCode).toBe(403);
  });

  it('answers bad input with 400 naming the field', async () => {
    const cases: [string, string][] = [
      ['/api/analytics/sales?from=2026-11-10&to=2026-11-01&group_by=day', 'to'],
      ['/api/analytics/sales?from=2026-11-01&to=2026-11-10&group_by=week', 'group_by'],
      ['/api/analytics/sales?from=2026-13-01&to=2026-11-10&group_by=day', 'from'],
      ['/api/analytics/sales?from=2024-01-01&to=2026-11-10&group_by=day', 'to'],
      ['/api/analytics/sales?to=2026-11-10&group_by=day', 'from'],
      ['/api/analytics/top-items?from=2026-11-01&to=2026-11-10&limit=0', 'limit'],
      ['/api/analytics/downtime?from=2026-11-01&to=2026-11-10&group_by=channel&channel=Nope', 'channel'],
      [`/api/orders/${a.store.id}/export_to_csv?from=2026-11-01`, 'to'],
    ];
    for (const [url, field] of cases) {
      const response = await a.as({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().message, url).toContain(field);
    }
  });

  it('exports the store orders as CSV with formulas defused, and shows them on the store Home', async () => {
    const csv = await a.as({ method: 'GET', url: `/api/orders/${a.store.id}/export_to_csv?from=2026-11-24&to=2026-11-24` });
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('order_id,channel,partner_order_id,state,placed_at,completed_at,cancelled_at,customer_name,items,subtotal,fees,tax,tip,total');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"")"`);
    expect(lines[1]).toMatch(/,12\.50,1\.99,1\.00,2\.00,17\.49$/);
    const summary = (await a.as({ method: 'GET', url: `/api/orders/store/${a.store.id}/summary` })).json();
    expect(summary).toMatchObject({ today: '2026-11-24', orders: 1, gross_cents: 1250 });
    expect(summary.latest[0]).toMatchObject({ partner: 'DoorDash', items: 1, total_cents: 1749 });
  });
});
