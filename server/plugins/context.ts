import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ChannelAdapters } from '../channels/adapter.ts';
import type { Db } from '../db/client.ts';
import { createTokenService, type TokenService } from '../services/tokens.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    tokens: TokenService;
    /** the delivery partners, sandboxes unless real adapters are plugged in */
    channels: ChannelAdapters;
    /** the clock; tests pin it */
    now: () => Date;
    /** where uploaded images are kept */
    uploadsDir: string;
  }
}

export interface ContextOptions {
  db: Db;
  jwtSecret: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
}

/** The shared services every route uses: the database, the delivery partners and the clock. */
export const dbPlugin = fp(
  async function db(app: FastifyInstance, options: { db: Db; channels: ChannelAdapters; now: () => Date; uploadsDir: string }) {
    app.decorate('db', options.db);
    app.decorate('uploadsDir', options.uploadsDir);
    app.decorate('channels', options.channels);
    app.decorate('now', options.now);
  },
  { name: 'db' },
);

export const tokensPlugin = fp(
  async function tokens(app: FastifyInstance, options: Omit<ContextOptions, 'db'>) {
    app.decorate(
      'tokens',
      createTokenService(options.jwtSecret, options.accessTokenTtlSeconds, options.refreshTokenTtlSeconds),
    );
  },
  { name: 'tokens' },
);
