import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { ErrorBody } from '../../src/contract/common.ts';
import {
  CompanyIdQuery,
  Store,
  StoreCreateBody,
  StoreIdParams,
  StoreListAnswer,
  StoreListQuery,
  StoreUpdateBody,
} from '../../src/contract/stores.ts';
import { notFound } from '../http/errors.ts';
import { editVersioned, splitVersion } from '../http/versions.ts';
import { caller, effectiveCompanyId } from '../http/tenancy.ts';
import { sendJsonText } from '../http/jsonText.ts';
import { findStore, listStoresJson } from '../services/stores/query.ts';
import { createStore, updateStore } from '../services/stores/write.ts';

const tags = ['stores'];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
export const storeFromParams = (request: FastifyRequest) => (request.params as { id: number }).id;

/** Stores of spec 000 section 7: list and search, create, details, update. */
const storeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  async function storeOr404(id: number, companyId?: number) {
    const store = await findStore(app.db, id);
    if (!store || (companyId !== undefined && store.company.id !== companyId)) throw notFound('Store not found');
    return store;
  }

  app.get(
    '/',
    {
      schema: { tags, querystring: StoreListQuery, response: { 200: StoreListAnswer, ...errors } },
      config: { access: { kind: 'company', companyId: (request) => (request.query as { company_id?: number }).company_id } },
    },
    async (request, reply) =>
      sendJsonText(reply, await listStoresJson(app.db, request.query, effectiveCompanyId(caller(request), request.query.company_id), app.now())),
  );

  app.post(
    '/store/',
    {
      schema: { tags, body: StoreCreateBody, response: { 201: Store, ...errors } },
      config: {
        access: {
          kind: 'company',
          companyId: (request) => (request.body as { company_id: number }).company_id,
          permissions: ['create_store'],
        },
      },
    },
    async (request, reply) => {
      const id = await createStore(app.db, caller(request), request.body);
      return reply.status(201).send(await storeOr404(id));
    },
  );

  app.get(
    '/:id',
    {
      schema: { tags, params: StoreIdParams, querystring: CompanyIdQuery, response: { 200: Store, ...errors } },
      config: { access: { kind: 'store', storeId: storeFromParams } },
    },
    (request) => storeOr404(request.params.id, request.query.company_id),
  );

  app.put(
    '/:id',
    {
      schema: { tags, params: StoreIdParams, querystring: CompanyIdQuery, body: StoreUpdateBody, response: { 200: Store, ...errors } },
      config: { access: { kind: 'store', storeId: storeFromParams, permissions: ['edit_store_details'] } },
    },
    async (request) => {
      const store = await storeOr404(request.params.id, request.query.company_id);
      const [body, basedOn] = splitVersion(request.body);
      await editVersioned(app.db, 'stores', store.id, basedOn, (tx) => updateStore(tx, caller(request), store.id, store.company.id, body));
      return storeOr404(store.id);
    },
  );
};

export default storeRoutes;
