import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { factories, type Factories } from '../factories/index.ts';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../helpers.ts';

let t: TestApp;
let f: Factories;

beforeAll(async () => {
  t = await createTestApp();
  f = factories(t);
});
afterAll(() => t.close());

const profileWith = (accessToken: string) =>
  t.app.inject({ url: '/api/user-service/fetch_profile', headers: { authorization: `Bearer ${accessToken}` } });
const refreshWith = (refreshToken: string) => t.app.inject({ url: '/api/user-service/refresh_token', headers: { refreshtoken: refreshToken } });
const bearer = (accessToken: string) => ({ authorization: `Bearer ${accessToken}` });

describe('a password change ends the sessions the old password opened', () => {
  it('a manager’s reset ends every session of the employee', async () => {
    const { company, store, user: manager } = await f.tenant();
    const employee = await f.user({ companyId: company.id, storeIds: [store.id], role: 'staff' });
    const [phone, laptop] = [await t.login(employee.email), await t.login(employee.email)];
    const managerSession = await t.login(manager.email);
    const reset = await t.app.inject({
      method: 'PUT',
      url: `/api/user-service/update_employee/${employee.id}`,
      headers: bearer(managerSession.accessToken),
      payload: { password: 'resetpass42' },
    });
    expect(reset.statusCode).toBe(200);
    for (const session of [phone, laptop]) {
      expect((await profileWith(session.accessToken)).statusCode).toBe(401);
      expect((await refreshWith(session.refreshToken)).statusCode).toBe(401);
    }
    expect((await profileWith(managerSession.accessToken)).statusCode).toBe(200);
    expect((await t.login(employee.email, 'resetpass42')).accessToken).toBeTruthy();
  });

  it('changing one’s own password ends one’s other sessions and keeps the one that changed it', async () => {
    const { user } = await f.tenant();
    const [here, elsewhere] = [await t.login(user.email, DEMO_PASSWORD), await t.login(user.email, DEMO_PASSWORD)];
    const change = await t.app.inject({
      method: 'PUT',
      url: `/api/user-service/update_employee/${user.id}`,
      headers: bearer(here.accessToken),
      payload: { password: 'mynewpass77' },
    });
    expect(change.statusCode).toBe(200);
    expect((await profileWith(elsewhere.accessToken)).statusCode).toBe(401);
    expect((await refreshWith(elsewhere.refreshToken)).statusCode).toBe(401);
    expect((await profileWith(here.accessToken)).statusCode).toBe(200);
    expect((await refreshWith(here.refreshToken)).statusCode).toBe(200);
  });
});

describe('refresh tokens rotate', () => {
  it('each refresh answers a new refresh token; the next refresh takes the new one', async () => {
    const { user } = await f.tenant();
    const session = await t.login(user.email);
    const first = await refreshWith(session.refreshToken);
    expect(first.statusCode).toBe(200);
    const next = first.json().refreshToken as string;
    expect(next).toBeTruthy();
    expect(next).not.toBe(session.refreshToken);
    const second = await refreshWith(next);
    expect(second.statusCode).toBe(200);
    expect((await profileWith(second.json().accessToken)).statusCode).toBe(200);
  });

  it('a spent refresh token presented again ends its session, and only that one', async () => {
    const { user } = await f.tenant();
    const session = await t.login(user.email);
    const other = await t.login(user.email);
    const rotated = (await refreshWith(session.refreshToken)).json();
    const replay = await refreshWith(session.refreshToken);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toMatch(/already been used/);
    expect((await refreshWith(rotated.refreshToken)).statusCode).toBe(401);
    expect((await profileWith(rotated.accessToken)).statusCode).toBe(401);
    expect((await profileWith(other.accessToken)).statusCode).toBe(200);
  });
});
