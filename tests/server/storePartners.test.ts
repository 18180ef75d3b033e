import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StorePartner } from '../../src/contract/channels.ts';
import { selectRows } from '../../server/db/rows.ts';
import { EVERY_DAY, makeItems, makeMenu, makeStore, PARTNER } from './factories/channels.ts';
import { demoSessions } from './fixtures/demo.ts';

const NO_COMPANY_ACCESS = "You don't have access to this company";

let s: Awaited<ReturnType<typeof demoSessions>>;
let storeId: number;
let itemIds: number[];

const links = async () => (await s.owner({ url: `/api/stores/${storeId}/store-partner` })).json() as StorePartner[];
const linkRows = () => selectRows<{ partner_id: number; upcharge: string | number }>(s.t.database.db, sql`select partner_id, upcharge from store_partners where store_id = ${storeId} order by partner_id`);

beforeAll(async () => {
  s = await demoSessions();
  storeId = await makeStore(s.t.database.db, s.cornerId, 'Partners Test Store');
  itemIds = await makeItems(s.t.database.db, storeId, s.cornerId, [
    { name: 'Cola 12 oz', price: 2.49, category: 'Beverages', tags: ['Best Seller'] },
    { name: 'Sea Salt Chips', price: 3.99, category: 'Snacks' },
  ]);
  await makeMenu(s.t.database.db, storeId, { name: 'All Day', itemIds, hours: EVERY_DAY('08:00', '22:00') });
});
afterAll(() => s.t.close());

describe('GET /stores/dsps', () => {
  it('lists the partner directory to those who see channel settings', async () => {
    const answer = await s.owner({ url: '/api/stores/dsps' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().map((row: { id: number; name: string }) => [row.id, row.name])).toEqual([
      [1, 'DoorDash'],
      [2, 'UberEats'],
      [3, 'GrubHub'],
      [4, 'LulaDirect'],
    ]);
    expect(answer.json()[0]).toEqual({ id: 1, name: 'DoorDash', created_at: expect.any(String), updated_at: expect.any(String), deleted_at: null });
    expect((await s.staff({ url: '/api/stores/dsps' })).statusCode).toBe(403);
    expect((await s.t.app.inject({ url: '/api/stores/dsps' })).statusCode).toBe(401);
  });
});

describe('linking, editing and unlinking partners', () => {
  it('links a partner with every field of spec §3, clamping percentages to 0-100', async () => {
    const created = await s.owner({
      method: 'POST',
      url: `/api/stores/${storeId}/store-partner`,
      payload: {
        partnerName: 'UberEats',
        partnerStoreId: ' UE-77 ',
        upcharge: 150,
        deliveryUpcharge: 10,
        pickupUpcharge: -5,
        orderEnabled: true,
        menuEnabled: true,
        posEnabled: false,
        sellsAlcohol: true,
        sellsTobacco: false,
        enableDelivery: true,
        deliveryInstructions: 'Ring twice',
        enablePickup: true,
        pickupInstructions: '',
        deliveryFee: 2.99,
        pickupFee: 0,
        isDoordashRetail: false,
        batchId: 'B-1',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toEqual({
      id: expect.any(Number),
      partnerId: PARTNER.UberEats,
      partnerName: 'UberEats',
      partnerStoreId: 'UE-77',
      storeId,
      orderEnabled: true,
      menuEnabled: true,
      posEnabled: false,
      upcharge: 100,
      deliveryUpcharge: 10,
      pickupUpcharge: 0,
      sellsAlcohol: true,
      sellsTobacco: false,
      enableDelivery: true,
      deliveryInstructions: 'Ring twice',
      enablePickup: true,
      pickupInstructions: null,
      deliveryFee: 2.99,
      pickupFee: 0,
      isDoordashRetail: false,
      batchId: 'B-1',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(await links()).toEqual([created.json()]);
    expect(await linkRows()).toEqual([{ partner_id: PARTNER.UberEats, upcharge: expect.anything() }]);
    expect(Number((await linkRows())[0].upcharge)).toBe(100);
  });

  it('refuses a second link to the same partner (409) and bad input with the field named (400)', async () => {
    const post = (payload: object) => s.owner({ method: 'POST', url: `/api/stores/${storeId}/store-partner`, payload });
    expect((await post({ partnerName: 'UberEats' })).statusCode).toBe(409);
    const cases: [object, string][] = [
      [{}, 'partnerName is required'],
      [{ partnerName: 'Deliveroo' }, 'partnerName must be equal to one of the allowed values'],
      [{ partnerName: 'DoorDash', deliveryFee: -1 }, 'deliveryFee must be >= 0'],
      [{ partnerName: 'DoorDash', upcharge: 'lots' }, 'upcharge must be number'],
      [{ partnerName: 'DoorDash', partnerStoreId: 'x'.repeat(65) }, 'partnerStoreId must NOT have more than 64 characters'],
      [{ partnerName: 'DoorDash', orderEnabled: 'perhaps' }, 'orderEnabled must be boolean'],
    ];
    for (const [payload, message] of cases) {
      const response = await post(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message, JSON.stringify(payload)).toBe(message);
    }
    expect((await links()).map((link) => link.partnerName)).toEqual(['UberEats']);
  });

  it('refuses staff without lm_edit_channel_settings and another company, changing nothing', async () => {
    const payload = { partnerName: 'GrubHub', partnerStoreId: 'GH-1' };
    const staff = await s.staff({ method: 'POST', url: `/api/stores/${storeId}/store-partner`, payload });
    expect(staff.statusCode).toBe(403);
    expect((await s.staff({ url: `/api/stores/${storeId}/store-partner` })).statusCode).toBe(403);
    const quick = await s.quick({ method: 'POST', url: `/api/stores/${storeId}/store-partner`, payload });
    expect(quick.statusCode).toBe(403);
    expect(quick.json().message).toBe(NO_COMPANY_ACCESS);
    for (const call of [
      { method: 'GET' as const, url: `/api/stores/${storeId}/store-partner` },
      { method: 'PATCH' as const, url: `/api/stores/${storeId}/store-partner`, payload: { partnerName: 'UberEats', upcharge: 1 } },
      { method: 'DELETE' as const, url: `/api/stores/${storeId}/store-partner/${PARTNER.UberEats}` },
      { method: 'GET' as const, url: `/api/stores/${storeId}/store-partner/${PARTNER.UberEats}/menu-details` },
      { method: 'POST' as const, url: `/api/stores/${storeId}/partner-menu-push/${PARTNER.UberEats}` },
    ]) {
      const response = await s.quick(call);
      expect(response.statusCode, call.url).toBe(403);
      expect(response.json().message).toBe(NO_COMPANY_ACCESS);
    }
    expect((await links()).map((link) => link.partnerName)).toEqual(['UberEats']);
    expect(Number((await linkRows())[0].upcharge)).toBe(100);
  });

  it('completes the onboarding request of the partner it links, and lets the internal user link too', async () => {
    const requested = await s.owner({ method: 'POST', url: `/api/stores/onboarding/${storeId}`, payload: { partner_name: 'GrubHub' } });
    expect(requested.statusCode).toBe(201);
    const linked = await s.internal({ method: 'POST', url: `/api/stores/${storeId}/store-partner`, payload: { partnerName: 'GrubHub', partnerStoreId: 'GH-77' } });
    expect(linked.statusCode).toBe(201);
    const statuses = (await s.owner({ url: `/api/stores/onboarding/store/${storeId}/statuses` })).json();
    expect(statuses.map((row: { partner_name: string; status: string }) => [row.partner_name, row.status])).toEqual([
      ['GrubHub', 'completed'],
      ['UberEats', 'completed'],
    ]);
    const requests = (await s.owner({ url: `/api/stores/onboarding/store/${storeId}/requests` })).json();
    expect(requests).toEqual([expect.objectContaining({ partner_name: 'GrubHub', status: 'completed' })]);
  });

  it('changes a link named by partnerName or id, clamping again', async () => {
    const patch = (payload: object) => s.owner({ method: 'PATCH', url: `/api/stores/${storeId}/store-partner`, payload });
    const byName = await patch({ partnerName: 'UberEats', deliveryUpcharge: 250, deliveryInstructions: 'Side door' });
    expect(byName.statusCode, byName.body).toBe(200);
    expect(byName.json()).toMatchObject({ partnerName: 'UberEats', deliveryUpcharge: 100, deliveryInstructions: 'Side door', upcharge: 100 });
    const byId = await patch({ id: byName.json().id, upcharge: 0, deliveryUpcharge: 10 });
    expect(byId.json()).toMatchObject({ upcharge: 0, deliveryUpcharge: 10 });
    expect((await patch({ upcharge: 3 })).json()).toEqual({ message: 'partnerName is required (or the link\u2019s id)' });
    expect((await patch({ partnerName: 'DoorDash', upcharge: 3 })).statusCode).toBe(404);
    expect((await patch({ id: byName.json().id, partnerName: 'GrubHub' })).statusCode).toBe(400);
    const staff = await s.staff({ method: 'PATCH', url: `/api/stores/${storeId}/store-partner`, payload: { partnerName: 'UberEats', upcharge: 50 } });
    expect(staff.statusCode).toBe(403);
    expect((await links()).find((link) => link.partnerName === 'UberEats')).toMatchObject({ upcharge: 0, deliveryUpcharge: 10 });
  });

  it('asks before unlinking a partner with a push under way, then fails that push when forced', async () => {
    const push = await s.owner({ method: 'POST', url: `/api/stores/${storeId}/partner-menu-push/${PARTNER.GrubHub}` });
    expect(push.statusCode).toBe(202);
    const unlink = (query = '') => s.owner({ method: 'DELETE', url: `/api/stores/${storeId}/store-partner/${PARTNER.GrubHub}${query}` });
    const asked = await unlink();
    expect(asked.statusCode).toBe(409);
    expect(asked.json().message).toBe('A menu push to GrubHub is under way. Unlink anyway with force=true; the push will be marked failed.');
    expect((await s.staff({ method: 'DELETE', url: `/api/stores/${storeId}/store-partner/${PARTNER.GrubHub}?force=true` })).statusCode).toBe(403);
    expect((await unlink('?force=maybe')).statusCode).toBe(400);
    const forced = await unlink('?force=true');
    expect(forced.statusCode).toBe(200);
    expect((await links()).map((link) => link.partnerName)).toEqual(['UberEats']);
    const task = (await s.owner({ url: `/api/stores/${storeId}/menu/sync-status?syncStatusId=${push.json().id}` })).json().sync_status[0];
    expect(task).toMatchObject({ status: 'failed', message: 'Unlinked from GrubHub while the push was under way' });
    // Its job then finds the task closed and pushes nothing.
    await s.t.app.jobs.drain();
    expect((await s.owner({ url: `/api/stores/${storeId}/menu/sync-status?syncStatusId=${push.json().id}` })).json().sync_status[0].status).toBe('failed');
    const statuses = (await s.owner({ url: `/api/stores/onboarding/store/${storeId}/statuses` })).json();
    expect(statuses.map((row: { partner_name: string; status: string }) => [row.partner_name, row.status])).toEqual([
      ['GrubHub', 'deactivated'],
      ['UberEats', 'completed'],
    ]);
    expect((await unlink()).statusCode).toBe(404);
    // Unlinked, it can be onboarded again.
    expect((await s.owner({ method: 'POST', url: `/api/stores/onboarding/${storeId}`, payload: { partner_name: 'GrubHub' } })).statusCode).toBe(201);
  });
});

describe('UberEats POS integration', () => {
  it('turns the POS on through the sandbox and the status shows it', async () => {
    const status = () => s.owner({ url: `/api/stores/${storeId}/pos-integration-status/UberEats` });
    expect((await status()).json()).toMatchObject({ pos_enabled: false, connected: false, status: 'POS integration off' });
    const on = await s.owner({ method: 'POST', url: `/api/dsp-integration/v1/stores/${storeId}/partners/ubereats-pos`, payload: {} });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json()).toMatchObject({ partner: 'UberEats', pos_enabled: true, connected: true, status: 'Connected' });
    expect((await status()).json()).toMatchObject({ pos_enabled: true, connected: true, status: 'Connected' });
    expect((await links()).find((link) => link.partnerName === 'UberEats')!.posEnabled).toBe(true);
    // The partner's own state: turning it on only on our side is not connected.
    await s.t.database.db.execute(sql`update sandbox_partner_stores set pos_active = false where partner = 'UberEats' and partner_store_id = 'UE-77'`);
    expect((await status()).json()).toMatchObject({ pos_enabled: true, connected: false, status: 'Waiting for UberEats to turn the POS integration on' });
    const off = await s.owner({ method: 'POST', url: `/api/dsp-integration/v1/stores/${storeId}/partners/ubereats-pos`, payload: { enabled: false } });
    expect(off.json()).toMatchObject({ pos_enabled: false, connected: false });
  });

  it('refuses bad input, staff, another company, a store without UberEats and a store UberEats reports in error', async () => {
    const url = `/api/dsp-integration/v1/stores/${storeId}/partners/ubereats-pos`;
    const bad = await s.owner({ method: 'POST', url, payload: { enabled: 'sure' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('enabled must be boolean');
    expect((await s.staff({ method: 'POST', url, payload: {} })).statusCode).toBe(403);
    expect((await s.quick({ method: 'POST', url, payload: {} })).json().message).toBe(NO_COMPANY_ACCESS);
    const bare = await makeStore(s.t.database.db, s.cornerId, 'No UberEats Here');
    expect((await s.owner({ method: 'POST', url: `/api/dsp-integration/v1/stores/${bare}/partners/ubereats-pos`, payload: {} })).statusCode).toBe(404);
    await s.owner({ method: 'POST', url: `/api/stores/${bare}/store-partner`, payload: { partnerName: 'UberEats', partnerStoreId: 'ERR-5' } });
    const refused = await s.owner({ method: 'POST', url: `/api/dsp-integration/v1/stores/${bare}/partners/ubereats-pos`, payload: {} });
    expect(refused.statusCode).toBe(502);
    expect(refused.json().message).toBe('UberEats refused to turn on the POS integration of store ERR-5');
  });
});

describe('menu details', () => {
  it('answers has_menus and the storefront web_url, 404 for a partner not linked, 403 for staff', async () => {
    const details = await s.owner({ url: `/api/stores/${storeId}/store-partner/${PARTNER.UberEats}/menu-details` });
    expect(details.json()).toEqual({ has_menus: false, web_url: expect.stringMatching(/^http:\/\/.+\/sandbox\/ubereats\/stores\/UE-77$/) });
    await s.owner({ method: 'POST', url: `/api/stores/${storeId}/partner-menu-push/${PARTNER.UberEats}` });
    await s.t.app.jobs.drain();
    expect((await s.owner({ url: `/api/stores/${storeId}/store-partner/${PARTNER.UberEats}/menu-details` })).json().has_menus).toBe(true);
    expect((await s.owner({ url: `/api/stores/${storeId}/store-partner/${PARTNER.DoorDash}/menu-details` })).statusCode).toBe(404);
    expect((await s.staff({ url: `/api/stores/${storeId}/store-partner/${PARTNER.UberEats}/menu-details` })).statusCode).toBe(403);
    const bad = await s.owner({ url: `/api/stores/${storeId}/store-partner/abc/menu-details` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('partnerId must be integer');
  });
});

describe('menu push requests', () => {
  it('refuses a partner not linked (404), a link with menu sync off (400), staff and bad ids', async () => {
    const push = (partnerId: number | string, as = s.owner) => as({ method: 'POST', url: `/api/stores/${storeId}/partner-menu-push/${partnerId}` });
    expect((await push(PARTNER.DoorDash)).statusCode).toBe(404);
    await s.owner({ method: 'POST', url: `/api/stores/${storeId}/store-partner`, payload: { partnerName: 'LulaDirect', partnerStoreId: 'LD-77', menuEnabled: false } });
    const off = await push(PARTNER.LulaDirect);
    expect(off.statusCode).toBe(400);
    expect(off.json().message).toBe('menuEnabled is off for LulaDirect: turn it on to push menus to LulaDirect');
    expect((await push(PARTNER.UberEats, s.staff)).statusCode).toBe(403);
    expect((await push('x')).json().message).toBe('partnerId must be integer');
    expect((await s.owner({ method: 'POST', url: `/api/stores/999999/partner-menu-push/2` })).statusCode).toBe(404);
  });
});

describe('GET /stores/{id}/fee-preview', () => {
  it('prices a handful of items for each linked partner as a push would', async () => {
    const [beverages] = await selectRows<{ id: number }>(s.t.database.db, sql`select id from categories where name = 'Beverages'`);
    const [bestSeller] = await selectRows<{ id: number }>(s.t.database.db, sql`select id from item_tags where name = 'Best Seller'`);
    await s.t.database.db.execute(sql`
      insert into store_fees (store_id, partner_id, fee_type, percent, flat_fee, scope, scope_values) values
        (${storeId}, null, 'percent_plus_fee', 5, 0, 'all', null),
        (${storeId}, ${PARTNER.UberEats}, 'percent_plus_fee', 10, 0.25, 'category', array[${String(beverages.id)}]),
        (${storeId}, null, 'flat_fee', 0, 0.5, 'tag', array[${String(bestSeller.id)}])`);
    const answer = await s.owner({ url: `/api/stores/${storeId}/fee-preview` });
    expect(answer.statusCode, answer.body).toBe(200);
    const [cola, chips] = answer.json().items;
    expect(cola).toMatchObject({ id: itemIds[0], name: 'Cola 12 oz', price: 2.49, category: 'Beverages' });
    // Cola carries the Best Seller tag: the tag rule ($0.50 flat) beats UberEats's Beverages rule; then the 10 % delivery upcharge.
    expect(cola.prices).toEqual([
      { partner_id: PARTNER.UberEats, partner_name: 'UberEats', price_cents: 329, pickup_price_cents: 299, fee_rule_id: expect.any(Number), upcharge: 10 },
      { partner_id: PARTNER.LulaDirect, partner_name: 'LulaDirect', price_cents: 299, pickup_price_cents: 299, fee_rule_id: expect.any(Number), upcharge: 0 },
    ]);
    // Chips: the every-partner 5 % rule: 3.99 × 1.05 = 4.1895 → 419, × 1.10 for UberEats = 4.60845 → 461.
    expect(chips.prices.map((price: { price_cents: number }) => price.price_cents)).toEqual([461, 419]);
    const one = await s.owner({ url: `/api/stores/${storeId}/fee-preview?partner_id=${PARTNER.LulaDirect}&limit=1` });
    expect(one.json().items).toHaveLength(1);
    expect(one.json().items[0].prices.map((price: { partner_name: string }) => price.partner_name)).toEqual(['LulaDirect']);
  });

  it('needs lm_view_fee_settings, refuses another company and names a bad field', async () => {
    expect((await s.staff({ url: `/api/stores/${storeId}/fee-preview` })).statusCode).toBe(403);
    expect((await s.quick({ url: `/api/stores/${storeId}/fee-preview` })).json().message).toBe(NO_COMPANY_ACCESS);
    const bad = await s.owner({ url: `/api/stores/${storeId}/fee-preview?limit=0` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('limit must be >= 1');
  });
});

describe('every channel route of a store', () => {
  const routes = (id: number | string) => [
    { method: 'GET' as const, url: `/api/stores/${id}/store-partner` },
    { method: 'POST' as const, url: `/api/stores/${id}/store-partner`, payload: { partnerName: 'DoorDash' } },
    { method: 'PATCH' as const, url: `/api/stores/${id}/store-partner`, payload: { partnerName: 'UberEats', upcharge: 1 } },
    { method: 'DELETE' as const, url: `/api/stores/${id}/store-partner/${PARTNER.UberEats}` },
    { method: 'GET' as const, url: `/api/stores/${id}/store-partner/${PARTNER.UberEats}/menu-details` },
    { method: 'GET' as const, url: `/api/stores/${id}/store-partner/${PARTNER.UberEats}/menu-diff` },
    { method: 'POST' as const, url: `/api/stores/${id}/partner-menu-push/${PARTNER.UberEats}` },
    { method: 'GET' as const, url: `/api/stores/${id}/fee-preview` },
    { method: 'POST' as const, url: `/api/dsp-integration/v1/stores/${id}/partners/ubereats-pos`, payload: {} },
    { method: 'GET' as const, url: `/api/stores/${id}/menu/sync-status` },
    { method: 'DELETE' as const, url: `/api/stores/${id}/menu/sync-status/1` },
    { method: 'DELETE' as const, url: `/api/stores/${id}/menu/sync-status` },
    { method: 'GET' as const, url: `/api/stores/${id}/store-partners/unsync-count/` },
  ];

  it('refuses another company\u2019s merchant with the same 403, changing nothing', async () => {
    const before = await links();
    for (const call of routes(storeId)) {
      const response = await s.quick(call);
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(403);
      expect(response.json().message).toBe(NO_COMPANY_ACCESS);
    }
    expect(await links()).toEqual(before);
  });

  it('names a store id that is not a number', async () => {
    for (const call of routes('abc')) {
      const response = await s.owner(call);
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(400);
      expect(response.json().message, `${call.method} ${call.url}`).toBe('id must be integer');
    }
  });

  it('serves a storefront only for the sandbox partners', async () => {
    expect((await s.t.app.inject({ url: '/sandbox/deliveroo/stores/X-1' })).statusCode).toBe(400);
    const none = await s.t.app.inject({ url: '/sandbox/grubhub/stores/NOPE-1' });
    expect(none.statusCode).toBe(404);
    expect(none.body).toContain('GrubHub holds no menu for this store yet.');
  });
});
