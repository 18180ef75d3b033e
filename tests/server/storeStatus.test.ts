import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storePartners } from '../../server/db/schema/index.ts';
import { ACCOUNTS, createTestApp, type TestApp } from './helpers.ts';

type Inject = Awaited<ReturnType<TestApp['as']>>;
// Saturday 21 November 2026; Chicago is UTC-6 then.
const SATURDAY_10AM_CHICAGO = new Date('2026-11-21T16:00:00Z');
let clock = SATURDAY_10AM_CHICAGO;
let t: TestApp;
let internal: Inject;
let owner: Inject;
let staff: Inject;
let quickOwner: Inject;
let storeId: number;

const week = (slots: [string, string][]) =>
  [0, 1, 2, 3, 4, 5, 6].flatMap((dayOfWeek) => slots.map(([open_time, close_time]) => ({ dayOfWeek, open_time, close_time, isClosed: false })));

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  internal = await t.as(ACCOUNTS.internal);
  owner = await t.as(ACCOUNTS.cornerOwner);
  staff = await t.as(ACCOUNTS.cornerStaff);
  quickOwner = await t.as(ACCOUNTS.quickOwner);
  const companyId = (await owner({ url: '/api/user-service/fetch_profile' })).json().company_id;
  const created = await owner({
    method: 'POST',
    url: '/api/stores/store/',
    payload: {
      name: 'Loop Corner',
      company_id: companyId,
      addresses: [{ line_1: '1 W Madison St', city: 'Chicago', state: 'IL', zip: '60602', address_type: 'Main', timezone: 'America/Chicago' }],
    },
  });
  storeId = created.json().id;
  await t.database.db.insert(storePartners).values([
    { storeId, partnerId: 1, partnerStoreId: 'DD-1' },
    { storeId, partnerId: 2, partnerStoreId: 'UE-1' },
  ]);
});
afterAll(() => t.close());

const putHours = (rows: object[], as: Inject = owner) => as({ method: 'PUT', url: `/api/stores/${storeId}/store-hours`, payload: rows });
const status = async () => (await owner({ url: `/api/stores/${storeId}/status?current_local_date=2026-11-21` })).json();

describe('store hours', () => {
  it('saves a week sorted by day, open and close time, with a split shift on Saturday', async () => {
    const rows = [...week([['09:00', '17:00']]).filter((row) => row.dayOfWeek !== 5), { dayOfWeek: 5, open_time: '13:00', close_time: '17:00', isClosed: false }, { dayOfWeek: 5, open_time: '09:00', close_time: '12:00', isClosed: false }];
    const response = await putHours(rows);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.timezone).toBe('America/Chicago');
    const saturday = body.hours.filter((row: { dayOfWeek: number }) => row.dayOfWeek === 5);
    expect(saturday.map((row: { open_time: string; close_time: string }) => `${row.open_time}-${row.close_time}`)).toEqual(['09:00-12:00', '13:00-17:00']);
    expect((await owner({ url: `/api/stores/${storeId}/store-hours` })).json()).toEqual(body);
  });

  it('refuses overlapping and inverted slots and changes nothing', async () => {
    const before = (await owner({ url: `/api/stores/${storeId}/store-hours` })).json();
    const overlap = await putHours([
      { dayOfWeek: 0, open_time: '09:00', close_time: '12:00', isClosed: false },
      { dayOfWeek: 0, open_time: '11:00', close_time: '14:00', isClosed: false },
    ]);
    expect(overlap.statusCode).toBe(400);
    expect(overlap.json().message).toMatch(/overlap/i);
    const inverted = await putHours([{ dayOfWeek: 1, open_time: '18:00', close_time: '08:00', isClosed: false }]);
    expect(inverted.statusCode).toBe(400);
    const badDay = await putHours([{ dayOfWeek: 7, open_time: '08:00', close_time: '09:00', isClosed: false }]);
    expect(badDay.statusCode).toBe(400);
    expect(badDay.json().message).toContain('dayOfWeek');
    expect((await owner({ url: `/api/stores/${storeId}/store-hours` })).json()).toEqual(before);
  });

  it('deletes one row, and refuses staff and other companies', async () => {
    const hours = (await owner({ url: `/api/stores/${storeId}/store-hours` })).json().hours;
    const monday = hours.find((row: { dayOfWeek: number }) => row.dayOfWeek === 0);
    expect((await staff({ method: 'DELETE', url: `/api/stores/${storeId}/store-hours/${monday.id}` })).statusCode).toBe(403);
    expect((await quickOwner({ url: `/api/stores/${storeId}/store-hours` })).statusCode).toBe(403);
    expect((await putHours(hours, staff)).statusCode).toBe(403);
    const deleted = await owner({ method: 'DELETE', url: `/api/stores/${storeId}/store-hours/${monday.id}` });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().hours).toHaveLength(hours.length - 1);
    expect((await owner({ method: 'DELETE', url: `/api/stores/${storeId}/store-hours/${monday.id}` })).statusCode).toBe(404);
  });
});

describe('store and channel status', () => {
  it('is open inside a slot and closed between the split shift slots', async () => {
    clock = SATURDAY_10AM_CHICAGO;
    const open = await status();
    expect(open.is_closed).toBe(false);
    expect(open.UberEats).toHaveLength(1);
    expect(open.UberEats[0]).toMatchObject({ name: 'UberEats', partner_store_id: 'UE-1', is_open: true, status: 'ONLINE', success: true, end_time: null });
    expect(open.GrubHub).toEqual([]);
    clock = new Date('2026-11-21T18:30:00Z'); // 12:30 in Chicago
    const between = await status();
    expect(between.is_closed).toBe(true);
    expect(between.UberEats[0].is_open).toBe(false);
    clock = SATURDAY_10AM_CHICAGO;
  });

  it('says when a closed store opens next, and the store list answers the same operating status as the status rule', async () => {
    const listed = async () => {
      const answer = (await owner({ url: `/api/stores/?search_string=${encodeURIComponent('Loop Corner')}` })).json();
      return answer.stores.find((store: { id: number }) => store.id === storeId).operatingStatus;
    };
    clock = new Date('2026-11-21T18:30:00Z'); // 12:30 in Chicago, between the slots
    expect((await status()).next_opening).toEqual({ dayOfWeek: 5, time: '13:00', daysAhead: 0 });
    expect(await listed()).toBe('closed');
    clock = new Date('2026-11-21T23:30:00Z'); // 17:30: Sunday's 09:00 is next
    expect((await status()).next_opening).toEqual({ dayOfWeek: 6, time: '09:00', daysAhead: 1 });
    clock = SATURDAY_10AM_CHICAGO;
    expect((await status()).next_opening).toBeNull();
    expect(await listed()).toBe('accepting_orders');
  });

  it('pauses UberEats for two hours and resumes it', async () => {
    const pauseEnd = new Date(clock.getTime() + 2 * 3600_000).toISOString();
    const paused = await owner({ method: 'PUT', url: `/api/stores/${storeId}/status`, payload: { dsp_name: 'UberEats', is_active: false, pause_end: pauseEnd } });
    expect(paused.statusCode).toBe(200);
    const body = paused.json();
    expect(body.UberEats[0]).toMatchObject({ status: 'PAUSED', is_open: false, end_time: pauseEnd });
    expect(body.DoorDash[0]).toMatchObject({ status: 'ONLINE', is_open: true });
    expect(body.current_pause.end_time).toBe(pauseEnd);

    const resumed = await owner({ method: 'PUT', url: `/api/stores/${storeId}/status`, payload: { dsp_name: 'UberEats', is_active: true } });
    expect(resumed.json().UberEats[0]).toMatchObject({ status: 'ONLINE', is_open: true, current_pause: null });
    expect(resumed.json().current_pause).toBeNull();
  });

  it('reports a pause beyond one week as offline, and pauses every channel with dsp_name all', async () => {
    const tenDays = new Date(clock.getTime() + 10 * 24 * 3600_000).toISOString();
    const all = await owner({ method: 'PUT', url: `/api/stores/${storeId}/status`, payload: { dsp_name: 'all', is_active: false, pause_end: tenDays } });
    expect(all.json().DoorDash[0].status).toBe('OFFLINE');
    expect(all.json().UberEats[0].status).toBe('OFFLINE');
    await owner({ method: 'PUT', url: `/api/stores/${storeId}/status`, payload: { dsp_name: 'all', is_active: true } });
  });

  it('refuses a pause without a future end, a channel not linked, staff and other companies', async () => {
    expect((await owner({ method: 'PUT', url: `/api/stores/${storeId}/status`, payload: { dsp_name: 'UberEats', is_active: false } })).statusCode).toBe(400);
    const past = new Date(clock.getTime() - 60_000).toISOString();
    expect((await owner({ method: 'PUT', url: `/api/stores/${storeId}/status`, payload: { dsp_name: 'UberEats', is_active: false, pause_end: past } })).statusCode).toBe(400);
    const unlinked = await owner({ method: 'PUT', url: `/api/stores/${storeId}/status`, payload: { dsp_name: 'GrubHub', is_active: true } });
    expect(unlinked.statusCode).toBe(400);
    expect(unlinked.json().message).toContain('GrubHub');
    expect((await staff({ method: 'PUT', url: `/api/stores/${storeId}/status`, payload: { dsp_name: 'UberEats', is_active: true } })).statusCode).toBe(403);
    expect((await quickOwner({ url: `/api/stores/${storeId}/status` })).statusCode).toBe(403);
  });

  it('reports a partner refusal with the partners that were applied', async () => {
    await t.database.db.insert(storePartners).values({ storeId, partnerId: 3, partnerStoreId: 'ERR-9' });
    const pauseEnd = new Date(clock.getTime() + 3600_000).toISOString();
    const response = await owner({ method: 'PUT', url: `/api/stores/${storeId}/status`, payload: { dsp_name: 'all', is_active: false, pause_end: pauseEnd } });
    expect(response.statusCode).toBe(502);
    expect(response.json().message).toBe('Paused DoorDash, UberEats. GrubHub refused to pause store ERR-9');
    const now = await status();
    expect(now.GrubHub[0]).toMatchObject({ status: 'ERROR', success: false, is_open: false });
    expect(now.UberEats[0].status).toBe('PAUSED');
    await owner({ method: 'PUT', url: `/api/stores/${storeId}/status`, payload: { dsp_name: 'UberEats', is_active: true } });
    await owner({ method: 'PUT', url: `/api/stores/${storeId}/status`, payload: { dsp_name: 'DoorDash', is_active: true } });
  });

  it('lets only internal users set the operating status directly', async () => {
    expect((await owner({ method: 'PUT', url: `/api/stores/${storeId}/internal_status`, payload: { storeStatus: 'closed' } })).statusCode).toBe(403);
    expect((await internal({ method: 'PUT', url: `/api/stores/${storeId}/internal_status`, payload: { storeStatus: 'sleeping' } })).statusCode).toBe(400);
    const closed = await internal({ method: 'PUT', url: `/api/stores/${storeId}/internal_status`, payload: { storeStatus: 'closed', cognitoId: 'x' } });
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toMatchObject({ is_closed: true, store_status: { codename: 'closed', name: 'Closed' } });
    const reopened = await internal({ method: 'PUT', url: `/api/stores/${storeId}/internal_status`, payload: { storeStatus: 'accepting_orders' } });
    expect(reopened.json().is_closed).toBe(false);
  });
});

describe('store home', () => {
  it('lists the 5 most recent tasks of a demo store and completes one', async () => {
    const demoStore = (await owner({ url: '/api/stores/?limit=1' })).json().stores[0].id;
    const tasks = await owner({ url: `/api/stores/tasks?store_id=${demoStore}&limit=5` });
    expect(tasks.statusCode).toBe(200);
    const list = tasks.json().tasks;
    expect(list.length).toBeGreaterThan(0);
    expect(list.length).toBeLessThanOrEqual(5);
    const dates = list.map((task: { created_at: string }) => task.created_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    const done = await owner({ method: 'POST', url: `/api/stores/tasks/${list[0].id}`, payload: { status: 'completed' } });
    expect(done.json()).toMatchObject({ id: list[0].id, status: 'completed' });
    expect(done.json().completed_at).toBe(clock.toISOString());
    expect((await quickOwner({ method: 'POST', url: `/api/stores/tasks/${list[0].id}`, payload: { status: 'open' } })).statusCode).toBe(403);
    expect((await staff({ method: 'POST', url: `/api/stores/tasks/${list[0].id}`, payload: { status: 'open' } })).statusCode).toBe(403);
    expect((await quickOwner({ url: `/api/stores/tasks?store_id=${demoStore}` })).statusCode).toBe(403);
  });

  it('creates one open onboarding request per partner', async () => {
    const first = await owner({ method: 'POST', url: `/api/stores/onboarding/${storeId}`, payload: { partner_name: 'GrubHub' } });
    expect(first.statusCode).toBe(201);
    expect((await owner({ method: 'POST', url: `/api/stores/onboarding/${storeId}`, payload: { partner_name: 'GrubHub' } })).statusCode).toBe(409);
    expect((await owner({ method: 'POST', url: `/api/stores/onboarding/${storeId}`, payload: { partner_name: 'Deliveroo' } })).statusCode).toBe(400);
    const requests = (await owner({ url: `/api/stores/onboarding/store/${storeId}/requests` })).json();
    expect(requests.map((request: { partner_name: string }) => request.partner_name)).toEqual(['GrubHub']);
    const statuses = (await owner({ url: `/api/stores/onboarding/store/${storeId}/statuses` })).json();
    expect(statuses).toEqual([expect.objectContaining({ partner_name: 'GrubHub', status: 'requested' })]);
    expect((await staff({ method: 'POST', url: `/api/stores/onboarding/${storeId}`, payload: { partner_name: 'LulaDirect' } })).statusCode).toBe(403);
  });

  it('answers POS integration status and the unsync count', async () => {
    const pos = (await owner({ url: `/api/stores/${storeId}/pos-integration-status/UberEats` })).json();
    expect(pos).toMatchObject({ partner: 'UberEats', pos_enabled: false, connected: false });
    const unlinked = (await owner({ url: `/api/stores/${storeId}/pos-integration-status/LulaDirect` })).json();
    expect(unlinked.status).toBe('Not linked');
    const unsync = (await owner({ url: `/api/stores/${storeId}/store-partners/unsync-count/` })).json();
    // A new store without items: nothing to push yet, though no partner ever received a menu.
    const none = { unsync_count: 0, count_exact: true, never_pushed: true };
    expect(unsync).toEqual({
      unsync_count: 0,
      partners: [
        { partner: 'DoorDash', partner_id: 1, ...none },
        { partner: 'UberEats', partner_id: 2, ...none },
        { partner: 'GrubHub', partner_id: 3, ...none },
      ],
    });
  });
});
