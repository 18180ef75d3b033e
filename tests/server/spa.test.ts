import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
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
  writeFileSync(join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(root, 'assets', 'index-abc.js'), script);
  writeFileSync(join(root, 'assets', 'index-abc.js.br'), brotliCompressSync(script));
  writeFileSync(join(root, 'assets', 'index-abc.js.gz'), gzipSync(script));
  writeFileSync(join(root, 'assets', 'logo-abc.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  mkdirSync(join(root, 'assets', 'fonts'));
  writeFileSync(join(root, 'assets', 'fonts', 'face-abc.woff2'), 'font bytes');
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

  it('answers a HEAD of an app route as its GET, without the body', async () => {
    const response = await app.inject({ method: 'HEAD', url: '/companies/12' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe('');
    const api = await app.inject({ method: 'HEAD', url: '/api/no-such-call' });
    expect(api.statusCode).toBe(404);
  });

  it('serves hashed assets precompressed with immutable caching', async () => {
    const response = await app.inject({ url: '/assets/index-abc.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const plain = await app.inject({ url: '/assets/index-abc.js' });
    expect(plain.body).toBe(script);
  });

  it('sends the variant the client accepts, and the file as built to one that accepts none', async () => {
    const gzipOnly = await app.inject({ url: '/assets/index-abc.js', headers: { 'accept-encoding': 'br;q=0, gzip;q=0.8' } });
    expect(gzipOnly.headers['content-encoding']).toBe('gzip');
    expect(gzipOnly.headers.vary).toBe('accept-encoding');
    expect(gzipOnly.headers['content-type']).toBe('text/javascript; charset=utf-8');
    const none = await app.inject({ url: '/assets/index-abc.js', headers: { 'accept-encoding': 'identity' } });
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.body).toBe(script);
    const svg = await app.inject({ url: '/assets/logo-abc.svg', headers: { 'accept-encoding': 'br, gzip' } });
    expect(svg.headers['content-type']).toBe('image/svg+xml');
    expect(svg.headers['content-encoding']).toBeUndefined();
    expect(svg.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves a file of a folder under assets', async () => {
    const response = await app.inject({ url: '/assets/fonts/face-abc.woff2' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('font/woff2');
    expect(response.body).toBe('font bytes');
  });

  it('answers a file the build does not have with a 404, not the app', async () => {
    const response = await app.inject({ url: '/assets/index-old.js' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'No asset /assets/index-old.js in this build' });
  });

  it('serves the build files outside assets from disk, never cached', async () => {
    const response = await app.inject({ url: '/favicon.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('keeps unknown API paths as JSON 404s instead of the app', async () => {
    const response = await app.inject({ url: '/api/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Route GET /api/nope not found' });
  });
});
