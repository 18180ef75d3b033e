import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ChannelAdapters } from './channels/adapter.ts';
import { createSandboxAdapters } from './channels/sandbox/index.ts';
import type { Db } from './db/client.ts';
import type { RegisteredHandler } from './jobs/handler.ts';
import { jobHandlers } from './jobs/handlers/index.ts';
import { jobsPlugin } from './jobs/plugin.ts';
import type { WorkerOptions } from './jobs/worker.ts';
import { dbPlugin, tokensPlugin } from './plugins/context.ts';
import errors from './plugins/errors.ts';
import guard from './plugins/guard.ts';
import inputRules from './plugins/inputRules.ts';
import routeTable from './plugins/routeTable.ts';
import securityHeaders from './plugins/securityHeaders.ts';
import openapi from './plugins/openapi.ts';
import type { RestResourceDeclaration } from './rest/declaration.ts';
import spa from './plugins/spa.ts';
import sandboxOrders, { type SandboxOrdersOptions } from './plugins/sandboxOrders.ts';
import apiRoutes from './routes/index.ts';
import { derivedWebhookSecrets, type WebhookSecrets } from './services/orders/signature.ts';
import sandboxStorefrontRoutes from './routes/sandboxStorefront.ts';

export interface AppOptions {
  db: Db;
  jwtSecret: string;
  accessTokenTtlSeconds?: number;
  refreshTokenTtlSeconds?: number;
  /** directory of the built browser app; omitted in API-only tests */
  staticDir?: string;
  logger?: FastifyServerOptions['logger'];
  /** delivery partner adapters; the sandboxes by default */
  channels?: ChannelAdapters;
  /** the clock; tests pin it */
  now?: () => Date;
  /** where uploaded images are kept; a temporary folder when omitted */
  uploadsDir?: string;
  /** the resources served under /api/rest; server/rest/resources by default (tests add their own) */
  restResources?: readonly RestResourceDeclaration[];
  /** the background job worker (server/jobs) */
  jobs?: JobsOptions;
  /** each delivery partner's order webhook secret; derived from jwtSecret when omitted */
  webhookSecrets?: WebhookSecrets;
  /** the sandbox partners' order traffic to the webhook; off when omitted */
  sandboxOrders?: SandboxOrdersOptions;
}

export interface JobsOptions extends Omit<WorkerOptions, 'log'> {
  /** run jobs in the background (default true); API-only tests turn it off and call app.jobs.drain() */
  worker?: boolean;
  /** more kinds of job, beside the server's own (tests) */
  extraHandlers?: readonly RegisteredHandler[];
}

const DAY = 24 * 3600;

/** The only place the app is assembled; production (main.ts) and tests both call it. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: 2 * 1024 * 1024,
    ajv: { customOptions: { coerceTypes: 'array', removeAdditional: true, useDefaults: true } },
  }).withTypeProvider<TypeBoxTypeProvider>();

  await app.register(errors);
  await app.register(securityHeaders);
  await app.register(dbPlugin, {
    db: options.db,
    channels: options.channels ?? createSandboxAdapters({ db: options.db }),
    now: options.now ?? (() => new Date()),
    uploadsDir: options.uploadsDir ?? join(tmpdir(), 'lsm-uploads'),
  });
  const { worker = true, extraHandlers = [], ...workerOptions } = options.jobs ?? {};
  await app.register(jobsPlugin, {
    ...workerOptions,
    worker,
    handlers: [...jobHandlers({ now: app.now, channels: app.channels }), ...extraHandlers],
  });
  await app.register(multipart, { limits: { fileSize: 50 * 1024 * 1024, files: 1, fields: 20 } });
  await app.register(tokensPlugin, {
    jwtSecret: options.jwtSecret,
    accessTokenTtlSeconds: options.accessTokenTtlSeconds ?? DAY,
    refreshTokenTtlSeconds: options.refreshTokenTtlSeconds ?? 30 * DAY,
  });
  await app.register(routeTable);
  app.decorate('webhookSecrets', options.webhookSecrets ?? derivedWebhookSecrets(options.jwtSecret));
  await app.register(guard);
  await app.register(inputRules);
  await app.register(openapi);
  await app.register(apiRoutes, { prefix: '/api', restResources: options.restResources });
  await app.register(sandboxStorefrontRoutes);
  if (options.sandboxOrders) await app.register(sandboxOrders, options.sandboxOrders);
  await app.register(spa, { root: options.staticDir });
  return app;
}
