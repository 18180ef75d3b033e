import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client.ts';
import { createTokenService, type TokenService } from '../services/tokens.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    tokens: TokenService;
  }
}

export interface ContextOptions {
  db: Db;
  jwtSecret: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
}

/** The shared services every route uses: the database and the token service. */
export const dbPlugin = fp(
  async function db(app: FastifyInstance, options: { db: Db }) {
    app.decorate('db', options.db);
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
