import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody } from '../../src/contract/common.ts';
import { RangeQuery, StoreActivityAnswer, StoreFeedbackAnswer, StoreLimitQuery, StoreOrdersSummary } from '../../src/contract/orders.ts';
import { StoreIdParams } from '../../src/contract/stores.ts';
import { safeFileName } from '../services/catalogue/sql.ts';
import { storeName } from '../services/ingestion/exportStore.ts';
import { exportStoreOrders } from '../services/orders/export.ts';
import { checkRange } from '../services/orders/scope.ts';
import { storeActivity, storeFeedback, storeOrdersSummary } from '../services/orders/storeHome.ts';
import { CsvStream } from './inventoryAccess.ts';
import { storeFromParams } from './stores.ts';

const tags = ['orders'];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

/** A store's orders (spec 001 §7 export, and the store Home tab's orders, activity and feedback). */
const orderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/:id/export_to_csv',
    {
      schema: { tags, summary: "The store's orders placed from..to (the store's local days) as CSV, oldest first", params: StoreIdParams, querystring: RangeQuery, produces: ['text/csv'], response: { 200: CsvStream, ...errors } },
      config: { access: { kind: 'store', storeId: storeFromParams, permissions: ['lm_view_orders'] } },
    },
    async (request, reply) => {
      const { from, to } = request.query;
      checkRange(from, to);
      const name = safeFileName(await storeName(app.db, request.params.id));
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}_orders_${from}_${to}.csv"`)
        .send(exportStoreOrders(app.db, request.params.id, { from, to }));
    },
  );

  app.get(
    '/store/:id/summary',
    {
      schema: { tags, summary: "Today's orders and sales and the latest orders", params: StoreIdParams, querystring: StoreLimitQuery, response: { 200: StoreOrdersSummary, ...errors } },
      config: { access: { kind: 'store', storeId: storeFromParams, permissions: ['lm_view_orders'] } },
    },
    (request) => storeOrdersSummary(app.db, request.params.id, app.now(), request.query.limit ?? 20),
  );

  app.get(
    '/store/:id/activity',
    {
      schema: { tags, summary: 'Who paused, resumed, pushed menus and completed tasks, newest first', params: StoreIdParams, querystring: StoreLimitQuery, response: { 200: StoreActivityAnswer, ...errors } },
      config: { access: { kind: 'store', storeId: storeFromParams, permissions: ['lm_view_store_activity'] } },
    },
    async (request) => ({ rows: await storeActivity(app.db, request.params.id, request.query.limit ?? 20) }),
  );

  app.get(
    '/store/:id/feedback',
    {
      schema: { tags, summary: 'Ratings and comments from the channels', params: StoreIdParams, querystring: StoreLimitQuery, response: { 200: StoreFeedbackAnswer, ...errors } },
      config: { access: { kind: 'store', storeId: storeFromParams, permissions: ['lm_view_feedback'] } },
    },
    (request) => storeFeedback(app.db, request.params.id, request.query.limit ?? 20),
  );
};

export default orderRoutes;
