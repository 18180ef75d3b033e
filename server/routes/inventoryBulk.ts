import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ActiveQuery,
  DeletedAnswer,
  OptionalActiveQuery,
  StatusBody,
  StatusesBody,
  StatusQuery,
  StoreBulkBody,
  StoreIdParams,
  StoreItem,
  UpdatedAnswer,
} from '../../src/contract/inventory.ts';
import { notFound } from '../http/errors.ts';
import { bulkDeleteStoreItems, bulkSetActive, bulkSetSaleState } from '../services/catalogue/storeItemsBulk.ts';
import { findStoreItem } from '../services/catalogue/storeItemsQuery.ts';
import { EDIT_INVENTORY, errorResponses as errors, storeFromParams } from './inventoryAccess.ts';

const tags = ['store inventory'];
const edit = { access: { kind: 'store' as const, storeId: storeFromParams, permissions: EDIT_INVENTORY } };

/** Bulk actions on a store's items, under /inventory. Each is one UPDATE in a transaction. */
const inventoryBulkRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.put(
    '/store/:id/items/bulk-actions',
    {
      schema: { tags, params: StoreIdParams, querystring: ActiveQuery, body: StoreBulkBody, response: { 200: UpdatedAnswer, ...errors } },
      config: edit,
    },
    async (request) => ({ updated: await bulkSetActive(app.db, request.params.id, request.query.active, request.body) }),
  );

  app.patch(
    '/:id/statuses',
    {
      schema: { tags, params: StoreIdParams, querystring: StatusQuery, body: StatusesBody, response: { 200: UpdatedAnswer, ...errors } },
      config: edit,
    },
    async (request) => ({ updated: await bulkSetSaleState(app.db, request.params.id, request.query.status, request.body.item_ids) }),
  );

  app.patch(
    '/:id/status',
    {
      schema: { tags, params: StoreIdParams, querystring: StatusQuery, body: StatusBody, response: { 200: StoreItem, ...errors } },
      config: edit,
    },
    async (request) => {
      const { id } = request.params;
      const itemId = request.body.store_item_id;
      if (!(await findStoreItem(app.db, id, itemId))) throw notFound('Store item not found');
      await bulkSetSaleState(app.db, id, request.query.status, [itemId]);
      const item = await findStoreItem(app.db, id, itemId);
      if (!item) throw notFound('Store item not found');
      return item;
    },
  );

  app.delete(
    '/bulk/:id',
    {
      schema: { tags, params: StoreIdParams, querystring: OptionalActiveQuery, body: StoreBulkBody, response: { 200: DeletedAnswer, ...errors } },
      config: edit,
    },
    async (request) => ({ deleted: await bulkDeleteStoreItems(app.db, request.params.id, request.body, request.query.active) }),
  );
};

export default inventoryBulkRoutes;
