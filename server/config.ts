import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { configuredWebhookSecrets, type WebhookSecrets } from './services/orders/signature.ts';

export interface Config {
  host: string;
  port: number;
  /** PostgreSQL connection string; when absent the embedded PGlite in dataDir is used. */
  databaseUrl?: string;
  dataDir: string;
  jwtSecret: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /** Load the demo data set into an empty DATABASE_URL database too (it is always loaded into a new embedded one). */
  seedDemo: boolean;
  staticDir: string;
  logLevel: string;
  /** delivery partner sandboxes: simulated latency, share of refused changes, seed */
  sandbox: { latencyMs: number; menuJobMs: number; rejectionRate: number; seed: number };
  /** orders per hour the sandbox partners send to the webhook (SANDBOX_ORDERS_PER_HOUR); 0 = none */
  sandboxOrdersPerHour: number;
  /** each delivery partner's order webhook secret (WEBHOOK_SECRET_<PARTNER>, else generated once into dataDir) */
  webhookSecrets: WebhookSecrets;
}

const HOURS = 3600;

function positiveInt(name: string, fallback: number, env: NodeJS.ProcessEnv): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer, got "${raw}"`);
  return value;
}

function nonNegativeNumber(name: string, fallback: number, env: NodeJS.ProcessEnv): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a number of at least 0, got "${raw}"`);
  return value;
}

/** The JWT secret comes from JWT_SECRET, or is generated once and kept in the data directory. */
function jwtSecret(env: NodeJS.ProcessEnv, dataDir: string): string {
  if (env.JWT_SECRET) return env.JWT_SECRET;
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = resolve(env.DATA_DIR ?? './data');
  return {
    host: env.HOST ?? '127.0.0.1',
    port: positiveInt('PORT', 8080, env),
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    jwtSecret: jwtSecret(env, dataDir),
    accessTokenTtlSeconds: positiveInt('ACCESS_TOKEN_TTL_SECONDS', 24 * HOURS, env),
    refreshTokenTtlSeconds: positiveInt('REFRESH_TOKEN_TTL_SECONDS', 30 * 24 * HOURS, env),
    seedDemo: env.SEED_DEMO === '1' || env.SEED_DEMO === 'true',
    staticDir: resolve(env.STATIC_DIR ?? './dist'),
    logLevel: env.LOG_LEVEL ?? 'info',
    sandbox: {
      latencyMs: Number(env.SANDBOX_LATENCY_MS ?? 0) || 0,
      menuJobMs: nonNegativeNumber('SANDBOX_MENU_JOB_MS', Number(env.SANDBOX_LATENCY_MS ?? 0) || 0, env),
      rejectionRate: Math.min(1, Math.max(0, Number(env.SANDBOX_REJECTION_RATE ?? 0) || 0)),
      seed: Number(env.SANDBOX_SEED ?? 1) || 1,
    },
    sandboxOrdersPerHour: nonNegativeNumber('SANDBOX_ORDERS_PER_HOUR', 0, env),
    webhookSecrets: configuredWebhookSecrets(env, dataDir),
  };
}
