import type { FastifyInstance, FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import type { Access } from '../http/access.ts';

/** One API route as declared: what the generated security suite (tests/server/security) probes. */
export interface DeclaredRoute {
  method: string;
  url: string;
  access: Access;
  schema: FastifySchema | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** every /api route with its access rule and schemas, in registration order */
    routeTable: readonly DeclaredRoute[];
  }
}

export default fp(
  async function routeTable(app: FastifyInstance) {
    const routes: DeclaredRoute[] = [];
    app.decorate('routeTable', routes);
    app.addHook('onRoute', (route) => {
      const access = (route.config as { access?: Access } | undefined)?.access;
      if (!route.url.startsWith('/api/') || !access) return;
      for (const method of [route.method].flat()) {
        if (method === 'HEAD') continue;
        routes.push({ method, url: route.url, access, schema: route.schema });
      }
    });
  },
  { name: 'route-table' },
);
