import { eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_RULE } from '../../src/domain/password.ts';
import { roles, stores } from '../../server/db/schema/index.ts';
import { ACCOUNTS, createTestApp, type TestApp } from './helpers.ts';

type Inject = (options: InjectOptions) => Promise<LightMyRequestResponse>;

const NO_COMPANY_ACCESS = "You don't have access to this company";
const NO_ESCALATION = 'You cannot grant a role with permissions you do not have';
const CORNER_FIRST_NAMES = ['Aisha', 'Diego', 'Hannah', 'Jamie', 'Kevin', 'Marcus', 'Mei', 'Rachel', 'Tyrone'];

let t: TestApp;
let internal: Inject;
let cornerOwner: Inject;
let cornerStaff: Inject;
let quickOwner: Inject;
let corner: { companyId: number; ownerId: number; staffId: number };
let quick: { companyId: number; ownerId: number };
let defaultRoles: Map<string, number>;
let uniqueCounter = 0;

const uniqueEmail = (label: string) => `${label}.${++uniqueCounter}@cornermarket.example`;

async function profileOf(inject: Inject) {
  return (await inject({ url: '/api/user-service/fetch_profile' })).json() as { userId: number; company_id: number };
}

async function storeId(name: string): Promise<number> {
  const [row] = await t.database.db.select({ id: stores.id }).from(stores).where(eq(stores.name, name));
  return row.id;
}

function newEmployee(overrides: Record<string, unknown> = {}) {
  return {
    company_id: corner.companyId,
    first_name: 'Nora',
    last_name: 'Quinn',
    password: 'secret123',
    email: uniqueEmail('nora'),
    phone_number: '+12125550199',
    role: 'staff',
    role_id: defaultRoles.get('staff'),
    ...overrides,
  };
}

/** A Corner Market custom role holding `permissions`, an employee holding it, and that employee's inject. */
async function employeeWithCustomRole(name: string, permissions: string[]) {
  const role = await cornerOwner({
    method: 'POST',
    url: '/api/user-service/create-role',
    payload: { company_id: corner.companyId, name, permissions },
  });
  expect(role.statusCode).toBe(201);
  const email = uniqueEmail(name.toLowerCase().replace(/\W+/g, '-'));
  const created = await cornerOwner({
    method: 'POST',
    url: '/api/user-service/add_employee',
    payload: newEmployee({ email, role: name, role_id: role.json().id }),
  });
  expect(created.statusCode).toBe(201);
  const { accessToken } = await t.login(email, 'secret123');
  const inject: Inject = (options) => t.app.inject({ ...options, headers: { ...options.headers, authorization: `Bearer ${accessToken}` } });
  return { roleId: role.json().id as number, userId: created.json().userId as number, inject };
}

beforeAll(async () => {
  t = await createTestApp();
  internal = await t.as(ACCOUNTS.internal);
  cornerOwner = await t.as(ACCOUNTS.cornerOwner);
  cornerStaff = await t.as(ACCOUNTS.cornerStaff);
  quickOwner = await t.as(ACCOUNTS.quickOwner);
  const owner = await profileOf(cornerOwner);
  const staff = await profileOf(cornerStaff);
  const quickProfile = await profileOf(quickOwner);
  corner = { companyId: owner.company_id, ownerId: owner.userId, staffId: staff.userId };
  quick = { companyId: quickProfile.company_id, ownerId: quickProfile.userId };
  const rows = await t.database.db.select({ id: roles.id, name: roles.name, type: roles.type }).from(roles);
  defaultRoles = new Map(rows.filter((row) => row.type === 'DEFAULT').map((row) => [row.name, row.id]));
});
afterAll(() => t.close());

describe('GET /user-service/company/{companyId}', () => {
  it('lists the company employees by first and last name with role and store count', async () => {
    const response = await cornerStaff({ url: `/api/user-service/company/${corner.companyId}` });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.count).toBe(9);
    expect(body.users.map((user: { firstName: string }) => user.firstName)).toEqual(CORNER_FIRST_NAMES);
    const jamie = body.users.find((user: { email: string }) => user.email === ACCOUNTS.cornerStaff);
    expect(jamie).toEqual({
      userId: corner.staffId,
      employeeId: expect.stringMatching(/^CM-\d{4}$/),
      firstName: 'Jamie',
      lastName: 'Lee',
      email: ACCOUNTS.cornerStaff,
      phoneNumber: expect.stringMatching(/^\+1\d{10}$/),
      roleName: 'staff',
      roleId: defaultRoles.get('staff'),
      storeCount: 2,
    });
  });

  it('pages with limit and offset and counts every match', async () => {
    const page = (await cornerOwner({ url: `/api/user-service/company/${corner.companyId}?limit=4&offset=4` })).json();
    expect(page.count).toBe(9);
    expect(page.users.map((user: { firstName: string }) => user.firstName)).toEqual(CORNER_FIRST_NAMES.slice(4, 8));
    const last = (await cornerOwner({ url: `/api/user-service/company/${corner.companyId}?limit=4&offset=8` })).json();
    expect(last.users).toHaveLength(1);
  });

  it('searches name and email and filters by role', async () => {
    const byName = (await cornerOwner({ url: `/api/user-service/company/${corner.companyId}?search_string=%20jamie%20lee` })).json();
    expect(byName.users.map((user: { email: string }) => user.email)).toEqual([ACCOUNTS.cornerStaff]);
    const byEmail = (await cornerOwner({ url: `/api/user-service/company/${corner.companyId}?search_string=owner@corner` })).json();
    expect(byEmail.count).toBe(1);
    const none = (await cornerOwner({ url: `/api/user-service/company/${corner.companyId}?search_string=100%25` })).json();
    expect(none).toEqual({ count: 0, users: [] });
    const staffOnly = (await cornerOwner({ url: `/api/user-service/company/${corner.companyId}?role_id=${defaultRoles.get('staff')}` })).json();
    expect(staffOnly.count).toBe(3);
    expect(staffOnly.users.every((user: { roleName: string }) => user.roleName === 'staff')).toBe(true);
  });

  it('answers 400 naming the field, and refuses another company', async () => {
    const bad = await cornerOwner({ url: `/api/user-service/company/${corner.companyId}?limit=0` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^limit /);
    const badId = await cornerOwner({ url: '/api/user-service/company/abc' });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().message).toMatch(/^companyId /);
    const other = await cornerOwner({ url: `/api/user-service/company/${quick.companyId}` });
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(NO_COMPANY_ACCESS);
    expect((await internal({ url: `/api/user-service/company/${quick.companyId}` })).json().count).toBe(7);
  });
});

describe('GET /stores/employees/list-count-and-store-names', () => {
  it('gives each user their store count and store names by name', async () => {
    const response = await cornerStaff({
      url: `/api/stores/employees/list-count-and-store-names?user_ids=${corner.staffId}&user_ids=${corner.ownerId}`,
    });
    expect(response.statusCode).toBe(200);
    const [staff, owner] = response.json();
    expect(staff.user_id).toBe(corner.staffId);
    expect(staff.stores_count).toBe(2);
    expect(staff.store_names).toEqual([...staff.store_names].sort());
    expect(owner).toMatchObject({ user_id: corner.ownerId, stores_count: 14 });
    const single = (await cornerOwner({ url: `/api/stores/employees/list-count-and-store-names?user_ids=${corner.staffId}` })).json();
    expect(single).toHaveLength(1);
  });

  it('answers 400 naming user_ids and refuses users of another company', async () => {
    const missing = await cornerOwner({ url: '/api/stores/employees/list-count-and-store-names' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('user_ids is required');
    const bad = await cornerOwner({ url: '/api/stores/employees/list-count-and-store-names?user_ids=abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^user_ids/);
    const other = await cornerOwner({
      url: `/api/stores/employees/list-count-and-store-names?user_ids=${corner.staffId}&user_ids=${quick.ownerId}`,
    });
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(NO_COMPANY_ACCESS);
  });
});

describe('GET /stores/employees/stores-list-and-count', () => {
  it("lists the company's stores with the user's assignments, paged and searchable", async () => {
    const all = (await cornerStaff({ url: `/api/stores/employees/stores-list-and-count?user_id=${corner.staffId}` })).json();
    expect(all.count).toBe(14);
    expect(all.stores).toHaveLength(14);
    expect(all.stores.filter((store: { assigned: boolean }) => store.assigned)).toHaveLength(2);
    const names = all.stores.map((store: { name: string }) => store.name);
    expect(names).toEqual([...names].sort());
    const chelsea = all.stores.find((store: { name: string }) => store.name === 'Corner Market Chelsea');
    expect(chelsea.address).toBe('215 W 23rd St, New York, NY 10011');

    const page = (
      await cornerOwner({ url: `/api/stores/employees/stores-list-and-count?user_id=${corner.staffId}&company_id=${corner.companyId}&limit=5&offset=10` })
    ).json();
    expect(page.count).toBe(14);
    expect(page.stores.map((store: { name: string }) => store.name)).toEqual(names.slice(10, 15));
    const assigned = (await cornerOwner({ url: `/api/stores/employees/stores-list-and-count?user_id=${corner.staffId}&assigned=true` })).json();
    expect(assigned.count).toBe(2);
    const search = (await cornerOwner({ url: `/api/stores/employees/stores-list-and-count?user_id=${corner.staffId}&search_string=brooklyn` })).json();
    expect(search.stores.map((store: { name: string }) => store.name)).toEqual(['Corner Market Park Slope', 'Corner Market Williamsburg']);
  });

  it('answers 400 naming user_id, 400 for a company mismatch, and 403 for another company', async () => {
    const missing = await cornerOwner({ url: '/api/stores/employees/stores-list-and-count' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('user_id is required');
    const mismatch = await internal({ url: `/api/stores/employees/stores-list-and-count?user_id=${corner.staffId}&company_id=${quick.companyId}` });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().message).toContain(`user_id ${corner.staffId}`);
    for (const url of [
      `/api/stores/employees/stores-list-and-count?user_id=${quick.ownerId}`,
      `/api/stores/employees/stores-list-and-count?user_id=${corner.staffId}&company_id=${quick.companyId}`,
    ]) {
      const refused = await cornerOwner({ url });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(NO_COMPANY_ACCESS);
    }
  });
});

describe('GET /user-service/store/{storeId}/users', () => {
  it("lists the store's employees with their role, paged", async () => {
    const chelsea = await storeId('Corner Market Chelsea');
    const response = await cornerStaff({ url: `/api/user-service/store/${chelsea}/users` });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.count).toBeGreaterThanOrEqual(2);
    const names = body.users.map((user: { firstName: string; lastName: string }) => `${user.firstName} ${user.lastName}`);
    expect(names).toEqual([...names].sort());
    const owner = body.users.find((user: { userId: number }) => user.userId === corner.ownerId);
    expect(owner).toEqual({
      userId: corner.ownerId,
      firstName: 'Marcus',
      lastName: 'Bennett',
      email: ACCOUNTS.cornerOwner,
      phoneNo: expect.stringMatching(/^\+1\d{10}$/),
      role: { name: 'superadmin', label: 'Super Admin' },
      roleId: defaultRoles.get('superadmin'),
      createdOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    const page = (await cornerOwner({ url: `/api/user-service/store/${chelsea}/users?limit=1&offset=1` })).json();
    expect(page.count).toBe(body.count);
    expect(page.users).toEqual([body.users[1]]);
    const search = (await cornerOwner({ url: `/api/user-service/store/${chelsea}/users?search_string=marcus` })).json();
    expect(search.count).toBe(1);
  });

  it('refuses a store of another company, answers 404 for an unknown store and 400 for a bad id', async () => {
    const lakeview = await storeId('QuickStop Lakeview');
    const refused = await cornerOwner({ url: `/api/user-service/store/${lakeview}/users` });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(NO_COMPANY_ACCESS);
    expect((await cornerOwner({ url: '/api/user-service/store/999999/users' })).statusCode).toBe(404);
    const bad = await cornerOwner({ url: '/api/user-service/store/0/users' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^storeId /);
  });
});

describe('POST /user-service/add_employee', () => {
  it('creates a merchant employee with an employee id, hashed password and default notifications', async () => {
    const payload = newEmployee({ first_name: ' Nora ', email: uniqueEmail('Nora.Created') });
    const response = await cornerOwner({ method: 'POST', url: '/api/user-service/add_employee', payload });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      companyId: corner.companyId,
      employeeId: 'CM-0010',
      firstName: 'Nora',
      lastName: 'Quinn',
      email: payload.email,
      phoneNo: '+12125550199',
      role: 'staff',
      roleId: defaultRoles.get('staff'),
      userType: 'MERCHANT',
    });
    expect(body.notificationPreferences.map(({ eventName, isEmail, isSMS, isMobile }: Record<string, unknown>) => ({ eventName, isEmail, isSMS, isMobile }))).toEqual([
      { eventName: 'New Orders', isEmail: true, isSMS: false, isMobile: true },
      { eventName: 'Order expiring soon', isEmail: false, isSMS: true, isMobile: true },
      { eventName: 'Auto pause', isEmail: true, isSMS: true, isMobile: false },
    ]);
    const login = await t.login(payload.email, 'secret123');
    expect(login.userType).toBe('MERCHANT');

    const next = await cornerOwner({ method: 'POST', url: '/api/user-service/add_employee', payload: newEmployee() });
    expect(next.json().employeeId).toBe('CM-0011');
    const quickHire = await quickOwner({
      method: 'POST',
      url: '/api/user-service/add_employee',
      payload: newEmployee({ company_id: quick.companyId, email: `hire.${++uniqueCounter}@quickstop.example` }),
    });
    expect(quickHire.statusCode).toBe(201);
    expect(quickHire.json().employeeId).toBe('QS-0008');
  });

  it('refuses a taken email whatever its case with 409', async () => {
    const response = await cornerOwner({ method: 'POST', url: '/api/user-service/add_employee', payload: newEmployee({ email: 'Staff@CornerMarket.example' }) });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('An account with this email already exists');
  });

  it('states the password rule and names bad fields', async () => {
    for (const password of ['short1', 'lettersonly', '12345678']) {
      const response = await cornerOwner({ method: 'POST', url: '/api/user-service/add_employee', payload: newEmployee({ password }) });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(PASSWORD_RULE);
    }
    const { first_name: _omitted, ...withoutName } = newEmployee();
    const missing = await cornerOwner({ method: 'POST', url: '/api/user-service/add_employee', payload: withoutName });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('first_name is required');
    const phone = await cornerOwner({ method: 'POST', url: '/api/user-service/add_employee', payload: newEmployee({ phone_number: '2125550199' }) });
    expect(phone.statusCode).toBe(400);
    expect(phone.json().message).toMatch(/^phone_number /);
    const email = await cornerOwner({ method: 'POST', url: '/api/user-service/add_employee', payload: newEmployee({ email: 'nope' }) });
    expect(email.json().message).toBe('email must be a valid email address');
    const mismatch = await cornerOwner({ method: 'POST', url: '/api/user-service/add_employee', payload: newEmployee({ role: 'admin' }) });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().message).toContain('does not match role_id');
  });

  it("refuses another company's custom role", async () => {
    const quickRole = await quickOwner({
      method: 'POST',
      url: '/api/user-service/create-role',
      payload: { company_id: quick.companyId, name: 'Quick only', permissions: ['view_employees'] },
    });
    expect(quickRole.statusCode).toBe(201);
    const response = await cornerOwner({
      method: 'POST',
      url: '/api/user-service/add_employee',
      payload: newEmployee({ role: 'Quick only', role_id: quickRole.json().id }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(`role_id ${quickRole.json().id} is not a role of this company`);
  });

  it('refuses staff (no create_employees) and another company', async () => {
    const staff = await cornerStaff({ method: 'POST', url: '/api/user-service/add_employee', payload: newEmployee() });
    expect(staff.statusCode).toBe(403);
    const other = await cornerOwner({
      method: 'POST',
      url: '/api/user-service/add_employee',
      payload: newEmployee({ company_id: quick.companyId }),
    });
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(NO_COMPANY_ACCESS);
  });

  it('refuses to grant a role holding permissions the caller lacks', async () => {
    const recruiter = await employeeWithCustomRole('Recruiter', ['view_employees', 'create_employees', 'view_roles']);
    const escalate = await recruiter.inject({ method: 'POST', url: '/api/user-service/add_employee', payload: newEmployee() });
    expect(escalate.statusCode).toBe(403);
    expect(escalate.json().message).toBe(NO_ESCALATION);
    const same = await recruiter.inject({
      method: 'POST',
      url: '/api/user-service/add_employee',
      payload: newEmployee({ role: 'Recruiter', role_id: recruiter.roleId }),
    });
    expect(same.statusCode).toBe(201);
  });
});

describe('PUT /user-service/update_employee/{id}', () => {
  it('changes details and the role, and re-hashes a new password', async () => {
    const created = (await cornerOwner({ method: 'POST', url: '/api/user-service/add_employee', payload: newEmployee() })).json();
    const email = uniqueEmail('renamed');
    const response = await cornerOwner({
      method: 'PUT',
      url: `/api/user-service/update_employee/${created.userId}`,
      payload: { first_name: 'Nova', email, phone_number: null, role: 'manager', role_id: defaultRoles.get('manager'), password: 'newpass99' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ userId: created.userId, firstName: 'Nova', lastName: 'Quinn', email, phoneNo: null, role: 'manager' });
    expect(response.json().lastPasswordChanged).not.toBe(created.lastPasswordChanged);
    await expect(t.login(email, 'secret123')).rejects.toThrow(/401/);
    expect((await t.login(email, 'newpass99')).userType).toBe('MERCHANT');

    const partial = await cornerOwner({ method: 'PUT', url: `/api/user-service/update_employee/${created.userId}`, payload: { last_name: 'Stone' } });
    expect(partial.json()).toMatchObject({ firstName: 'Nova', lastName: 'Stone', role: 'manager' });
  });

  it('lets users edit their own details but not their own role', async () => {
    const own = await cornerOwner({ method: 'PUT', url: `/api/user-service/update_employee/${corner.ownerId}`, payload: { phone_number: '+12125550100' } });
    expect(own.statusCode).toBe(200);
    const sameRole = await cornerOwner({
      method: 'PUT',
      url: `/api/user-service/update_employee/${corner.ownerId}`,
      payload: { role: 'superadmin', role_id: defaultRoles.get('superadmin') },
    });
    expect(sameRole.statusCode).toBe(200);
    const ownRole = await cornerOwner({
      method: 'PUT',
      url: `/api/user-service/update_employee/${corner.ownerId}`,
      payload: { role_id: defaultRoles.get('admin') },
    });
    expect(ownRole.statusCode).toBe(403);
    expect(ownRole.json().message).toBe('You cannot change your own role');
  });

  it('refuses a taken email, a weak password, bad fields, staff and another company', async () => {
    const created = (await cornerOwner({ method: 'POST', url: '/api/user-service/add_employee', payload: newEmployee() })).json();
    const url = `/api/user-service/update_employee/${created.userId}`;
    const taken = await cornerOwner({ method: 'PUT', url, payload: { email: ACCOUNTS.cornerOwner.toUpperCase() } });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('An account with this email already exists');
    const weak = await cornerOwner({ method: 'PUT', url, payload: { password: 'abcdefgh' } });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toBe(PASSWORD_RULE);
    const bad = await cornerOwner({ method: 'PUT', url, payload: { last_name: '' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^last_name /);
    const moved = await cornerOwner({ method: 'PUT', url, payload: { company_id: quick.companyId } });
    expect(moved.statusCode).toBe(400);
    expect((await cornerStaff({ method: 'PUT', url, payload: { first_name: 'X' } })).statusCode).toBe(403);
    const other = await cornerOwner({ method: 'PUT', url: `/api/user-service/update_employee/${quick.ownerId}`, payload: { first_name: 'X' } });
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(NO_COMPANY_ACCESS);
    expect((await cornerOwner({ method: 'PUT', url: '/api/user-service/update_employee/999999', payload: {} })).statusCode).toBe(404);
  });

  it('refuses granting a stronger role and changing a stronger colleague', async () => {
    const editor = await employeeWithCustomRole('Roster editor', ['view_employees', 'edit_employees', 'view_roles']);
    const created = (await cornerOwner({ method: 'POST', url: '/api/user-service/add_employee', payload: newEmployee({ role: 'Roster editor', role_id: editor.roleId }) })).json();
    const escalate = await editor.inject({
      method: 'PUT',
      url: `/api/user-service/update_employee/${created.userId}`,
      payload: { role_id: defaultRoles.get('manager') },
    });
    expect(escalate.statusCode).toBe(403);
    expect(escalate.json().message).toBe(NO_ESCALATION);
    const rename = await editor.inject({ method: 'PUT', url: `/api/user-service/update_employee/${created.userId}`, payload: { first_name: 'Peer' } });
    expect(rename.statusCode).toBe(200);
    const takeover = await editor.inject({ method: 'PUT', url: `/api/user-service/update_employee/${corner.ownerId}`, payload: { password: 'takeover1' } });
    expect(takeover.statusCode).toBe(403);
    expect(takeover.json().message).toBe('You cannot change an employee whose role has permissions you do not have');
  });
});

describe('DELETE /user-service/delete_user/{id}', () => {
  it('soft-deletes the employee and ends their sessions', async () => {
    const email = uniqueEmail('leaver');
    const created = (await cornerOwner({ method: 'POST', url: '/api/user-service/add_employee', payload: newEmployee({ email }) })).json();
    const session = await t.login(email, 'secret123');
    const before = (await cornerOwner({ url: `/api/user-service/company/${corner.companyId}?limit=1` })).json().count;
    const response = await cornerOwner({ method: 'DELETE', url: `/api/user-service/delete_user/${created.userId}` });
    expect(response.statusCode).toBe(200);
    expect((await cornerOwner({ url: `/api/user-service/company/${corner.companyId}?limit=1` })).json().count).toBe(before - 1);
    const access = await t.app.inject({ url: '/api/user-service/fetch_profile', headers: { authorization: `Bearer ${session.accessToken}` } });
    expect(access.statusCode).toBe(401);
    const refresh = await t.app.inject({ url: '/api/user-service/refresh_token', headers: { refreshtoken: session.refreshToken } });
    expect(refresh.statusCode).toBe(401);
    expect((await cornerOwner({ method: 'DELETE', url: `/api/user-service/delete_user/${created.userId}` })).statusCode).toBe(404);
  });

  it('refuses deleting oneself, staff, another company and a bad id', async () => {
    const self = await cornerOwner({ method: 'DELETE', url: `/api/user-service/delete_user/${corner.ownerId}` });
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe('You cannot delete your own account');
    expect((await cornerStaff({ method: 'DELETE', url: `/api/user-service/delete_user/${corner.ownerId}` })).statusCode).toBe(403);
    const other = await cornerOwner({ method: 'DELETE', url: `/api/user-service/delete_user/${quick.ownerId}` });
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(NO_COMPANY_ACCESS);
    const bad = await cornerOwner({ method: 'DELETE', url: '/api/user-service/delete_user/abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^id /);
  });
});

describe('POST /stores/store-employees/ and DELETE /stores/{storeId}/store-employees/{userId}', () => {
  it('assigns stores idempotently and unlinks them', async () => {
    const created = (await cornerOwner({ method: 'POST', url: '/api/user-service/add_employee', payload: newEmployee() })).json();
    const ids = [await storeId('Corner Market Chelsea'), await storeId('Corner Market Mission')];
    const payload = { store_ids: ids, company_id: corner.companyId, user_id: created.userId };
    const first = await cornerOwner({ method: 'POST', url: '/api/stores/store-employees/', payload });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ user_id: created.userId, added_store_ids: [...ids].sort((a, b) => a - b), stores_count: 2 });
    const again = await cornerOwner({ method: 'POST', url: '/api/stores/store-employees/', payload });
    expect(again.json()).toEqual({ user_id: created.userId, added_store_ids: [], stores_count: 2 });
    const listed = (await cornerOwner({ url: `/api/stores/employees/stores-list-and-count?user_id=${created.userId}&assigned=true` })).json();
    expect(listed.stores.map((store: { name: string }) => store.name)).toEqual(['Corner Market Chelsea', 'Corner Market Mission']);

    const unlink = await cornerOwner({ method: 'DELETE', url: `/api/stores/${ids[0]}/store-employees/${created.userId}` });
    expect(unlink.statusCode).toBe(200);
    const counts = (await cornerOwner({ url: `/api/stores/employees/list-count-and-store-names?user_ids=${created.userId}` })).json();
    expect(counts).toEqual([{ user_id: created.userId, stores_count: 1, store_names: ['Corner Market Mission'] }]);
  });

  it('answers 400 naming stores or users outside the company, and the field of bad input', async () => {
    const lakeview = await storeId('QuickStop Lakeview');
    const chelsea = await storeId('Corner Market Chelsea');
    const foreignStore = await cornerOwner({
      method: 'POST',
      url: '/api/stores/store-employees/',
      payload: { store_ids: [chelsea, lakeview], company_id: corner.companyId, user_id: corner.staffId },
    });
    expect(foreignStore.statusCode).toBe(400);
    expect(foreignStore.json().message).toBe(`store_ids ${lakeview} are not stores of company ${corner.companyId}`);
    const foreignUser = await internal({
      method: 'POST',
      url: '/api/stores/store-employees/',
      payload: { store_ids: [chelsea], company_id: corner.companyId, user_id: quick.ownerId },
    });
    expect(foreignUser.statusCode).toBe(400);
    expect(foreignUser.json().message).toBe(`user_id ${quick.ownerId} is not an employee of company ${corner.companyId}`);
    const empty = await cornerOwner({
      method: 'POST',
      url: '/api/stores/store-employees/',
      payload: { store_ids: [], company_id: corner.companyId, user_id: corner.staffId },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/^store_ids /);
  });

  it('refuses staff and another company', async () => {
    const chelsea = await storeId('Corner Market Chelsea');
    const lakeview = await storeId('QuickStop Lakeview');
    const payload = { store_ids: [chelsea], company_id: corner.companyId, user_id: corner.staffId };
    expect((await cornerStaff({ method: 'POST', url: '/api/stores/store-employees/', payload })).statusCode).toBe(403);
    expect((await cornerStaff({ method: 'DELETE', url: `/api/stores/${chelsea}/store-employees/${corner.staffId}` })).statusCode).toBe(403);
    const other = await cornerOwner({
      method: 'POST',
      url: '/api/stores/store-employees/',
      payload: { store_ids: [lakeview], company_id: quick.companyId, user_id: quick.ownerId },
    });
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(NO_COMPANY_ACCESS);
    const otherUnlink = await cornerOwner({ method: 'DELETE', url: `/api/stores/${lakeview}/store-employees/${quick.ownerId}` });
    expect(otherUnlink.statusCode).toBe(403);
    expect((await cornerOwner({ method: 'DELETE', url: `/api/stores/${chelsea}/store-employees/${quick.ownerId}` })).statusCode).toBe(404);
  });
});

describe('/user-service/notification-preferences/{userId}', () => {
  it('lets a user read and update their own preferences by event name', async () => {
    const url = `/api/user-service/notification-preferences/${corner.staffId}`;
    const read = await cornerStaff({ url });
    expect(read.statusCode).toBe(200);
    expect(read.json().map((entry: { eventName: string }) => entry.eventName)).toEqual(['New Orders', 'Order expiring soon', 'Auto pause']);
    const update = await cornerStaff({
      method: 'PUT',
      url,
      payload: [{ eventName: 'Auto pause', isEmail: false, isSMS: false, isMobile: true }],
    });
    expect(update.statusCode).toBe(200);
    expect(update.json().find((entry: { eventName: string }) => entry.eventName === 'Auto pause')).toMatchObject({ isEmail: false, isSMS: false, isMobile: true });
    expect(update.json().find((entry: { eventName: string }) => entry.eventName === 'New Orders')).toMatchObject({ isEmail: true, isMobile: true });
  });

  it("needs view/edit_employees for a colleague's, refuses other companies, unknown events and bad fields", async () => {
    const ownerUrl = `/api/user-service/notification-preferences/${corner.ownerId}`;
    expect((await cornerStaff({ url: ownerUrl })).statusCode).toBe(200);
    const staffEdit = await cornerStaff({ method: 'PUT', url: ownerUrl, payload: [{ eventName: 'New Orders', isEmail: false, isSMS: false, isMobile: false }] });
    expect(staffEdit.statusCode).toBe(403);
    const other = await cornerOwner({ url: `/api/user-service/notification-preferences/${quick.ownerId}` });
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(NO_COMPANY_ACCESS);
    const unknown = await cornerOwner({ method: 'PUT', url: ownerUrl, payload: [{ eventName: 'Lunch', isEmail: true, isSMS: true, isMobile: true }] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Unknown notification events: Lunch');
    const missing = await cornerOwner({ method: 'PUT', url: ownerUrl, payload: [{ eventName: 'New Orders', isEmail: true, isMobile: true }] });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('0.isSMS is required');
  });
});

describe('default page size', () => {
  it('answers 20 employees a page when no limit is given', async () => {
    const { count } = (await cornerOwner({ url: `/api/user-service/company/${corner.companyId}?limit=1` })).json();
    for (let hired = count; hired <= 21; hired++) {
      const response = await cornerOwner({ method: 'POST', url: '/api/user-service/add_employee', payload: newEmployee({ first_name: 'Zed' }) });
      expect(response.statusCode).toBe(201);
    }
    const page = (await cornerOwner({ url: `/api/user-service/company/${corner.companyId}` })).json();
    expect(page.count).toBeGreaterThan(21);
    expect(page.users).toHaveLength(20);
    const rest = (await cornerOwner({ url: `/api/user-service/company/${corner.companyId}?offset=20` })).json();
    expect(rest.users).toHaveLength(page.count - 20);
    expect(rest.users.every((user: { firstName: string }) => user.firstName === 'Zed')).toBe(true);
  });
});
