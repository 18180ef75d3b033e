// The app under test, started in-process on 127.0.0.1 (random port), and the bench user's session.
import fastifyStatic from '@fastify/static';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../server/app.ts';
import type { Db } from '../server/db/client.ts';
import { REFERENCE_DIR } from './browser.ts';
import { BENCH_USER } from './fixtures.ts';

export interface Session {
  accessToken: string;
  idToken: string;
  refreshToken: string;
  userType: string;
}

export interface RunningApp {
  app: FastifyInstance;
  baseUrl: string;
  session: Session;
  /** headers for an authenticated API call */
  headers: Record<string, string>;
}

/** The app on a random port, serving the browser app built into `staticDir`, signed in as the bench user. */
export async function startApp(db: Db, staticDir = resolve('dist')): Promise<RunningApp> {
  const app = await buildApp({ db, jwtSecret: randomBytes(32).toString('hex'), staticDir, logger: false });
  // The browser bench's reference app (bench/reference), served by the same process as LSM's and with the
  // same cache policy (server/plugins/spa.ts): a reload takes its hashed assets from the cache unasked.
  if (existsSync(resolve(REFERENCE_DIR, 'index.html'))) {
    await app.register(fastifyStatic, {
      root: REFERENCE_DIR,
      prefix: '/bench-reference/',
      decorateReply: false,
      index: false,
      cacheControl: false,
      setHeaders(res, path) {
        res.setHeader('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  const response = await fetch(`${baseUrl}/api/user-service/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(BENCH_USER),
  });
  if (!response.ok) throw new Error(`Bench sign-in failed: ${response.status} ${await response.text()}`);
  const session = (await response.json()) as Session;
  return { app, baseUrl, session, headers: { authorization: `Bearer ${session.accessToken}`, idtoken: session.idToken } };
}
