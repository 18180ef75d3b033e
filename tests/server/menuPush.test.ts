import { sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SyncStatus } from '../../src/contract/channels.ts';
import { selectRows } from '../../server/db/rows.ts';
import { buildPartnerMenu, payloadLink } from '../../server/services/channels/menuPayload.ts';
import { findLink } from '../../server/services/channels/links.ts';
import { addModifierGroup, EVERY_DAY, makeItems, makeMenu, makeStore, PARTNER } from './factories/channels.ts';
import { CORNER, reader } from './fixtures/demo.ts';
import { ACCOUNTS, createTestApp, type TestApp } from './helpers.ts';

type Inject = (options: InjectOptions) => Promise<LightMyRequestResponse>;

/** A store of its own on a fresh test app: items, an All Day menu, a DoorDash-only menu, a fee rule. */
async function pushFixture(t: TestApp, name: string) {
  const db = t.database.db;
  const companyId = await reader(t).companyId(CORNER);
  const storeId = await makeStore(db, companyId, name);
  const [cola, chips, sandwich] = await makeItems(db, storeId, companyId, [
    { name: 'Cola 12 oz', price: 2.49, category: 'Beverages', image: 'https://img.example/cola.png' },
    { name: 'Sea Salt Chips', price: 3.99, category: 'Snacks' },
    { name: 'Turkey Sandwich', price: 7.5, category: 'Deli' },
  ]);
  const allDay = await makeMenu(db, storeId, { name: 'All Day', itemIds: [cola, chips, sandwich], hours: EVERY_DAY('08:00', '22:00') });
  const doorDashOnly = await makeMenu(db, storeId, { name: 'Late Night', itemIds: [chips], hours: EVERY_DAY('22:00', '23:59'), channels: [PARTNER.DoorDash] });
  await addModifierGroup(db, storeId, sandwich, { name: 'Bread Choice', min: 1, max: 1, options: [['Rye', 0], ['Sourdough', 0.5]] });
  const [beverages] = await selectRows<{ id: number }>(db, sql`select id from categories where name = 'Beverages'`);
  await db.execute(sql`insert into store_fees (store_id, partner_id, fee_type, percent, flat_fee, scope, scope_values)
                       values (${storeId}, null, 'percent_plus_fee', 10, 0.25, 'category', array[${String(beverages.id)}])`);
  const owner = await t.as(ACCOUNTS.cornerOwner);
  const link = async (partnerName: string, fields: object = {}) => {
    const response = await owner({ method: 'POST', url: `/api/stores/${storeId}/store-partner`, payload: { partnerName, ...fields } });
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  };
  return { storeId, items: { cola, chips, sandwich }, menus: { allDay, doorDashOnly }, owner, link };
}

const push = async (as: Inject, storeId: number, partnerId: number) => {
  const response = await as({ method: 'POST', url: `/api/stores/${storeId}/partner-menu-push/${partnerId}` });
  expect(response.statusCode, response.body).toBe(202);
  return response.json() as SyncStatus;
};

const task = async (as: Inject, storeId: number, syncId: number) =>
  ((await as({ url: `/api/stores/${storeId}/menu/sync-status?syncStatusId=${syncId}` })).json().sync_status[0]) as SyncStatus;

const jobOf = async (t: TestApp, syncId: number) =>
  (
    await selectRows<{ status: string; attempts: number; last_error: string | null }>(
      t.database.db,
      sql`select j.status, j.attempts, j.last_error from jobs j join menu_sync_status m on m.job_id = j.id where m.id = ${syncId}`,
    )
  )[0];

/** The storefront page web_url points at, and the prices it shows by item id. */
async function storefront(t: TestApp, as: Inject, storeId: number, partnerId: number) {
  const details = (await as({ url: `/api/stores/${storeId}/store-partner/${partnerId}/menu-details` })).json();
  const page = await t.app.inject({ url: new URL(details.web_url).pathname });
  const prices = Object.fromEntries([...page.body.matchAll(/data-item-id="(\d+)" data-price-cents="(\d+)"/g)].map((match) => [Number(match[1]), Number(match[2])]));
  return { details, page, prices };
}

describe('a push to UberEats, end to end', () => {
  let t: TestApp;
  let fixture: Awaited<ReturnType<typeof pushFixture>>;
  beforeAll(async () => {
    t = await createTestApp();
    fixture = await pushFixture(t, 'Push Street UberEats');
    await fixture.link('UberEats', { partnerStoreId: 'UE-PUSH-1', deliveryUpcharge: 10 });
  });
  afterAll(() => t.close());

  it('answers at once with an initiated task, then the worker completes it and the storefront shows the computed prices', async () => {
    const { storeId, owner, items } = fixture;
    const before = await storefront(t, owner, storeId, PARTNER.UberEats);
    expect(before.details.has_menus).toBe(false);
    expect(before.page.statusCode).toBe(404);

    const initiated = await push(owner, storeId, PARTNER.UberEats);
    expect(initiated).toMatchObject({ status: 'initiated', partner_name: 'UberEats', started_at: null, finished_at: null });
    expect((await jobOf(t, initiated.id)).status).toBe('queued');

    await t.app.jobs.drain();
    const done = await task(owner, storeId, initiated.id);
    expect(done).toMatchObject({ status: 'completed', message: 'UberEats accepted the menu: 3 items in 1 menu', item_count: 3, item_errors: [] });
    expect(Date.parse(done.finished_at!)).toBeGreaterThanOrEqual(Date.parse(done.started_at!));

    const after = await storefront(t, owner, storeId, PARTNER.UberEats);
    expect(after.details).toMatchObject({ has_menus: true, web_url: expect.stringMatching(/\/sandbox\/ubereats\/stores\/UE-PUSH-1$/) });
    expect(after.page.statusCode).toBe(200);
    expect(after.page.headers['content-type']).toContain('text/html');
    // Cola: Beverages rule 2.49 × 1.10 + 0.25 = 2.989, then the 10 % delivery upcharge: 3.2879 → $3.29.
    // Chips: no rule, 3.99 × 1.10 = 4.389 → $4.39. Sandwich: 7.50 × 1.10 = $8.25.
    expect(after.prices).toEqual({ [items.cola]: 329, [items.chips]: 439, [items.sandwich]: 825 });
    expect(after.page.body).toContain('$3.29');
    expect(after.page.body).toContain('Bread Choice (Required · Min 1 Max 1): Rye +$0.00, Sourdough +$0.55');
    // The DoorDash-only menu is not UberEats's.
    expect(after.page.body).not.toContain('Late Night');
  });

  it('replaces the whole menu: what a push leaves out disappears', async () => {
    const { storeId, owner, items } = fixture;
    await t.database.db.execute(sql`update menu_items set active = false where store_item_id = ${items.chips}`);
    const sync = await push(owner, storeId, PARTNER.UberEats);
    await t.app.jobs.drain();
    expect((await task(owner, storeId, sync.id)).status).toBe('completed');
    expect(Object.keys((await storefront(t, owner, storeId, PARTNER.UberEats)).prices).map(Number).sort()).toEqual([items.cola, items.sandwich].sort());
    await t.database.db.execute(sql`update menu_items set active = true where store_item_id = ${items.chips}`);
  });

  it('fails a menu without hours with UberEats\u2019s reason, at once, and keeps what UberEats held', async () => {
    const { storeId, owner, items } = fixture;
    const breakfast = await makeMenu(t.database.db, storeId, { name: 'Breakfast', itemIds: [items.cola] });
    const sync = await push(owner, storeId, PARTNER.UberEats);
    await t.app.jobs.drain({ waitMs: 1_000 });
    expect(await task(owner, storeId, sync.id)).toMatchObject({
      status: 'failed',
      message: 'UberEats refused the menu: menu "Breakfast" has no hours (service_availability is empty)',
    });
    expect(await jobOf(t, sync.id)).toMatchObject({ status: 'failed', attempts: 1 });
    expect((await storefront(t, owner, storeId, PARTNER.UberEats)).page.body).not.toContain('Breakfast');

    await t.database.db.execute(sql`insert into menu_hours (menu_id, day_of_week, open_time, close_time) values (${breakfast}, 2, '07:00', '08:00')`);
    const short = await push(owner, storeId, PARTNER.UberEats);
    await t.app.jobs.drain();
    expect((await task(owner, storeId, short.id)).message).toBe(
      'UberEats refused the menu: menu "Breakfast" has a time period of 60 minutes or less (Wednesday 07:00-08:00)',
    );
    await t.database.db.execute(sql`delete from menus where id = ${breakfast}`);
  });

  it('refuses items priced above $375, naming each item', async () => {
    const { storeId, owner, menus } = fixture;
    const companyId = await reader(t).companyId(CORNER);
    const [caviar] = await makeItems(t.database.db, storeId, companyId, [{ name: 'Caviar Tin', price: 400, category: 'Deli' }]);
    await t.database.db.execute(sql`insert into menu_items (menu_id, store_item_id) values (${menus.allDay}, ${caviar})`);
    const sync = await push(owner, storeId, PARTNER.UberEats);
    await t.app.jobs.drain();
    const failed = await task(owner, storeId, sync.id);
    expect(failed.status).toBe('failed');
    expect(failed.message).toBe('UberEats refused the menu: 1 item is priced above $375.00: Caviar Tin ($440.00)');
    expect(failed.item_errors).toEqual([{ item_id: String(caviar), name: 'Caviar Tin', reason: "Price $440.00 is above UberEats's limit of $375.00" }]);
    await t.database.db.execute(sql`delete from menu_items where store_item_id = ${caviar}`);
  });

  it('builds the payload UberEats expects: menus for the partner, hours, categories, cents, modifier limits, images', async () => {
    const { storeId, items, menus } = fixture;
    const link = (await findLink(t.database.db, storeId, PARTNER.UberEats))!;
    const { menu } = await buildPartnerMenu(t.database.db, storeId, await payloadLink(t.database.db, link));
    expect(menu.menus.map((entry) => entry.title)).toEqual(['All Day']);
    expect(menu.menus[0].service_availability).toHaveLength(7);
    expect(menu.menus[0].service_availability[0]).toEqual({ day_of_week: 'monday', time_periods: [{ start_time: '08:00', end_time: '22:00' }] });
    expect(menu.categories.map((category) => [category.title, category.item_ids])).toEqual([
      ['Beverages', [String(items.cola)]],
      ['Snacks', [String(items.chips)]],
      ['Deli', [String(items.sandwich)]],
    ]);
    expect(menu.menus[0].category_ids.map((id) => menu.categories.find((category) => category.id === id)!.title)).toEqual(['Beverages', 'Deli', 'Snacks']);
    const cola = menu.items.find((item) => item.id === String(items.cola))!;
    expect(cola).toMatchObject({ price_cents: 329, pickup_price_cents: 299, image_url: 'https://img.example/cola.png' });
    const sandwich = menu.items.find((item) => item.id === String(items.sandwich))!;
    expect(sandwich.modifier_group_ids).toHaveLength(1);
    expect(menu.modifier_groups).toEqual([
      {
        id: sandwich.modifier_group_ids[0],
        title: 'Bread Choice',
        quantity_info: { min_permitted: 1, max_permitted: 1, max_free: null, max_per_option: null },
        options: [
          { id: expect.any(String), title: 'Rye', price_cents: 0, default_quantity: 0 },
          { id: expect.any(String), title: 'Sourdough', price_cents: 55, default_quantity: 0 },
        ],
      },
    ]);
    // The DoorDash-only menu goes to DoorDash, with the every-partner menu.
    const doorDash = await buildPartnerMenu(t.database.db, storeId, { ...(await payloadLink(t.database.db, link)), partnerId: PARTNER.DoorDash });
    expect(doorDash.menu.menus.map((entry) => Number(entry.id))).toEqual([menus.allDay, menus.doorDashOnly]);
  });
});

describe('asynchronous partners and the others', () => {
  let t: TestApp;
  let fixture: Awaited<ReturnType<typeof pushFixture>>;
  beforeAll(async () => {
    // DoorDash and GrubHub take SANDBOX_LATENCY_MS to process a menu.
    t = await createTestApp({ sandbox: { latencyMs: 3_000 } });
    await t.app.jobs.drain({ waitMs: 8_000 }); // the demo data's own push, so it does not run beside these
    fixture = await pushFixture(t, 'Push Street Async');
    await fixture.link('DoorDash', { partnerStoreId: 'DD-PUSH-2' });
    await fixture.link('GrubHub', { partnerStoreId: 'GH-PUSH-2' });
    await fixture.link('LulaDirect', { partnerStoreId: 'LD-PUSH-2' });
  });
  afterAll(() => t.close());

  it('DoorDash: accepted as a job, the task in progress while it processes, a second push refused, then SUCCESS', async () => {
    const { storeId, owner, items } = fixture;
    const first = await push(owner, storeId, PARTNER.DoorDash);
    expect(first.status).toBe('initiated');
    await t.app.jobs.drain(); // submits; DoorDash is still processing
    const processing = await task(owner, storeId, first.id);
    expect(processing).toMatchObject({ status: 'in_progress', message: expect.stringMatching(/^DoorDash is processing the menu \(job \d+\)$/) });
    expect(processing.started_at).not.toBeNull();
    expect(await jobOf(t, first.id)).toMatchObject({ status: 'queued', attempts: 0 });

    const second = await push(owner, storeId, PARTNER.DoorDash);
    await t.app.jobs.drain();
    expect(await task(owner, storeId, second.id)).toMatchObject({
      status: 'failed',
      message: expect.stringMatching(/^DoorDash is still processing menu job \d+ for this store \(409 Conflict\)/),
    });

    await t.app.jobs.drain({ waitMs: 8_000 });
    expect(await task(owner, storeId, first.id)).toMatchObject({ status: 'completed', message: 'DoorDash menu job SUCCESS: 3 items in 2 menus' });
    expect((await storefront(t, owner, storeId, PARTNER.DoorDash)).prices[items.chips]).toBe(399);
  });

  it('GrubHub: 409 while its ingestion job is active, then PARTIAL_SUCCESS with the refused item shown per item', async () => {
    const { storeId, owner, menus } = fixture;
    const companyId = await reader(t).companyId(CORNER);
    const [freebie] = await makeItems(t.database.db, storeId, companyId, [{ name: 'Free Napkins', price: 0, category: 'Household' }]);
    await t.database.db.execute(sql`insert into menu_items (menu_id, store_item_id) values (${menus.allDay}, ${freebie})`);
    const first = await push(owner, storeId, PARTNER.GrubHub);
    await t.app.jobs.drain();
    expect((await task(owner, storeId, first.id)).message).toMatch(/^GrubHub ingestion job \d+ is (REQUESTED|QUEUED|IN_PROGRESS)$/);
    const second = await push(owner, storeId, PARTNER.GrubHub);
    await t.app.jobs.drain();
    expect((await task(owner, storeId, second.id)).message).toMatch(
      /^GrubHub already has an active menu ingestion job for this store \(409 Conflict\): job \d+ is (REQUESTED|QUEUED|IN_PROGRESS)$/,
    );
    await t.app.jobs.drain({ waitMs: 8_000 });
    expect(await task(owner, storeId, first.id)).toMatchObject({
      status: 'completed',
      message: 'GrubHub ingestion job PARTIAL_SUCCESS: 3 of 4 items applied, 1 refused',
      item_errors: [{ item_id: String(freebie), name: 'Free Napkins', reason: 'Item price must be greater than $0.00' }],
    });
    expect((await storefront(t, owner, storeId, PARTNER.GrubHub)).prices[freebie]).toBeUndefined();
    await t.database.db.execute(sql`delete from menu_items where store_item_id = ${freebie}`);
  });

  it('LulaDirect applies at once, in the first run of the job', async () => {
    const { storeId, owner } = fixture;
    const sync = await push(owner, storeId, PARTNER.LulaDirect);
    await t.app.jobs.drain();
    expect(await task(owner, storeId, sync.id)).toMatchObject({ status: 'completed', message: 'LulaDirect accepted the menu: 3 items in 1 menu' });
  });

  it('fails every push for a partner store id starting with ERR-, never retrying', async () => {
    const { storeId, owner } = fixture;
    await owner({ method: 'PATCH', url: `/api/stores/${storeId}/store-partner`, payload: { partnerName: 'LulaDirect', partnerStoreId: 'ERR-77' } });
    for (let round = 0; round < 2; round++) {
      const sync = await push(owner, storeId, PARTNER.LulaDirect);
      await t.app.jobs.drain({ waitMs: 1_000 });
      expect(await task(owner, storeId, sync.id)).toMatchObject({ status: 'failed', message: 'LulaDirect refused the menu: store ERR-77 is in an error state on LulaDirect' });
      expect((await jobOf(t, sync.id)).attempts).toBe(1);
    }
  });
});

describe('a partner that cannot be reached', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ sandbox: { rejectionRate: 1, seed: 5 } });
  });
  afterAll(() => t.close());

  it('is tried again with backoff, saying so on the task, and fails once out of attempts', async () => {
    const fixture = await pushFixture(t, 'Push Street Offline');
    await fixture.link('UberEats', { partnerStoreId: 'UE-OFF' });
    const sync = await push(fixture.owner, fixture.storeId, PARTNER.UberEats);
    await t.app.jobs.drain();
    expect(await task(fixture.owner, fixture.storeId, sync.id)).toMatchObject({
      status: 'in_progress',
      message: 'Attempt 1 of 5 failed: UberEats is temporarily unavailable (503), the push will be tried again. Trying again shortly.',
    });
    expect(await jobOf(t, sync.id)).toMatchObject({ status: 'queued', attempts: 1 });
    // The next attempt is the last one: it fails the task.
    await t.database.db.execute(sql`update jobs set max_attempts = 2, run_at = now() where id = (select job_id from menu_sync_status where id = ${sync.id})`);
    await t.app.jobs.drain();
    expect(await task(fixture.owner, fixture.storeId, sync.id)).toMatchObject({ status: 'failed', message: 'UberEats is temporarily unavailable (503), the push will be tried again' });
  });
});
