import { createSigner } from 'fast-jwt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { factories } from '../factories/index.ts';
import { createTestApp, type TestApp } from '../helpers.ts';

let t: TestApp;
let claims: { sub: string; sid: string; userType: string; typ: string };
let refreshClaims: { sub: string; jti: string; rid: string; typ: string };

beforeAll(async () => {
  t = await createTestApp();
  const { user } = await factories(t).tenant();
  const session = await t.login(user.email);
  const decode = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
  claims = decode(session.accessToken);
  refreshClaims = decode(session.refreshToken);
});
afterAll(() => t.close());

/** Signed with the server's own key (test-secret), so only the missing claim can make it fail. */
const signed = (payload: object, options: { iss?: string; expiresIn?: number }) =>
  createSigner({ key: 'test-secret', algorithm: 'HS256', ...options })(payload);

describe('tokens signed with the key must still carry iss and exp', () => {
  it('an access token with both works (the test signs like the server)', async () => {
    const token = signed({ sub: claims.sub, sid: claims.sid, userType: claims.userType, typ: 'access' }, { iss: 'lsm', expiresIn: 60_000 });
    const answer = await t.app.inject({ url: '/api/user-service/fetch_profile', headers: { authorization: `Bearer ${token}` } });
    expect(answer.statusCode).toBe(200);
  });

  it.each([
    { case: 'without exp', options: { iss: 'lsm' } },
    { case: 'without iss', options: { expiresIn: 60_000 } },
  ])('an access token $case is 401', async ({ options }) => {
    const token = signed({ sub: claims.sub, sid: claims.sid, userType: claims.userType, typ: 'access' }, options);
    const answer = await t.app.inject({ url: '/api/user-service/fetch_profile', headers: { authorization: `Bearer ${token}` } });
    expect(answer.statusCode).toBe(401);
    expect(answer.json().message).toBeTruthy();
  });

  it('a refresh token without exp is 401', async () => {
    const token = signed({ sub: refreshClaims.sub, jti: refreshClaims.jti, rid: refreshClaims.rid, typ: 'refresh' }, { iss: 'lsm' });
    const answer = await t.app.inject({ url: '/api/user-service/refresh_token', headers: { refreshtoken: token } });
    expect(answer.statusCode).toBe(401);
  });
});
