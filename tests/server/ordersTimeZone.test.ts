import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { factories, type Factories } from './factories/index.ts';
import { linkPartner, orderBody, postWebhook } from './factories/orders.ts';
import { ACCOUNTS, createTestApp, type TestApp } from './helpers.ts';

// 2026-11-21 09:45 UTC: still the evening of Nov 20 in Honolulu (UTC-10), already Nov 21 everywhere east.
const NOW = new Date('2026-11-21T09:45:00Z');
let t: TestApp;
let f: Factories;

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  f = factories(t);
});
afterAll(() => t?.close());

describe('analytics days are the store’s local days', () => {
  it('counts an order at 23:30 in Honolulu and one at 00:30 in Kiritimati on their local days', async () => {
    const company = await f.company();
    const honolulu = await f.store(company.id, { timezone: 'Pacific/Honolulu' });
    const kiritimati = await f.store(company.id, { timezone: 'Pacific/Kiritimati' });
    const honoluluId = await linkPartner(t.database.db, honolulu.id, 1);
    const kiritimatiId = await linkPartner(t.database.db, kiritimati.id, 1);
    // 23:30 on Nov 20 in Honolulu is 09:30 UTC on Nov 21; 00:30 on Nov 21 in Kiritimati (UTC+14) is 10:30 UTC on Nov 20.
    const late = orderBody(honoluluId, { placed_at: '2026-11-21T09:30:00Z', items: [{ name: 'Poke', quantity: 1, price_cents: 1250 }] });
    const early = orderBody(kiritimatiId, { placed_at: '2026-11-20T10:30:00Z', items: [{ name: 'Toddy', quantity: 1, price_cents: 1250 }] });
    expect((await postWebhook(t.app, 'doordash', late)).statusCode).toBe(201);
    expect((await postWebhook(t.app, 'doordash', early)).statusCode).toBe(201);

    const internal = await t.as(ACCOUNTS.internal);
    const byDay = async (storeId: number) =>
      (await internal({ url: `/api/analytics/sales?from=2026-11-19&to=2026-11-22&group_by=day&store_id=${storeId}` }))
        .json()
        .rows.filter((row: { orders: number }) => row.orders > 0)
        .map((row: { day: string; orders: number }) => [row.day, row.orders]);
    expect(await byDay(honolulu.id)).toEqual([['2026-11-20', 1]]);
    expect(await byDay(kiritimati.id)).toEqual([['2026-11-21', 1]]);

    const top = async (day: string) =>
      (await internal({ url: `/api/analytics/top-items?from=${day}&to=${day}&company_id=${company.id}` })).json().rows.map((row: { name: string }) => row.name);
    expect(await top('2026-11-20')).toEqual(['Poke']);
    expect(await top('2026-11-21')).toEqual(['Toddy']);

    // The store Home's "today" is the store's own day, and the export's range is in local days too.
    const summary = (await internal({ url: `/api/orders/store/${honolulu.id}/summary` })).json();
    expect(summary).toMatchObject({ today: '2026-11-20', orders: 1, gross_cents: 1250 });
    const csv = await internal({ url: `/api/orders/${honolulu.id}/export_to_csv?from=2026-11-20&to=2026-11-20` });
    expect(csv.body.trim().split('\r\n')).toHaveLength(2);
    const nextDay = await internal({ url: `/api/orders/${honolulu.id}/export_to_csv?from=2026-11-21&to=2026-11-21` });
    expect(nextDay.body.trim().split('\r\n')).toHaveLength(1);
  });
});
