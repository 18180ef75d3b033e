import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_LIMITS } from '../../../server/services/loginThrottle.ts';
import { factories, type Factories } from '../factories/index.ts';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../helpers.ts';

let t: TestApp;
let f: Factories;

beforeAll(async () => {
  t = await createTestApp();
  f = factories(t);
});
afterAll(() => t.close());

const authenticate = (email: string, password: string, remoteAddress = '198.51.100.7') =>
  t.app.inject({ method: 'POST', url: '/api/user-service/authenticate', payload: { email, password }, remoteAddress });

describe('sign-in throttling', () => {
  it('locks an account after repeated wrong passwords, even for the right one, with 429 and Retry-After', async () => {
    const { user } = await f.tenant();
    for (let attempt = 0; attempt < LOGIN_LIMITS.account.failures; attempt++) {
      expect((await authenticate(user.email, 'wrong-password', `198.51.100.${attempt + 10}`)).statusCode).toBe(401);
    }
    const locked = await authenticate(user.email, DEMO_PASSWORD, '198.51.100.99');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/Too many failed sign-in attempts/);
    const wait = Number(locked.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(LOGIN_LIMITS.account.maxLockSeconds);
    // Another account from the same address is not held up.
    const other = await f.tenant();
    expect((await authenticate(other.user.email, DEMO_PASSWORD, '198.51.100.99')).statusCode).toBe(200);
  });

  it('a lockout is short: once it has run out the right password signs in and clears the count', async () => {
    const { user } = await f.tenant();
    for (let attempt = 0; attempt < LOGIN_LIMITS.account.failures; attempt++) await authenticate(user.email, 'wrong-password');
    expect((await authenticate(user.email, DEMO_PASSWORD)).statusCode).toBe(429);
    await t.database.db.execute(sql`update login_throttles set locked_until = now() - interval '1 second' where key = ${`account:${user.email}`}`);
    expect((await authenticate(user.email, DEMO_PASSWORD)).statusCode).toBe(200);
    expect((await authenticate(user.email, 'wrong-password')).statusCode).toBe(401);
  });

  it('locks one address that tries many accounts, and only that address', async () => {
    const address = '203.0.113.50';
    // The address has failed on many accounts already this window (each failure costs a password hash,
    // so the count is set here rather than spent); a few more failures reach the limit.
    await t.database.db.execute(sql`insert into login_throttles (key, failures) values (${`address:${address}`}, ${LOGIN_LIMITS.address.failures - 3})`);
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await authenticate(`nobody${attempt}@example.com`, 'guess', address)).statusCode).toBe(401);
    }
    const { user } = await f.tenant();
    const locked = await authenticate(user.email, DEMO_PASSWORD, address);
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await authenticate(user.email, DEMO_PASSWORD, '203.0.113.51')).statusCode).toBe(200);
  });

  it('an unknown email is locked the same way as a known one (a lockout tells nothing)', async () => {
    for (let attempt = 0; attempt < LOGIN_LIMITS.account.failures; attempt++) await authenticate('ghost@example.com', 'x', `192.0.2.${attempt}`);
    expect((await authenticate('ghost@example.com', 'x', '192.0.2.200')).statusCode).toBe(429);
  });
});
