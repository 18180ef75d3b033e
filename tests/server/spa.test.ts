import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
let app: FastifyInstance;
let root: string;
const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;

beforeAll(async () => {
  t = await createTestApp();
  root = mkdtempSync(join(tmpdir(), 'lsm-spa-'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(root, 'assets', 'index-abc.js'), script);
  writeFileSync(join(root, 'assets', 'index-abc.js.br'), brotliCompressSync(script));
  app = await buildApp({ db: t.database.db, jwtSecret: 'test-secret', staticDir: root });
});
afterAll(async () => {
  await app.close();
  await t.close();
  rmSync(root, { recursive: true, force: true });
});

describe('serving the browser app', () => {
  it('answers the app for every route of the spec, never cached', async () => {
    for (const url of ['/', '/auth/login', '/companies/12', '/stores/5/?sidebarActiveTab=home', '/employees/3']) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves hashed assets precompressed with immutable caching', async () => {
    const response = await app.inject({ url: '/assets/index-abc.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const plain = await app.inject({ url: '/assets/index-abc.js' });
    expect(plain.body).toBe(script);
  });

  it('keeps unknown API paths as JSON 404s instead of the app', async () => {
    const response = await app.inject({ url: '/api/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Route GET /api/nope not found' });
  });
});
