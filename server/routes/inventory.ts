import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import {
  InventoryCountAnswer,
  MessageAnswer,
  ModifierGroupChoicesAnswer,
  StoreIdParams,
  StoreInventoryAnswer,
  StoreInventoryQuery,
  StoreItem,
  StoreItemCreateBody,
  StoreItemDeleteQuery,
  StoreItemParams,
  StoreItemUpdateBody,
} from '../../src/contract/inventory.ts';
import { sendJsonText } from '../http/jsonText.ts';
import { notFound } from '../http/errors.ts';
import { listModifierGroupChoices } from '../services/catalogue/storeItemChoices.ts';
import { countStoreItems, findStoreItem, listStoreItemsJson } from '../services/catalogue/storeItemsQuery.ts';
import { createStoreItem, deleteStoreItem, updateStoreItem } from '../services/catalogue/storeItemsWrite.ts';
import { EDIT_INVENTORY, errorResponses as errors, storeFromParams, storeFromQuery, VIEW_INVENTORY } from './inventoryAccess.ts';

const tags = ['store inventory'];
const view = { access: { kind: 'store' as const, storeId: storeFromParams, permissions: VIEW_INVENTORY } };
const edit = { access: { kind: 'store' as const, storeId: storeFromParams, permissions: EDIT_INVENTORY } };
/** The guard has looked the store's company up for every store-scoped route. */
const storeCompany = (request: FastifyRequest) => request.storeCompanyId ?? -1;

/** Store items of spec 001 section 7 "Store inventory", under /inventory. */
const inventoryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  async function itemOr404(storeId: number, id: number) {
    const item = await findStoreItem(app.db, storeId, id);
    if (!item) throw notFound('Store item not found');
    return item;
  }

  app.get(
    '/:id',
    { schema: { tags, params: StoreIdParams, querystring: StoreInventoryQuery, response: { 200: StoreInventoryAnswer, ...errors } }, config: view },
    async (request, reply) => sendJsonText(reply, await listStoreItemsJson(app.db, request.params.id, request.query)),
  );

  app.get(
    '/:id/inventory-count',
    { schema: { tags, params: StoreIdParams, response: { 200: InventoryCountAnswer, ...errors } }, config: view },
    (request) => countStoreItems(app.db, request.params.id),
  );

  app.get(
    '/:id/modifier-groups',
    { schema: { tags, params: StoreIdParams, response: { 200: ModifierGroupChoicesAnswer, ...errors } }, config: view },
    (request) => listModifierGroupChoices(app.db, request.params.id),
  );

  app.get(
    '/:id/item/:item',
    { schema: { tags, params: StoreItemParams, response: { 200: StoreItem, ...errors } }, config: view },
    (request) => itemOr404(request.params.id, request.params.item),
  );

  app.post(
    '/:id/item',
    { schema: { tags, params: StoreIdParams, body: StoreItemCreateBody, response: { 201: StoreItem, ...errors } }, config: edit },
    async (request, reply) => {
      const id = await createStoreItem(app.db, request.params.id, storeCompany(request), request.body);
      return reply.status(201).send(await itemOr404(request.params.id, id));
    },
  );

  app.put(
    '/:id/item',
    { schema: { tags, params: StoreIdParams, body: StoreItemUpdateBody, response: { 200: StoreItem, ...errors } }, config: edit },
    async (request) => {
      await updateStoreItem(app.db, request.params.id, storeCompany(request), request.body);
      return itemOr404(request.params.id, request.body.id);
    },
  );

  app.delete(
    '/store/store_item',
    {
      schema: { tags, querystring: StoreItemDeleteQuery, response: { 200: MessageAnswer, ...errors } },
      config: { access: { kind: 'store', storeId: storeFromQuery, permissions: EDIT_INVENTORY } },
    },
    async (request) => {
      await deleteStoreItem(app.db, request.query.store_id, request.query.store_item_id);
      return { message: 'Store item deleted' };
    },
  );
};

export default inventoryRoutes;
