import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ASSETS_DIR, serveBuiltAssets } from './builtAssets.ts';

/**
 * Serves the built browser app: hashed assets from memory with immutable cache headers (builtAssets.ts), the
 * other files of the build from disk, and index.html for every other GET (or HEAD) outside /api so the spec's paths
 * work on reload.
 */
export default fp(
  async function spa(app: FastifyInstance, options: { root?: string }) {
    const hasApp = options.root !== undefined && existsSync(join(options.root, 'index.html'));
    if (hasApp) {
      serveBuiltAssets(app, options.root!);
      await app.register(fastifyStatic, {
        root: options.root!,
        wildcard: false,
        globIgnore: [`${ASSETS_DIR}/**`],
        preCompressed: true,
        cacheControl: false,
        index: false,
        setHeaders(res) {
          res.setHeader('cache-control', 'no-cache');
        },
      });
    }
    app.setNotFoundHandler((request, reply) => {
      // HEAD as GET (link checkers and uptime monitors ask it): Node sends the headers without the body
      const wantsApp = (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api');
      if (wantsApp && hasApp) return reply.header('cache-control', 'no-cache').sendFile('index.html');
      return reply.status(404).send({ message: `Route ${request.method} ${request.url.split('?')[0]} not found` });
    });
  },
  { name: 'spa' },
);
