import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ErrorBody } from '../../src/contract/common.ts';

/** GET /api/openapi.json and GET /api/docs, generated from the route schemas. */
export default fp(
  async function openapi(app: FastifyInstance) {
    app.addSchema(ErrorBody);
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: { title: 'LSM API', version: '1.0.0', description: 'Store-management back office API' },
        servers: [{ url: '/api' }],
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
        security: [{ bearer: [] }],
      },
      transform: ({ schema, url }) => ({ schema, url: url.replace(/^\/api/, '') }),
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs' });
    app.get('/api/openapi.json', { schema: { hide: true }, config: { access: { kind: 'public' } } }, () =>
      app.swagger(),
    );
  },
  { name: 'openapi' },
);
