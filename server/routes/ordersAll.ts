import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import analyticsRoutes from './analytics.ts';
import orderStoreRoutes from './orders.ts';
import ordersWebhookRoutes from './ordersWebhook.ts';

/** Orders and analytics under their prefixes: one registration in routes/index.ts. */
const orderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(ordersWebhookRoutes, { prefix: '/dsp-integration/v1' });
  await app.register(orderStoreRoutes, { prefix: '/orders' });
  await app.register(analyticsRoutes, { prefix: '/analytics' });
};

export default orderRoutes;
