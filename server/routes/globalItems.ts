import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CompanyIdQuery,
  GlobalItem,
  GlobalItemCreateBody,
  GlobalItemIdParams,
  GlobalItemListAnswer,
  GlobalItemListQuery,
  GlobalItemUpdateBody,
  MessageAnswer,
} from '../../src/contract/catalogue.ts';
import { sendJsonText } from '../http/jsonText.ts';
import { notFound } from '../http/errors.ts';
import { caller } from '../http/tenancy.ts';
import { globalItemFor } from '../services/catalogue/access.ts';
import { readScope } from '../services/catalogue/globalItemFilters.ts';
import { findGlobalItem, listGlobalItemsJson } from '../services/catalogue/globalItemsQuery.ts';
import { createGlobalItem, deleteGlobalItem, updateGlobalItem } from '../services/catalogue/globalItemsWrite.ts';
import { EDIT_INVENTORY, errorResponses as errors } from './inventoryAccess.ts';

const tags = ['global items'];

/** Global item list and CRUD of spec 001 section 7, under /inventory/items/global-items. */
const globalItemRoutes: FastifyPluginAsyncTypebox = async (app) => {
  async function itemOr404(id: number) {
    const item = await findGlobalItem(app.db, id);
    if (!item) throw notFound('Global item not found');
    return item;
  }

  app.get(
    '/v2',
    {
      schema: { tags, querystring: GlobalItemListQuery, response: { 200: GlobalItemListAnswer, ...errors } },
      config: { access: { kind: 'signed-in' } },
    },
    async (request, reply) => sendJsonText(reply, await listGlobalItemsJson(app.db, request.query, readScope(caller(request), request.query))),
  );

  app.get(
    '/:id',
    {
      schema: { tags, params: GlobalItemIdParams, querystring: CompanyIdQuery, response: { 200: GlobalItem, ...errors } },
      config: { access: { kind: 'signed-in' } },
    },
    async (request) => {
      const ref = await globalItemFor(app.db, caller(request), request.params.id, false);
      const companyId = request.query.company_id;
      if (companyId !== undefined && ref.company_id !== null && ref.company_id !== companyId) throw notFound('Global item not found');
      return itemOr404(ref.id);
    },
  );

  app.post(
    '/',
    {
      schema: { tags, body: GlobalItemCreateBody, response: { 201: GlobalItem, ...errors } },
      config: { access: { kind: 'signed-in', permissions: EDIT_INVENTORY } },
    },
    async (request, reply) => {
      const id = await createGlobalItem(app.db, caller(request), request.body);
      return reply.status(201).send(await itemOr404(id));
    },
  );

  app.patch(
    '/:id',
    {
      schema: { tags, params: GlobalItemIdParams, body: GlobalItemUpdateBody, response: { 200: GlobalItem, ...errors } },
      config: { access: { kind: 'signed-in', permissions: EDIT_INVENTORY } },
    },
    async (request) => {
      const ref = await globalItemFor(app.db, caller(request), request.params.id, true);
      await updateGlobalItem(app.db, ref.id, request.body);
      return itemOr404(ref.id);
    },
  );

  app.delete(
    '/:id',
    {
      schema: { tags, params: GlobalItemIdParams, response: { 200: MessageAnswer, ...errors } },
      config: { access: { kind: 'signed-in', permissions: EDIT_INVENTORY } },
    },
    async (request) => {
      const ref = await globalItemFor(app.db, caller(request), request.params.id, true);
      await deleteGlobalItem(app.db, ref.id);
      return { message: 'Global item deleted' };
    },
  );
};

export default globalItemRoutes;
