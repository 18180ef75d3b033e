import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app.ts';
import { ACCOUNTS, createTestApp, DEMO_PASSWORD, type TestApp } from '../helpers.ts';

let t: TestApp;
let app: FastifyInstance;
let root: string;

beforeAll(async () => {
  t = await createTestApp();
  root = mkdtempSync(join(tmpdir(), 'lsm-headers-'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><div id="root"></div>');
  app = await buildApp({ db: t.database.db, jwtSecret: 'test-secret', staticDir: root, jobs: { worker: false } });
});
afterAll(async () => {
  await app.close();
  await t.close();
  rmSync(root, { recursive: true, force: true });
});

function expectSecurityHeaders(headers: Record<string, unknown>, url: string) {
  const csp = String(headers['content-security-policy']);
  expect(csp, url).toContain("script-src 'self'");
  expect(csp, url).toContain("frame-ancestors 'none'");
  expect(csp, url).not.toMatch(/script-src[^;]*unsafe/);
  expect(headers['x-content-type-options'], url).toBe('nosniff');
  expect(headers['referrer-policy'], url).toBe('no-referrer');
  expect(headers['permissions-policy'], url).toMatch(/camera=\(\)/);
  expect(headers['cross-origin-opener-policy'], url).toBe('same-origin');
}

describe('security headers', () => {
  it('are on the app, the API, its errors and unknown routes', async () => {
    for (const url of ['/', '/companies/12', '/api/health', '/api/stores/', '/api/nowhere']) {
      const answer = await app.inject({ url });
      expectSecurityHeaders(answer.headers, url);
    }
  });

  it('token answers are never stored by a cache', async () => {
    const login = await app.inject({ method: 'POST', url: '/api/user-service/authenticate', payload: { email: ACCOUNTS.cornerOwner, password: DEMO_PASSWORD } });
    expect(login.statusCode).toBe(200);
    expect(login.headers['cache-control']).toBe('no-store');
    const refreshed = await app.inject({ url: '/api/user-service/refresh_token', headers: { refreshtoken: login.json().refreshToken } });
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.headers['cache-control']).toBe('no-store');
    const refused = await app.inject({ method: 'POST', url: '/api/user-service/authenticate', payload: { email: ACCOUNTS.cornerOwner, password: 'wrong' } });
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  it('the app itself stays revalidated, not stored forever', async () => {
    expect((await app.inject({ url: '/' })).headers['cache-control']).toBe('no-cache');
  });
});
