import { createSigner } from 'fast-jwt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const authenticate = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/user-service/authenticate', payload: payload as object });

describe('POST /user-service/authenticate', () => {
  it('signs in an internal user and a merchant with their user type', async () => {
    const internal = await authenticate({ email: ACCOUNTS.internal, password: 'demo1234' });
    expect(internal.statusCode).toBe(200);
    expect(internal.json()).toMatchObject({ userType: 'INTERNAL' });
    const merchant = await authenticate({ email: 'Owner@CornerMarket.example', password: 'demo1234' });
    expect(merchant.statusCode).toBe(200);
    const body = merchant.json();
    expect(body.userType).toBe('MERCHANT');
    for (const key of ['accessToken', 'idToken', 'refreshToken']) expect(body[key]).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  });

  it('refuses a wrong password and an unknown user with the same 401 message', async () => {
    const wrong = await authenticate({ email: ACCOUNTS.internal, password: 'nope' });
    const unknown = await authenticate({ email: 'nobody@lsm.example', password: 'demo1234' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: 'Incorrect email or password' });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('answers 400 naming the field for bad input', async () => {
    const missing = await authenticate({ email: ACCOUNTS.internal });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('password is required');
    const badEmail = await authenticate({ email: 'not-an-email', password: 'x' });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().message).toBe('email must be a valid email address');
  });
});

describe('tokens and the guard', () => {
  it('answers 401 without a token, with a tampered token and with an expired token', async () => {
    const none = await t.app.inject({ url: '/api/user-service/fetch_profile' });
    expect(none.statusCode).toBe(401);
    expect(none.json().message).toBe('Missing access token');

    const { accessToken } = await t.login(ACCOUNTS.internal);
    const [head, payload, signature] = accessToken.split('.');
    const forgedPayload = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), sub: '999' }),
    ).toString('base64url');
    for (const token of [`${head}.${forgedPayload}.${signature}`, `${head}.${payload}.${signature.slice(0, -2)}xx`]) {
      const response = await t.app.inject({ url: '/api/user-service/fetch_profile', headers: { authorization: `Bearer ${token}` } });
      expect(response.statusCode).toBe(401);
    }

    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const expired = createSigner({
      key: 'test-secret',
      iss: 'lsm',
      expiresIn: 1000,
      clockTimestamp: Date.now() - 3600_000,
    })({ sub: claims.sub, sid: claims.sid, typ: 'access', userType: claims.userType });
    const response = await t.app.inject({ url: '/api/user-service/fetch_profile', headers: { authorization: `Bearer ${expired}` } });
    expect(response.statusCode).toBe(401);
  });

  it('refuses an id token or a refresh token used as the access token', async () => {
    const { idToken, refreshToken } = await t.login(ACCOUNTS.internal);
    for (const token of [idToken, refreshToken]) {
      const response = await t.app.inject({ url: '/api/user-service/fetch_profile', headers: { authorization: `Bearer ${token}` } });
      expect(response.statusCode).toBe(401);
    }
  });
});

describe('GET /user-service/refresh_token and POST /user-service/logout', () => {
  it('gives new access and id tokens that work', async () => {
    const { refreshToken } = await t.login(ACCOUNTS.cornerOwner);
    const response = await t.app.inject({ url: '/api/user-service/refresh_token', headers: { refreshtoken: refreshToken } });
    expect(response.statusCode).toBe(200);
    const { accessToken, idToken } = response.json();
    expect(idToken).toBeTruthy();
    const profile = await t.app.inject({ url: '/api/user-service/fetch_profile', headers: { authorization: `Bearer ${accessToken}` } });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().email).toBe(ACCOUNTS.cornerOwner);
  });

  it('refuses a missing, tampered or access-type refresh token', async () => {
    const { refreshToken, accessToken } = await t.login(ACCOUNTS.cornerOwner);
    const missing = await t.app.inject({ url: '/api/user-service/refresh_token' });
    expect(missing.statusCode).toBe(400);
    for (const token of [`${refreshToken}x`, accessToken]) {
      const response = await t.app.inject({ url: '/api/user-service/refresh_token', headers: { refreshtoken: token } });
      expect(response.statusCode).toBe(401);
    }
  });

  it('logout revokes the refresh token and the access tokens of that session only', async () => {
    const first = await t.login(ACCOUNTS.cornerOwner);
    const second = await t.login(ACCOUNTS.cornerOwner);
    const logout = await t.app.inject({ method: 'POST', url: '/api/user-service/logout', headers: { refreshtoken: first.refreshToken } });
    expect(logout.statusCode).toBe(200);
    const refresh = await t.app.inject({ url: '/api/user-service/refresh_token', headers: { refreshtoken: first.refreshToken } });
    expect(refresh.statusCode).toBe(401);
    const oldAccess = await t.app.inject({ url: '/api/user-service/fetch_profile', headers: { authorization: `Bearer ${first.accessToken}` } });
    expect(oldAccess.statusCode).toBe(401);
    const otherSession = await t.app.inject({ url: '/api/user-service/fetch_profile', headers: { authorization: `Bearer ${second.accessToken}` } });
    expect(otherSession.statusCode).toBe(200);
  });
});

describe('profiles', () => {
  it('fetch_profile holds company_id, the role and its permissions with toggles', async () => {
    const get = await t.as(ACCOUNTS.cornerStaff);
    const profile = (await get({ url: '/api/user-service/fetch_profile' })).json();
    expect(profile.company_id).toBeGreaterThan(0);
    expect(profile.companyId).toBe(profile.company_id);
    expect(profile.role).toBe('staff');
    const granted = profile.roles[0].permissions.filter((p: { toggle: boolean }) => p.toggle).map((p: { key: string }) => p.key);
    expect(granted).toContain('view_employees');
    expect(granted.every((key: string) => key.startsWith('view_') || key.startsWith('lm_view_'))).toBe(true);
    expect(profile.roles[0].permissions.length).toBeGreaterThan(granted.length);

    const internal = (await (await t.as(ACCOUNTS.internal))({ url: '/api/user-service/fetch_profile' })).json();
    expect(internal.company_id).toBeNull();
    expect(internal.userType).toBe('INTERNAL');
  });

  it('fetch-profile?id gives colleagues to permitted users and refuses other companies', async () => {
    const cornerOwner = await t.as(ACCOUNTS.cornerOwner);
    const staffProfile = (await (await t.as(ACCOUNTS.cornerStaff))({ url: '/api/user-service/fetch_profile' })).json();
    const quickProfile = (await (await t.as(ACCOUNTS.quickOwner))({ url: '/api/user-service/fetch_profile' })).json();

    const colleague = await cornerOwner({ url: `/api/user-service/fetch-profile?id=${staffProfile.userId}` });
    expect(colleague.statusCode).toBe(200);
    expect(colleague.json().email).toBe(ACCOUNTS.cornerStaff);

    const otherCompany = await cornerOwner({ url: `/api/user-service/fetch-profile?id=${quickProfile.userId}` });
    expect(otherCompany.statusCode).toBe(403);
    expect(otherCompany.json().message).toBe("You don't have access to this company");

    const internal = await t.as(ACCOUNTS.internal);
    expect((await internal({ url: `/api/user-service/fetch-profile?id=${quickProfile.userId}` })).statusCode).toBe(200);
    expect((await internal({ url: '/api/user-service/fetch-profile?id=999999' })).statusCode).toBe(404);
    expect((await internal({ url: '/api/user-service/fetch-profile?id=abc' })).statusCode).toBe(400);
  });

  it('user-store gives a merchant their stores and company, and refuses another company', async () => {
    const cornerOwner = await t.as(ACCOUNTS.cornerOwner);
    const me = (await cornerOwner({ url: '/api/user-service/fetch_profile' })).json();
    const answer = await cornerOwner({ url: `/api/stores/user-store?cognito_user_name=${me.username}` });
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(body.company).toMatchObject({ id: me.company_id, name: 'Corner Market' });
    expect(body.stores.length).toBeGreaterThan(0);

    const quick = (await (await t.as(ACCOUNTS.quickOwner))({ url: '/api/user-service/fetch_profile' })).json();
    const refused = await cornerOwner({ url: `/api/stores/user-store?cognito_user_name=${quick.username}` });
    expect(refused.statusCode).toBe(403);
  });
});

describe('API surface', () => {
  it('documents itself', async () => {
    const spec = (await t.app.inject({ url: '/api/openapi.json' })).json();
    expect(spec.openapi).toMatch(/^3\./);
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining(['/user-service/authenticate', '/user-service/refresh_token', '/user-service/fetch_profile', '/stores/user-store']),
    );
    const docs = await t.app.inject({ url: '/api/docs' });
    expect([200, 302]).toContain(docs.statusCode);
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const response = await t.app.inject({ url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toContain('not found');
  });
});
