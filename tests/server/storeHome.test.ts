import { and, eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoreStatusAnswer } from '../../src/contract/stores.ts';
import { CHANNEL_NAMES, channelState, storeWideState } from '../../src/domain/channelStatus.ts';
import { onboardingStatuses, stores } from '../../server/db/schema/index.ts';
import { reader, CORNER } from './fixtures/demo.ts';
import { ACCOUNTS, createTestApp, type TestApp } from './helpers.ts';

type Inject = (options: InjectOptions) => Promise<LightMyRequestResponse>;

const NO_COMPANY_ACCESS = "You don't have access to this company";
const NOW = new Date('2026-03-10T15:00:00Z');

let t: TestApp;
let internal: Inject;
let owner: Inject;
let staff: Inject;
let quickOwner: Inject;
let cornerId: number;
/** Corner Market Midtown East: open 24/7 on UberEats, GrubHub and LulaDirect */
let midtown: number;
let taskId: number;

/** A Corner Market employee whose custom role holds only `permissions`. */
async function employeeWith(name: string, permissions: string[]): Promise<Inject> {
  const role = await owner({ method: 'POST', url: '/api/user-service/create-role', payload: { company_id: cornerId, name, permissions } });
  expect(role.statusCode).toBe(201);
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}@cornermarket.example`;
  const created = await owner({
    method: 'POST',
    url: '/api/user-service/add_employee',
    payload: { company_id: cornerId, first_name: 'Test', last_name: name, password: 'secret123', email, phone_number: '+12125550123', role: name, role_id: role.json().id },
  });
  expect(created.statusCode).toBe(201);
  const { accessToken } = await t.login(email, 'secret123');
  return (options) => t.app.inject({ ...options, headers: { ...options.headers, authorization: `Bearer ${accessToken}` } });
}

const pause = (as: Inject, payload: object) => as({ method: 'PUT', url: `/api/stores/${midtown}/status`, payload });
const inHours = (hours: number) => new Date(NOW.getTime() + hours * 3600_000).toISOString();

function summary(answer: StoreStatusAnswer) {
  const states = Object.fromEntries(CHANNEL_NAMES.flatMap((name) => answer[name].map((entry) => [name, channelState(entry, NOW)])));
  const storeWide = storeWideState(Object.values(states), { isClosed: answer.is_closed, hasCurrentPause: answer.current_pause !== null });
  return { states, storeWide };
}

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  internal = await t.as(ACCOUNTS.internal);
  owner = await t.as(ACCOUNTS.cornerOwner);
  staff = await t.as(ACCOUNTS.cornerStaff);
  quickOwner = await t.as(ACCOUNTS.quickOwner);
  const read = reader(t);
  cornerId = await read.companyId(CORNER);
  const [store] = await t.database.db.select({ id: stores.id }).from(stores).where(eq(stores.name, 'Corner Market Midtown East'));
  midtown = store.id;
  taskId = (await owner({ url: `/api/stores/tasks?store_id=${midtown}` })).json().tasks[0].id;
});
afterAll(() => t.close());

describe('pausing and resuming a channel as the Home tab does', () => {
  it('turns all open into some paused for two hours, then back to all open', async () => {
    const before = (await owner({ url: `/api/stores/${midtown}/status?current_local_date=2026-03-10T11:00:00` })).json();
    expect(summary(before)).toEqual({ states: { UberEats: 'open', GrubHub: 'open', LulaDirect: 'open' }, storeWide: 'all_open' });

    const paused = await pause(owner, { dsp_name: 'UberEats', is_active: false, pause_end: inHours(2) });
    expect(paused.statusCode).toBe(200);
    expect(paused.json().UberEats[0]).toMatchObject({ status: 'PAUSED', is_open: false, end_time: inHours(2) });
    expect(summary(paused.json())).toEqual({ states: { UberEats: 'paused', GrubHub: 'open', LulaDirect: 'open' }, storeWide: 'some_paused' });
    // what the next GET answers, too
    expect(summary((await owner({ url: `/api/stores/${midtown}/status` })).json()).storeWide).toBe('some_paused');

    const resumed = await pause(owner, { dsp_name: 'UberEats', is_active: true });
    expect(resumed.statusCode).toBe(200);
    expect(summary(resumed.json()).storeWide).toBe('all_open');
  });

  it('counts a pause of more than a week as offline', async () => {
    const long = await pause(owner, { dsp_name: 'GrubHub', is_active: false, pause_end: inHours(8 * 24) });
    expect(summary(long.json())).toEqual({ states: { UberEats: 'open', GrubHub: 'offline', LulaDirect: 'open' }, storeWide: 'some_offline' });
    await pause(owner, { dsp_name: 'GrubHub', is_active: true });
  });

  it('refuses bad input with a message naming the field, and changes nothing', async () => {
    const cases: [object, string][] = [
      [{ dsp_name: 'Deliveroo', is_active: false, pause_end: inHours(1) }, 'dsp_name'],
      [{ dsp_name: 'UberEats', is_active: false }, 'pause_end'],
      [{ dsp_name: 'UberEats', is_active: false, pause_end: 'tomorrow' }, 'pause_end'],
      [{ dsp_name: 'UberEats', is_active: false, pause_end: inHours(-1) }, 'pause_end'],
      [{ dsp_name: 'UberEats', pause_end: inHours(1) }, 'is_active'],
    ];
    for (const [payload, field] of cases) {
      const response = await pause(owner, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toContain(field);
    }
    const badDate = await owner({ url: `/api/stores/${midtown}/status?current_local_date=yesterday` });
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().message).toContain('current_local_date');
    expect(summary((await owner({ url: `/api/stores/${midtown}/status` })).json()).storeWide).toBe('all_open');
  });
});

describe('store status set by an internal user', () => {
  it('closes the store until set back, and refuses merchants, unknown statuses and deleted stores', async () => {
    expect((await owner({ method: 'PUT', url: `/api/stores/${midtown}/internal_status`, payload: { storeStatus: 'closed' } })).statusCode).toBe(403);
    const missing = await internal({ method: 'PUT', url: `/api/stores/${midtown}/internal_status`, payload: { cognitoId: 'ops' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain('storeStatus');

    const closed = await internal({ method: 'PUT', url: `/api/stores/${midtown}/internal_status`, payload: { storeStatus: 'closed', cognitoId: 'ops' } });
    expect(closed.statusCode).toBe(200);
    expect(summary(closed.json()).storeWide).toBe('closed');
    const reopened = await internal({ method: 'PUT', url: `/api/stores/${midtown}/internal_status`, payload: { storeStatus: 'accepting_orders' } });
    expect(reopened.json().store_status).toMatchObject({ codename: 'accepting_orders', name: 'Accepting Orders' });
    expect(summary(reopened.json()).storeWide).toBe('all_open');

    const doomed = await owner({
      method: 'POST',
      url: '/api/stores/store/',
      payload: { name: 'Soon Gone', company_id: cornerId, addresses: [{ line_1: '1 Gone St', city: 'New York', state: 'NY', zip: '10001', address_type: 'Main', timezone: 'America/New_York' }] },
    });
    expect(doomed.statusCode, doomed.body).toBe(201);
    await t.database.db.update(stores).set({ deletedAt: NOW }).where(eq(stores.id, doomed.json().id));
    expect((await internal({ method: 'PUT', url: `/api/stores/${doomed.json().id}/internal_status`, payload: { storeStatus: 'closed' } })).statusCode).toBe(404);
  });
});

describe('onboarding requests', () => {
  it('refuses a partner already onboarded, and re-requests one whose onboarding failed', async () => {
    const done = await owner({ method: 'POST', url: `/api/stores/onboarding/${midtown}`, payload: { partner_name: 'UberEats' } });
    expect(done.statusCode).toBe(409);
    expect(done.json().message).toBe('UberEats onboarding is already completed');

    await t.database.db
      .update(onboardingStatuses)
      .set({ status: 'failed' })
      .where(and(eq(onboardingStatuses.storeId, midtown), eq(onboardingStatuses.partnerName, 'GrubHub')));
    const retry = await owner({ method: 'POST', url: `/api/stores/onboarding/${midtown}`, payload: { partner_name: 'GrubHub' } });
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toMatchObject({ partner_name: 'GrubHub', status: 'requested' });
    const statuses = (await owner({ url: `/api/stores/onboarding/store/${midtown}/statuses` })).json();
    expect(statuses.find((row: { partner_name: string }) => row.partner_name === 'GrubHub').status).toBe('requested');
    const again = await owner({ method: 'POST', url: `/api/stores/onboarding/${midtown}`, payload: { partner_name: 'GrubHub' } });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('An onboarding request for GrubHub is already open');

    const fresh = await owner({ method: 'POST', url: `/api/stores/onboarding/${midtown}`, payload: { partner_name: 'DoorDash' } });
    expect(fresh.statusCode).toBe(201);
    const requests = (await owner({ url: `/api/stores/onboarding/store/${midtown}/requests` })).json();
    expect(requests.slice(0, 2).map((row: { partner_name: string }) => row.partner_name).sort()).toEqual(['DoorDash', 'GrubHub']);

    const noName = await owner({ method: 'POST', url: `/api/stores/onboarding/${midtown}`, payload: {} });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().message).toContain('partner_name');
  });
});

describe('recent tasks', () => {
  it('refuses a bad store id, limit or status with the field named', async () => {
    const cases: [InjectOptions, string][] = [
      [{ url: '/api/stores/tasks' }, 'store_id'],
      [{ url: `/api/stores/tasks?store_id=${midtown}&limit=0` }, 'limit'],
      [{ method: 'POST', url: `/api/stores/tasks/${taskId}`, payload: { status: 'done' } }, 'status'],
    ];
    for (const [options, field] of cases) {
      const response = await owner(options);
      expect(response.statusCode, options.url as string).toBe(400);
      expect(response.json().message).toContain(field);
    }
    expect((await owner({ method: 'POST', url: '/api/stores/tasks/999999', payload: { status: 'completed' } })).statusCode).toBe(404);
  });

  it('completes and reopens a task', async () => {
    const done = await owner({ method: 'POST', url: `/api/stores/tasks/${taskId}`, payload: { status: 'completed' } });
    expect(done.json()).toMatchObject({ id: taskId, status: 'completed', completed_at: NOW.toISOString() });
    const reopened = await owner({ method: 'POST', url: `/api/stores/tasks/${taskId}`, payload: { status: 'open' } });
    expect(reopened.json()).toMatchObject({ id: taskId, status: 'open', completed_at: null });
  });
});

describe('permissions and tenancy of every Home call', () => {
  const calls = (): Record<string, InjectOptions> => ({
    status: { url: `/api/stores/${midtown}/status` },
    pause: { method: 'PUT', url: `/api/stores/${midtown}/status`, payload: { dsp_name: 'UberEats', is_active: false, pause_end: inHours(1) } },
    tasks: { url: `/api/stores/tasks?store_id=${midtown}&limit=5` },
    completeTask: { method: 'POST', url: `/api/stores/tasks/${taskId}`, payload: { status: 'completed' } },
    onboardingStatuses: { url: `/api/stores/onboarding/store/${midtown}/statuses` },
    onboardingRequests: { url: `/api/stores/onboarding/store/${midtown}/requests` },
    requestOnboarding: { method: 'POST', url: `/api/stores/onboarding/${midtown}`, payload: { partner_name: 'LulaDirect' } },
    pos: { url: `/api/stores/${midtown}/pos-integration-status/UberEats` },
    unsync: { url: `/api/stores/${midtown}/store-partners/unsync-count/` },
  });

  async function statuses(as: Inject) {
    const answers: Record<string, number> = {};
    for (const [name, options] of Object.entries(calls())) answers[name] = (await as(options)).statusCode;
    return answers;
  }

  it("refuses another company's merchant on every call", async () => {
    for (const [name, options] of Object.entries(calls())) {
      const response = await quickOwner(options);
      expect(response.statusCode, name).toBe(403);
      expect(response.json().message, name).toBe(NO_COMPANY_ACCESS);
    }
  });

  it('lets view-only staff read but not pause, complete tasks or request onboarding', async () => {
    expect(await statuses(staff)).toEqual({
      status: 200,
      pause: 403,
      tasks: 200,
      completeTask: 403,
      onboardingStatuses: 200,
      onboardingRequests: 200,
      requestOnboarding: 403,
      pos: 200,
      unsync: 200,
    });
  });

  it('needs lm_view_store_status for the status and lm_view_store_activity for the tasks', async () => {
    const ordersOnly = await employeeWith('Order Desk', ['lm_view_orders']);
    expect(await statuses(ordersOnly)).toEqual({
      status: 403,
      pause: 403,
      tasks: 403,
      completeTask: 403,
      onboardingStatuses: 403,
      onboardingRequests: 403,
      requestOnboarding: 403,
      pos: 403,
      unsync: 403,
    });
    const activity = await employeeWith('Activity Desk', ['lm_view_store_activity', 'lm_edit_store_activity']);
    expect(await statuses(activity)).toMatchObject({ status: 403, pause: 403, tasks: 200, completeTask: 200, pos: 403 });
    const statusDesk = await employeeWith('Status Desk', ['lm_view_store_status', 'lm_edit_store_status']);
    expect(await statuses(statusDesk)).toMatchObject({ status: 200, pause: 200, tasks: 403, completeTask: 403, onboardingStatuses: 200, pos: 200, unsync: 200 });
    await pause(statusDesk, { dsp_name: 'UberEats', is_active: true });
  });

});
