import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stores } from '../../server/db/schema/index.ts';
import { ACCOUNTS, createTestApp, type TestApp } from './helpers.ts';

// What the store page needs from the server beyond tests/server/storeStatus.test.ts and stores.test.ts:
// tenancy and permissions of every store-hours call and of the store users, and the hours rules at their edges.

type Inject = Awaited<ReturnType<TestApp['as']>>;
type HourRow = { id?: number; dayOfWeek: number; open_time: string; close_time: string; isClosed: boolean };

const NO_COMPANY_ACCESS = "You don't have access to this company";

let t: TestApp;
let internal: Inject;
let cornerOwner: Inject;
let cornerStaff: Inject;
let quickOwner: Inject;
let chelsea: number;
let lakeview: number;
let counter = 0;

async function storeId(name: string): Promise<number> {
  const [row] = await t.database.db.select({ id: stores.id }).from(stores).where(eq(stores.name, name));
  return row.id;
}

const hoursOf = async (as: Inject, id: number) => (await as({ url: `/api/stores/${id}/store-hours` })).json() as { timezone: string; hours: HourRow[] };
const putHours = (as: Inject, id: number, rows: object[]) => as({ method: 'PUT', url: `/api/stores/${id}/store-hours`, payload: rows });
const slot = (dayOfWeek: number, open_time: string, close_time: string, isClosed = false) => ({ dayOfWeek, open_time, close_time, isClosed });

/** A Corner Market employee on a custom role holding exactly `permissions`, signed in. */
async function cornerEmployeeWith(permissions: string[]): Promise<Inject> {
  counter += 1;
  const companyId = (await cornerOwner({ url: '/api/user-service/fetch_profile' })).json().company_id;
  const role = await cornerOwner({
    method: 'POST',
    url: '/api/user-service/create-role',
    payload: { company_id: companyId, name: `Store page role ${counter}`, permissions },
  });
  expect(role.statusCode).toBe(201);
  const email = `store.page.${counter}@cornermarket.example`;
  const created = await cornerOwner({
    method: 'POST',
    url: '/api/user-service/add_employee',
    payload: { company_id: companyId, first_name: 'Page', last_name: `Tester ${counter}`, password: 'secret123', email, role: role.json().name, role_id: role.json().id },
  });
  expect(created.statusCode).toBe(201);
  const { accessToken } = await t.login(email, 'secret123');
  return (options) => t.app.inject({ ...options, headers: { ...options.headers, authorization: `Bearer ${accessToken}` } });
}

beforeAll(async () => {
  t = await createTestApp();
  internal = await t.as(ACCOUNTS.internal);
  cornerOwner = await t.as(ACCOUNTS.cornerOwner);
  cornerStaff = await t.as(ACCOUNTS.cornerStaff);
  quickOwner = await t.as(ACCOUNTS.quickOwner);
  chelsea = await storeId('Corner Market Chelsea');
  lakeview = await storeId('QuickStop Lakeview');
});
afterAll(() => t.close());

describe('store details for the store page', () => {
  it('answers the store with its company, Main address with time zone, and phone; company_id must match', async () => {
    const response = await cornerOwner({ url: `/api/stores/${chelsea}` });
    expect(response.statusCode).toBe(200);
    const store = response.json();
    expect(store.name).toBe('Corner Market Chelsea');
    expect(store.phoneNo).toMatch(/^\+1\d{10}$/);
    expect(store.address.find((address: { address_type: string }) => address.address_type === 'Main')).toMatchObject({
      line_1: '215 W 23rd St',
      city: 'New York',
      timezone: 'America/New_York',
    });
    expect((await cornerOwner({ url: `/api/stores/${chelsea}?company_id=${store.company.id}` })).statusCode).toBe(200);
    const quickCompany = (await quickOwner({ url: '/api/user-service/fetch_profile' })).json().company_id;
    expect((await internal({ url: `/api/stores/${chelsea}?company_id=${quickCompany}` })).statusCode).toBe(404);
  });

  it("refuses another company's merchant the store and its hours with 403", async () => {
    for (const url of [`/api/stores/${lakeview}`, `/api/stores/${lakeview}/store-hours`]) {
      const refused = await cornerOwner({ url });
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().message).toBe(NO_COMPANY_ACCESS);
      expect(refused.body).not.toContain('Lakeview');
    }
  });
});

describe('store hours: tenancy and permissions', () => {
  it("refuses another company's merchant a PUT or DELETE and changes nothing", async () => {
    const before = await hoursOf(internal, lakeview);
    expect(before.hours.length).toBeGreaterThan(0);
    const put = await putHours(cornerOwner, lakeview, [slot(0, '09:00', '10:00')]);
    expect(put.statusCode).toBe(403);
    expect(put.json().message).toBe(NO_COMPANY_ACCESS);
    const deleted = await cornerOwner({ method: 'DELETE', url: `/api/stores/${lakeview}/store-hours/${before.hours[0].id}` });
    expect(deleted.statusCode).toBe(403);
    expect(await hoursOf(internal, lakeview)).toEqual(before);
  });

  it('lets an internal user replace any company’s hours, and a view-only user read but not change them', async () => {
    const week = [0, 1, 2, 3, 4].map((day) => slot(day, '07:00', '23:00')).concat([slot(5, '09:00', '12:00'), slot(5, '13:00', '17:00'), slot(6, '00:00', '00:00', true)]);
    const saved = await putHours(internal, lakeview, week);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().timezone).toBe('America/Chicago');
    expect(saved.json().hours.map(({ id: _id, ...row }: HourRow) => row)).toEqual(week);

    const viewOnly = await cornerEmployeeWith(['lm_view_store_hours']);
    expect((await viewOnly({ url: `/api/stores/${chelsea}/store-hours` })).statusCode).toBe(200);
    const refused = await putHours(viewOnly, chelsea, [slot(0, '09:00', '17:00')]);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain('lm_edit_store_hours');
    const hourId = (await hoursOf(cornerOwner, chelsea)).hours[0].id;
    expect((await viewOnly({ method: 'DELETE', url: `/api/stores/${chelsea}/store-hours/${hourId}` })).statusCode).toBe(403);
    expect((await cornerStaff({ method: 'DELETE', url: `/api/stores/${chelsea}/store-hours/${hourId}` })).statusCode).toBe(403);
  });

  it("answers 404 when deleting a row of another store, and leaves that row", async () => {
    const lakeviewRow = (await hoursOf(internal, lakeview)).hours[0];
    const response = await cornerOwner({ method: 'DELETE', url: `/api/stores/${chelsea}/store-hours/${lakeviewRow.id}` });
    expect(response.statusCode).toBe(404);
    expect((await hoursOf(internal, lakeview)).hours).toContainEqual(lakeviewRow);
  });
});

describe('store hours: the rules at their edges', () => {
  it('accepts 23:59 as the close of a full day and answers "Open 24/7" material unchanged', async () => {
    const week = [0, 1, 2, 3, 4, 5, 6].map((day) => slot(day, '00:00', '23:59'));
    const response = await putHours(cornerOwner, chelsea, week);
    expect(response.statusCode).toBe(200);
    expect(response.json().hours.map((row: HourRow) => `${row.dayOfWeek} ${row.open_time}-${row.close_time}`)).toEqual(
      week.map((row) => `${row.dayOfWeek} 00:00-23:59`),
    );
  });

  it('refuses, with a 400 naming the problem and without a change: overlap, inverted, off the half hour, closed day with slots, bad fields', async () => {
    const before = await hoursOf(cornerOwner, chelsea);
    const cases: [object[], RegExp][] = [
      [[slot(5, '09:00', '13:00'), slot(5, '12:30', '17:00')], /Saturday: 09:00-13:00 overlaps 12:30-17:00/],
      [[slot(5, '09:00', '17:00'), slot(5, '09:00', '17:00')], /overlaps/],
      [[slot(2, '17:00', '09:00')], /Wednesday: closing time 09:00 must be after opening time 17:00/],
      [[slot(2, '09:00', '09:00')], /must be after opening time/],
      [[slot(3, '09:15', '17:00')], /opening time 09:15 is not on the half-hour grid/],
      [[slot(3, '09:00', '23:58')], /closing time 23:58 is not on the half-hour grid \(or 23:59\)/],
      [[slot(4, '09:00', '17:00'), slot(4, '00:00', '00:00', true)], /Friday: a closed day must not also have open slots/],
      [[{ dayOfWeek: 0, open_time: '09:00', close_time: '17:00' }], /isClosed/],
      [[slot(0, '9am', '17:00')], /open_time/],
      [[slot(-1, '09:00', '17:00')], /dayOfWeek/],
    ];
    for (const [rows, message] of cases) {
      const response = await putHours(cornerOwner, chelsea, rows);
      expect(response.statusCode, JSON.stringify(rows)).toBe(400);
      expect(response.json().message).toMatch(message);
    }
    expect((await putHours(cornerOwner, chelsea, { not: 'an array' } as unknown as object[])).statusCode).toBe(400);
    expect(await hoursOf(cornerOwner, chelsea)).toEqual(before);
  });
});

describe('store users for the Store settings tab', () => {
  it('refuses a user without view_employees, and pages 20 by default', async () => {
    const withoutEmployees = await cornerEmployeeWith(['lm_view_store_settings']);
    const refused = await withoutEmployees({ url: `/api/user-service/store/${chelsea}/users` });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain('view_employees');

    const answer = (await internal({ url: `/api/user-service/store/${chelsea}/users` })).json();
    expect(answer.users.length).toBe(Math.min(answer.count, 20));
    expect((await internal({ url: `/api/user-service/store/${chelsea}/users?limit=101` })).statusCode).toBe(400);
    expect((await quickOwner({ url: `/api/user-service/store/${chelsea}/users` })).statusCode).toBe(403);
  });
});
