import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type JobsOptions } from '../../server/app.ts';
import { createSandboxAdapters, type SandboxOptions } from '../../server/channels/sandbox/index.ts';
import type { SandboxOrdersOptions } from '../../server/plugins/sandboxOrders.ts';
import { openPglite, openPostgres, type Database } from '../../server/db/client.ts';
import type { RestResourceDeclaration } from '../../server/rest/declaration.ts';
import { withDatabase } from './global-setup.ts';

export const DEMO_PASSWORD = 'demo1234';
export const ACCOUNTS = {
  internal: 'ops@lsm.example',
  cornerOwner: 'owner@cornermarket.example',
  cornerStaff: 'staff@cornermarket.example',
  quickOwner: 'owner@quickstop.example',
} as const;

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** signs in and returns the authenticate answer */
  login(email: string, password?: string): Promise<{ accessToken: string; idToken: string; refreshToken: string; userType: string }>;
  /** app.inject with the bearer token of a signed-in account */
  as(email: string): Promise<(options: InjectOptions) => Promise<LightMyRequestResponse>>;
  close(): Promise<void>;
}

/** A fresh copy of the migrated demo database; `url` is set on PostgreSQL (to open more pools on it). */
export async function cloneDatabase(): Promise<{ database: Database; drop: () => Promise<void>; url?: string }> {
  const templateUrl = inject('templateDatabaseUrl');
  if (templateUrl) {
    const adminUrl = inject('adminDatabaseUrl')!;
    const name = `lsm_test_${randomBytes(6).toString('hex')}`;
    const template = new URL(templateUrl).pathname.slice(1);
    await withAdmin(adminUrl, (admin) => createFromTemplate(admin, name, template));
    const url = withDatabase(templateUrl, name);
    const database = await openPostgres(url, 4);
    return {
      database,
      url,
      drop: async () => {
        await withAdmin(adminUrl, (admin) => admin.query(`drop database if exists ${name} with (force)`));
      },
    };
  }
  const dumpPath = inject('pgliteDumpPath');
  if (!dumpPath) throw new Error('The server test global setup did not run');
  const database = await openPglite(undefined, new Blob([readFileSync(dumpPath)]));
  return { database, drop: async () => {} };
}

async function withAdmin<T>(url: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/** Two test files cloning at the same instant make PostgreSQL refuse one of them briefly: retry. */
async function createFromTemplate(admin: pg.Client, name: string, template: string) {
  for (let attempt = 1; ; attempt++) {
    try {
      await admin.query(`create database ${name} template ${template}`);
      return;
    } catch (error) {
      const busy = error instanceof Error && error.message.includes('is being accessed by other users');
      if (!busy || attempt >= 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}

/**
 * A fresh copy of the migrated demo database and the app built on it, as production builds it, except
 * that jobs run only when the test calls `app.jobs.drain()` unless `jobs.worker` is true.
 */
export async function createTestApp(
  options: {
    accessTokenTtlSeconds?: number;
    now?: () => Date;
    jobs?: JobsOptions;
    sandbox?: Omit<SandboxOptions, 'db'>;
    sandboxOrders?: SandboxOrdersOptions;
    restResources?: readonly RestResourceDeclaration[];
  } = {},
): Promise<TestApp> {
  const { database, drop } = await cloneDatabase();
  const { sandbox, ...appOptions } = options;
  const app = await buildApp({
    db: database.db,
    jwtSecret: 'test-secret',
    ...appOptions,
    channels: sandbox ? createSandboxAdapters({ ...sandbox, db: database.db }) : undefined,
    jobs: { worker: false, ...options.jobs },
  });
  const tokenCache = new Map<string, string>();

  async function login(email: string, password = DEMO_PASSWORD) {
    const response = await app.inject({ method: 'POST', url: '/api/user-service/authenticate', payload: { email, password } });
    if (response.statusCode !== 200) throw new Error(`login ${email} failed: ${response.statusCode} ${response.body}`);
    return response.json();
  }

  return {
    app,
    database,
    login,
    async as(email) {
      const bearer: string = tokenCache.get(email) ?? (await login(email)).accessToken;
      tokenCache.set(email, bearer);
      return (options) => app.inject({ ...options, headers: { ...options.headers, authorization: `Bearer ${bearer}` } });
    },
    async close() {
      await app.close();
      await database.close();
      await drop();
    },
  };
}
