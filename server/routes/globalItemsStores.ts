import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  GlobalItemIdParams,
  LinkedStoreItemsAnswer,
  LinkedStoresAnswer,
  LinkedStoresQuery,
  LinkStoresAnswer,
  PageQuery,
  StoreIdsBody,
  UnlinkStoresAnswer,
} from '../../src/contract/catalogue.ts';
import { caller } from '../http/tenancy.ts';
import { globalItemFor } from '../services/catalogue/access.ts';
import { linkedOrUnlinkedStores, linkedStoreItems, linkStores, unlinkStores } from '../services/catalogue/globalItemStores.ts';
import { EDIT_INVENTORY, errorResponses as errors } from './inventoryAccess.ts';

const tags = ['global items'];

/** The stores a global item is linked with, under /inventory/{id}/... */
const globalItemStoreRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/:id/linked-or-unlinked-stores-with-global-item',
    {
      schema: { tags, params: GlobalItemIdParams, querystring: LinkedStoresQuery, response: { 200: LinkedStoresAnswer, ...errors } },
      config: { access: { kind: 'signed-in' } },
    },
    async (request) => {
      const auth = caller(request);
      const item = await globalItemFor(app.db, auth, request.params.id, false);
      return linkedOrUnlinkedStores(app.db, auth, item, request.query);
    },
  );

  app.post(
    '/:id/link-stores-with-global-item',
    {
      schema: { tags, params: GlobalItemIdParams, body: StoreIdsBody, response: { 200: LinkStoresAnswer, ...errors } },
      config: { access: { kind: 'signed-in', permissions: EDIT_INVENTORY } },
    },
    async (request) => {
      const auth = caller(request);
      const item = await globalItemFor(app.db, auth, request.params.id, false);
      return linkStores(app.db, auth, item, request.body.store_ids);
    },
  );

  app.put(
    '/:id/unlink-stores-from-global-item',
    {
      schema: { tags, params: GlobalItemIdParams, body: StoreIdsBody, response: { 200: UnlinkStoresAnswer, ...errors } },
      config: { access: { kind: 'signed-in', permissions: EDIT_INVENTORY } },
    },
    async (request) => {
      const auth = caller(request);
      const item = await globalItemFor(app.db, auth, request.params.id, false);
      return unlinkStores(app.db, auth, item, request.body.store_ids);
    },
  );

  app.get(
    '/:id/store-items-linked-with-global-item',
    {
      schema: { tags, params: GlobalItemIdParams, querystring: PageQuery, response: { 200: LinkedStoreItemsAnswer, ...errors } },
      config: { access: { kind: 'signed-in' } },
    },
    async (request) => {
      const auth = caller(request);
      const item = await globalItemFor(app.db, auth, request.params.id, false);
      return linkedStoreItems(app.db, auth, item, request.query);
    },
  );
};

export default globalItemStoreRoutes;
