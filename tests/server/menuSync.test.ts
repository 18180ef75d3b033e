import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SyncGrid, SyncStatus } from '../../src/contract/channels.ts';
import { selectRows } from '../../server/db/rows.ts';
import { EVERY_DAY, makeItems, makeMenu, makeStore, PARTNER } from './factories/channels.ts';
import { demoSessions } from './fixtures/demo.ts';

const NO_COMPANY_ACCESS = "You don't have access to this company";

let s: Awaited<ReturnType<typeof demoSessions>>;
let storeId: number;
let items: number[];
let menuId: number;

const db = () => s.t.database.db;
const push = async (partnerId: number, store = storeId) => {
  const response = await s.owner({ method: 'POST', url: `/api/stores/${store}/partner-menu-push/${partnerId}` });
  expect(response.statusCode, response.body).toBe(202);
  return (response.json() as SyncStatus).id;
};
const unsync = async (store = storeId) => (await s.owner({ url: `/api/stores/${store}/store-partners/unsync-count/` })).json();
const touch = (where: ReturnType<typeof sql>) => db().execute(sql`update store_items set updated_at = clock_timestamp() where ${where}`);

beforeAll(async () => {
  s = await demoSessions();
  await s.t.app.jobs.drain(); // the demo data's own push
  storeId = await makeStore(db(), s.cornerId, 'Sync Test Store');
  items = await makeItems(db(), storeId, s.cornerId, [
    { name: 'Apple Juice', price: 3, category: 'Beverages' },
    { name: 'Bagel', price: 1.5, category: 'Bakery' },
    { name: 'Cheddar', price: 5, category: 'Dairy' },
  ]);
  menuId = await makeMenu(db(), storeId, { name: 'All Day', itemIds: items.slice(0, 2), hours: EVERY_DAY('08:00', '20:00') });
  for (const [partnerName, id] of [['UberEats', 'UE-S1'], ['LulaDirect', 'LD-S1']]) {
    expect((await s.owner({ method: 'POST', url: `/api/stores/${storeId}/store-partner`, payload: { partnerName, partnerStoreId: id } })).statusCode).toBe(201);
  }
});
afterAll(() => s.t.close());

describe('menu sync status', () => {
  it('lists the store\u2019s tasks newest first, 20 a page, one by syncStatusId', async () => {
    const ids: number[] = [];
    for (let k = 0; k < 22; k++) ids.push(await push(k % 2 ? PARTNER.UberEats : PARTNER.LulaDirect));
    await s.t.app.jobs.drain();
    const first = (await s.owner({ url: `/api/stores/${storeId}/menu/sync-status` })).json();
    expect(first.count).toBe(22);
    expect(first.sync_status.map((row: SyncStatus) => row.id)).toEqual([...ids].reverse().slice(0, 20));
    expect(first.sync_status[0]).toMatchObject({ store_id: storeId, partner_name: 'UberEats', status: 'completed', menu_id: null, requested_by: expect.any(Number) });
    const second = (await s.owner({ url: `/api/stores/${storeId}/menu/sync-status?offset=20` })).json();
    expect(second.sync_status.map((row: SyncStatus) => row.id)).toEqual([ids[1], ids[0]]);
    const lula = (await s.owner({ url: `/api/stores/${storeId}/menu/sync-status?partner_id=${PARTNER.LulaDirect}&limit=3` })).json();
    expect(lula.count).toBe(11);
    expect(lula.sync_status.every((row: SyncStatus) => row.partner_name === 'LulaDirect')).toBe(true);
    const one = (await s.owner({ url: `/api/stores/${storeId}/menu/sync-status?syncStatusId=${ids[3]}` })).json();
    expect(one).toEqual({ count: 1, sync_status: [expect.objectContaining({ id: ids[3], partner_name: 'UberEats' })] });
    // Staff reads the Menus tab's tasks (lm_view_store_menus).
    expect((await s.staff({ url: `/api/stores/${storeId}/menu/sync-status` })).statusCode).toBe(200);
  });

  it('refuses another company, another store\u2019s task and bad paging', async () => {
    expect((await s.quick({ url: `/api/stores/${storeId}/menu/sync-status` })).json().message).toBe(NO_COMPANY_ACCESS);
    const [otherTask] = await selectRows<{ id: number; store_id: number }>(db(), sql`select id, store_id from menu_sync_status where store_id <> ${storeId} order by id limit 1`);
    expect((await s.owner({ url: `/api/stores/${storeId}/menu/sync-status?syncStatusId=${otherTask.id}` })).statusCode).toBe(404);
    const bad = await s.owner({ url: `/api/stores/${storeId}/menu/sync-status?limit=500` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('limit must be <= 100');
    expect((await s.owner({ url: `/api/stores/${storeId}/menu/sync-status?syncStatusId=x` })).json().message).toBe('syncStatusId must be integer');
  });

  it('removes one task, then every finished one, keeping pushes under way', async () => {
    const list = async () => (await s.owner({ url: `/api/stores/${storeId}/menu/sync-status?limit=100` })).json();
    const [victim] = (await list()).sync_status;
    expect((await s.staff({ method: 'DELETE', url: `/api/stores/${storeId}/menu/sync-status/${victim.id}` })).statusCode).toBe(403);
    expect((await s.quick({ method: 'DELETE', url: `/api/stores/${storeId}/menu/sync-status/${victim.id}` })).statusCode).toBe(403);
    const removed = await s.owner({ method: 'DELETE', url: `/api/stores/${storeId}/menu/sync-status/${victim.id}` });
    expect(removed.json()).toEqual({ message: 'Menu sync task removed' });
    expect((await s.owner({ method: 'DELETE', url: `/api/stores/${storeId}/menu/sync-status/${victim.id}` })).statusCode).toBe(404);
    expect((await list()).count).toBe(21);

    const waiting = await push(PARTNER.UberEats);
    expect((await s.staff({ method: 'DELETE', url: `/api/stores/${storeId}/menu/sync-status` })).statusCode).toBe(403);
    const cleared = await s.owner({ method: 'DELETE', url: `/api/stores/${storeId}/menu/sync-status` });
    expect(cleared.json()).toEqual({ deleted: 21 });
    expect((await list()).sync_status.map((row: SyncStatus) => row.id)).toEqual([waiting]);
    await s.t.app.jobs.drain();
  });
});

describe('GET /stores/{id}/store-partners/unsync-count/', () => {
  it('counts what changed since each partner\u2019s last accepted menu', async () => {
    const synced = await unsync();
    expect(synced).toEqual({
      unsync_count: 0,
      partners: [
        { partner: 'UberEats', partner_id: PARTNER.UberEats, unsync_count: 0, count_exact: true, never_pushed: false },
        { partner: 'LulaDirect', partner_id: PARTNER.LulaDirect, unsync_count: 0, count_exact: true, never_pushed: false },
      ],
    });
    await touch(sql`id = ${items[0]}`);
    await db().execute(sql`update store_fees set updated_at = clock_timestamp() where false`);
    await db().execute(sql`insert into store_fees (store_id, partner_id, fee_type, percent, flat_fee, scope) values (${storeId}, ${PARTNER.UberEats}, 'flat_fee', 0, 1, 'all')`);
    // An item and a fee rule changed since: 2 each (the fee rule applies to every partner's menu).
    expect((await unsync()).partners.map((row: { unsync_count: number }) => row.unsync_count)).toEqual([2, 2]);
    await push(PARTNER.UberEats);
    await s.t.app.jobs.drain();
    expect((await unsync()).partners.map((row: { partner: string; unsync_count: number }) => [row.partner, row.unsync_count])).toEqual([
      ['UberEats', 0],
      ['LulaDirect', 2],
    ]);
    await db().execute(sql`delete from store_fees where store_id = ${storeId}`);
  });

  it('counts every item for a partner that never received a menu, and stops at 1,000', async () => {
    const big = await makeStore(db(), s.cornerId, 'Unsync Big Store');
    await db().execute(sql`insert into store_items (store_id, name, price) select ${big}, 'Item ' || n, 1 from generate_series(1, 1005) n`);
    await s.owner({ method: 'POST', url: `/api/stores/${big}/store-partner`, payload: { partnerName: 'DoorDash', partnerStoreId: 'DD-BIG' } });
    expect(await unsync(big)).toEqual({
      unsync_count: 1000,
      partners: [{ partner: 'DoorDash', partner_id: PARTNER.DoorDash, unsync_count: 1000, count_exact: false, never_pushed: true }],
    });
    // A menu-disabled link is not counted.
    await s.owner({ method: 'PATCH', url: `/api/stores/${big}/store-partner`, payload: { partnerName: 'DoorDash', menuEnabled: false } });
    expect(await unsync(big)).toEqual({ unsync_count: 0, partners: [] });
  });

  it('counts a never-pushed partner from the store’s kept item total, which follows items created and deleted', async () => {
    const store = await makeStore(db(), s.cornerId, 'Unsync Kept Total Store');
    await s.owner({ method: 'POST', url: `/api/stores/${store}/store-partner`, payload: { partnerName: 'DoorDash', partnerStoreId: 'DD-KEPT' } });
    const created: number[] = [];
    for (const name of ['Kept A', 'Kept B', 'Kept C']) {
      const answer = await s.owner({ method: 'POST', url: `/api/inventory/${store}/item`, payload: { name, price: 100 } });
      expect(answer.statusCode).toBe(201);
      created.push(answer.json().id);
    }
    const doorDashCount = async () => (await unsync(store)).partners[0]?.unsync_count;
    const keptTotal = () => selectRows(db(), sql`select store_item_count from store_menu_totals where store_id = ${store} and not stale`);
    expect(await keptTotal()).toEqual([]);
    // the first count walks the items and keeps the store's total; the count reads it from then on
    expect(await doorDashCount()).toBe(3);
    expect(await keptTotal()).toEqual([{ store_item_count: 3 }]);
    expect(await doorDashCount()).toBe(3);
    const deleted = await s.owner({ method: 'DELETE', url: `/api/inventory/store/store_item?store_id=${store}&store_item_id=${created[0]}` });
    expect(deleted.statusCode).toBe(200);
    expect(await doorDashCount()).toBe(2);
  });
});

describe('GET /stores/{id}/store-partner/{partnerId}/menu-diff', () => {
  it('shows what the partner will see change against what it last accepted', async () => {
    const diff = async () => {
      const response = await s.owner({ url: `/api/stores/${storeId}/store-partner/${PARTNER.LulaDirect}/menu-diff` });
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };
    const clean = await diff();
    expect(clean.counts).toEqual({ items_added: 0, items_removed: 0, price_changes: 0, name_changes: 0, hours_changes: 0, menus_added: 0, menus_removed: 0 });
    expect(clean.last_accepted_at).not.toBeNull();

    await db().execute(sql`update store_items set price = 3.5, updated_at = clock_timestamp() where id = ${items[0]}`);
    await db().execute(sql`update menu_items set active = false where menu_id = ${menuId} and store_item_id = ${items[1]}`);
    await db().execute(sql`insert into menu_items (menu_id, store_item_id) values (${menuId}, ${items[2]})`);
    await db().execute(sql`update menu_hours set close_time = '18:00' where menu_id = ${menuId} and day_of_week = 4`);
    await makeMenu(db(), storeId, { name: 'Weekend Brunch', itemIds: [items[1]], hours: [[5, '10:00', '14:00']] });
    const changed = await diff();
    expect(changed).toMatchObject({
      partner_id: PARTNER.LulaDirect,
      partner_name: 'LulaDirect',
      counts: { items_added: 1, items_removed: 0, price_changes: 1, name_changes: 0, hours_changes: 1, menus_added: 1, menus_removed: 0 },
      items_added: [{ id: String(items[2]), name: 'Cheddar', price_cents: 500 }],
      price_changes: [{ id: String(items[0]), name: 'Apple Juice', from_cents: 300, to_cents: 350 }],
      hours_changes: [{ menu: 'All Day', day_of_week: 4, from: '08:00-20:00', to: '08:00-18:00' }],
      menus_added: ['Weekend Brunch'],
    });
    // The bagel left All Day but is on Weekend Brunch: still on the partner. Cheddar is new.
    await db().execute(sql`delete from menus where menu_name = 'Weekend Brunch' and store_id = ${storeId}`);
    const moved = await diff();
    expect(moved.items_added).toEqual([{ id: String(items[2]), name: 'Cheddar', price_cents: 500 }]);
    expect(moved.items_removed).toEqual([{ id: String(items[1]), name: 'Bagel', price_cents: 150 }]);
  });

  it('lists everything as added for a partner that never accepted a menu; 403 for staff, 404 when not linked', async () => {
    await s.owner({ method: 'POST', url: `/api/stores/${storeId}/store-partner`, payload: { partnerName: 'GrubHub', partnerStoreId: 'GH-S1' } });
    const fresh = (await s.owner({ url: `/api/stores/${storeId}/store-partner/${PARTNER.GrubHub}/menu-diff?limit=1` })).json();
    expect(fresh.last_accepted_at).toBeNull();
    expect(fresh.counts).toMatchObject({ items_added: 2, menus_added: 1 });
    expect(fresh.items_added).toHaveLength(1);
    expect((await s.staff({ url: `/api/stores/${storeId}/store-partner/${PARTNER.GrubHub}/menu-diff` })).statusCode).toBe(403);
    expect((await s.owner({ url: `/api/stores/${storeId}/store-partner/${PARTNER.DoorDash}/menu-diff` })).statusCode).toBe(404);
    expect((await s.owner({ url: `/api/stores/${storeId}/store-partner/${PARTNER.GrubHub}/menu-diff?limit=0` })).json().message).toBe('limit must be >= 1');
  });
});

describe('the company sync grid', () => {
  const grid = async (query = '') => {
    const response = await s.owner({ url: `/api/stores/company/${s.cornerId}/sync-grid${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as SyncGrid;
  };

  it('shows stores × partners with the link, the last push and the changes not pushed', async () => {
    const answer = await grid('?search_string=sync test');
    expect(answer.count).toBe(1);
    expect(answer.partners.map((partner) => partner.name)).toEqual(['DoorDash', 'UberEats', 'GrubHub', 'LulaDirect']);
    const [row] = answer.stores;
    expect(row.store_name).toBe('Sync Test Store');
    const byName = Object.fromEntries(row.cells.map((cell) => [cell.partner_name, cell]));
    expect(byName.DoorDash).toMatchObject({ linked: false, last_sync: null, unsync_count: 0, failed: false, out_of_date: false });
    expect(byName.UberEats).toMatchObject({ linked: true, partner_store_id: 'UE-S1', last_sync: { status: 'completed' } });
    expect(byName.GrubHub).toMatchObject({ linked: true, last_sync: null, out_of_date: true });
    expect(byName.LulaDirect).toMatchObject({ linked: true, out_of_date: true, count_exact: true });
    expect(byName.LulaDirect.unsync_count).toBeGreaterThan(0);
  });

  it('filters to failed or out-of-date cells, and pushes or retries selected cells in bulk, one job each', async () => {
    await s.owner({ method: 'PATCH', url: `/api/stores/${storeId}/store-partner`, payload: { partnerName: 'GrubHub', partnerStoreId: 'ERR-S1' } });
    await push(PARTNER.GrubHub);
    await s.t.app.jobs.drain();
    const failed = await grid('?filter=failed&limit=100');
    expect(failed.stores.map((row) => row.store_name)).toContain('Sync Test Store');
    expect(failed.stores.every((row) => row.cells.some((cell) => cell.failed))).toBe(true);
    const outOfDate = await grid('?filter=out_of_date&limit=100');
    expect(outOfDate.stores.every((row) => row.cells.some((cell) => cell.out_of_date))).toBe(true);
    expect(outOfDate.count).toBeGreaterThanOrEqual(outOfDate.stores.length);

    const other = (await selectRows<{ id: number }>(db(), sql`select id from stores where company_id = ${s.quickId} limit 1`))[0].id;
    const bulk = await s.owner({
      method: 'POST',
      url: `/api/stores/company/${s.cornerId}/sync-grid/push`,
      payload: {
        cells: [
          { store_id: storeId, partner_id: PARTNER.LulaDirect },
          { store_id: storeId, partner_id: PARTNER.GrubHub },
          { store_id: storeId, partner_id: PARTNER.DoorDash },
          { store_id: other, partner_id: PARTNER.UberEats },
          { store_id: storeId, partner_id: PARTNER.LulaDirect },
        ],
      },
    });
    expect(bulk.statusCode, bulk.body).toBe(202);
    expect(bulk.json()).toEqual({
      queued: [
        { store_id: storeId, partner_id: PARTNER.LulaDirect, sync_id: expect.any(Number) },
        { store_id: storeId, partner_id: PARTNER.GrubHub, sync_id: expect.any(Number) },
      ],
      refused: [
        { store_id: storeId, partner_id: PARTNER.DoorDash, reason: 'The store is not linked to DoorDash' },
        { store_id: other, partner_id: PARTNER.UberEats, reason: 'Store not found in this company' },
      ],
    });
    const again = await s.owner({
      method: 'POST',
      url: `/api/stores/company/${s.cornerId}/sync-grid/push`,
      payload: { cells: [{ store_id: storeId, partner_id: PARTNER.LulaDirect }] },
    });
    expect(again.json()).toEqual({ queued: [], refused: [{ store_id: storeId, partner_id: PARTNER.LulaDirect, reason: 'A push to LulaDirect is already under way' }] });
    const jobs = await selectRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from jobs where queue = 'menu-push' and status = 'queued' and (payload->>'storeId')::int = ${storeId}`,
    );
    expect(Number(jobs[0].n)).toBe(2);
    await s.t.app.jobs.drain();
    const after = Object.fromEntries((await grid('?search_string=sync test')).stores[0].cells.map((cell) => [cell.partner_name, cell]));
    expect(after.LulaDirect).toMatchObject({ last_sync: { status: 'completed' }, unsync_count: 0, out_of_date: false });
    expect(after.GrubHub).toMatchObject({ failed: true, last_sync: { status: 'failed', message: 'GrubHub refused the menu: store ERR-S1 is in an error state on GrubHub' } });
  });

  it('needs lm_view/lm_edit_channel_settings, refuses another company and names bad input', async () => {
    expect((await s.staff({ url: `/api/stores/company/${s.cornerId}/sync-grid` })).statusCode).toBe(403);
    const quick = await s.quick({ url: `/api/stores/company/${s.cornerId}/sync-grid` });
    expect(quick.statusCode).toBe(403);
    expect(quick.json().message).toBe(NO_COMPANY_ACCESS);
    const cells = [{ store_id: storeId, partner_id: PARTNER.LulaDirect }];
    expect((await s.staff({ method: 'POST', url: `/api/stores/company/${s.cornerId}/sync-grid/push`, payload: { cells } })).statusCode).toBe(403);
    expect((await s.quick({ method: 'POST', url: `/api/stores/company/${s.cornerId}/sync-grid/push`, payload: { cells } })).statusCode).toBe(403);
    expect((await s.quick({ method: 'POST', url: `/api/stores/company/${s.quickId}/sync-grid/push`, payload: { cells } })).json().queued).toEqual([]);
    const empty = await s.owner({ method: 'POST', url: `/api/stores/company/${s.cornerId}/sync-grid/push`, payload: { cells: [] } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('cells must NOT have fewer than 1 items');
    expect((await s.owner({ url: `/api/stores/company/${s.cornerId}/sync-grid?filter=broken` })).json().message).toBe('filter must be equal to one of the allowed values');
    // The internal user sees any company's grid.
    expect((await s.internal({ url: `/api/stores/company/${s.quickId}/sync-grid` })).statusCode).toBe(200);
  });
});
