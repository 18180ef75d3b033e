import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../server/db/rows.ts';
import { signBody } from '../../server/services/orders/signature.ts';
import { SIGNATURE_HEADER } from '../../src/contract/orders.ts';
import { factories } from './factories/index.ts';
import { linkPartner } from './factories/orders.ts';
import { createTestApp, type TestApp } from './helpers.ts';

// A Wednesday, 10:00 in New York (00:00 Thursday in Tokyo); the clock runs on from there.
const START = Date.parse('2026-11-18T15:00:00Z');
const WINDOW_MS = 4000;
let t: TestApp;
const stores: Record<string, number> = {};
const webhookAnswers: { status: number; signed: boolean }[] = [];

beforeAll(async () => {
  const started = Date.now();
  t = await createTestApp({
    now: () => new Date(START + (Date.now() - started)),
    // 36,000 an hour: one order every 100 ms tick; outcomes 300 ms after each order.
    sandboxOrders: { perHour: 36_000, seed: 7, tickMs: 100, outcomeAfterMs: 300 },
  });
  const f = factories(t);
  const db = t.database.db;
  // Only this test's stores take orders: the demo stores' links are turned off.
  await db.execute(sql`update store_partners set is_active = false`);
  const company = await f.company();
  const store = async (name: string, options: { timezone?: string; items?: boolean; partners?: number[] }) => {
    const { id } = await f.store(company.id, { timezone: options.timezone ?? 'America/New_York' });
    if (options.items ?? true) for (const price of [4.5, 7.25, 12]) await f.storeItem(id, { price });
    for (const partner of options.partners ?? [1]) await linkPartner(db, id, partner);
    stores[name] = id;
    return id;
  };
  const open = await store('open', { partners: [1, 2] });
  await store('closedByHours', { timezone: 'Asia/Tokyo' });
  const paused = await store('paused', {});
  await store('noItems', { items: false });
  await store('unlinked', { partners: [] });
  const closedTill = await store('closedTill', {});
  await db.execute(sql`update stores set closed_till = ${new Date(START + 86_400_000).toISOString()}::timestamptz where id = ${closedTill}`);
  await db.execute(sql`insert into channel_pauses (store_id, partner_id, started_at, ends_at) values
    (${paused}, 1, ${new Date(START - 3_600_000).toISOString()}::timestamptz, ${new Date(START + 3_600_000).toISOString()}::timestamptz),
    (${open}, 2, ${new Date(START - 3_600_000).toISOString()}::timestamptz, ${new Date(START + 3_600_000).toISOString()}::timestamptz)`);

  t.app.addHook('onResponse', async (request, reply) => {
    if (!request.url.startsWith('/api/dsp-integration/v1/webhooks/')) return;
    const partner = request.url.split('/').pop() as keyof typeof t.app.webhookSecrets;
    const signed = request.rawBody !== undefined && request.headers[SIGNATURE_HEADER] === signBody(t.app.webhookSecrets[partner], request.rawBody);
    webhookAnswers.push({ status: reply.statusCode, signed });
  });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  await new Promise((resolve) => setTimeout(resolve, WINDOW_MS));
  await t.app.close();
}, 60_000);
afterAll(() => t?.close());

const sandboxOrders = () =>
  selectRows<{ store_id: number; partner_id: number; state: string; issues: number; feedback: number }>(
    t.database.db,
    sql`select o.store_id, o.partner_id, o.state,
               (select count(*)::int from order_issues i where i.order_id = o.id) as issues,
               (select count(*)::int from order_feedback fb where fb.order_id = o.id) as feedback
        from orders o where o.partner_order_id like 'SBX-7-%'`,
  );

describe('sandbox partner orders', () => {
  it('arrive over the signed webhook, only for linked, open stores with items', async () => {
    const orders = await sandboxOrders();
    expect(orders.length).toBeGreaterThan(3);
    // The store is open, DoorDash is open there; its UberEats channel is paused.
    expect(new Set(orders.map((order) => `${order.store_id}/${order.partner_id}`))).toEqual(new Set([`${stores.open}/1`]));
    expect(webhookAnswers.length).toBeGreaterThanOrEqual(orders.length);
    expect(webhookAnswers.every((answer) => answer.signed && answer.status < 300)).toBe(true);
  });

  it('send closed, paused, empty and unlinked stores nothing', async () => {
    const [row] = await selectRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from orders where store_id in (${stores.closedByHours}, ${stores.paused}, ${stores.noItems}, ${stores.unlinked}, ${stores.closedTill})`,
    );
    expect(row.n).toBe(0);
  });

  it('complete or cancel the orders later, counted once in the rollups', async () => {
    const orders = await sandboxOrders();
    expect(orders.filter((order) => order.state === 'completed' || order.state === 'cancelled').length).toBeGreaterThan(0);
    const [rollup] = await selectRows<{ orders: number }>(t.database.db, sql`select coalesce(sum(orders), 0)::int as orders from order_rollups_daily where store_id = ${stores.open}`);
    expect(rollup.orders).toBe(orders.length);
  });

  it('stop when the server closes', async () => {
    const before = (await sandboxOrders()).length;
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await sandboxOrders()).length).toBe(before);
  });
});
