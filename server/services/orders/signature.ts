import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { WEBHOOK_PARTNERS, type WebhookPartner } from '../../../src/domain/orders.ts';

/** The HMAC secret each partner signs its webhook requests with. */
export type WebhookSecrets = Readonly<Record<WebhookPartner, string>>;

declare module 'fastify' {
  interface FastifyInstance {
    webhookSecrets: WebhookSecrets;
  }
}

const partners = Object.keys(WEBHOOK_PARTNERS) as WebhookPartner[];

/**
 * Each partner's secret: WEBHOOK_SECRET_<PARTNER> (e.g. WEBHOOK_SECRET_DOORDASH), or generated once and kept
 * in the data directory (webhook-secret-<partner>), like the JWT secret.
 */
export function configuredWebhookSecrets(env: NodeJS.ProcessEnv, dataDir: string): WebhookSecrets {
  const entries = partners.map((partner) => {
    const fromEnv = env[`WEBHOOK_SECRET_${partner.toUpperCase()}`];
    if (fromEnv) return [partner, fromEnv];
    mkdirSync(dataDir, { recursive: true });
    const file = join(dataDir, `webhook-secret-${partner}`);
    if (existsSync(file)) return [partner, readFileSync(file, 'utf8').trim()];
    const secret = randomBytes(32).toString('base64url');
    writeFileSync(file, secret, { mode: 0o600 });
    return [partner, secret];
  });
  return Object.fromEntries(entries) as WebhookSecrets;
}

/** Secrets derived from the JWT secret, for an app built without configured ones (tests, tools). */
export function derivedWebhookSecrets(jwtSecret: string): WebhookSecrets {
  return Object.fromEntries(partners.map((partner) => [partner, createHmac('sha256', jwtSecret).update(`webhook:${partner}`).digest('base64url')])) as WebhookSecrets;
}

/** The signature header's value for a body: `sha256=<hex HMAC-SHA256>`. */
export function signBody(secret: string, body: string | Buffer): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

/** Whether `header` is the body's signature with `secret` (compared in constant time). */
export function validSignature(secret: string, body: string | Buffer, header: string | string[] | undefined): boolean {
  if (typeof header !== 'string') return false;
  const expected = Buffer.from(signBody(secret, body));
  const given = Buffer.from(header.trim());
  return given.length === expected.length && timingSafeEqual(given, expected);
}
