import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { BulkPushAnswer, BulkPushBody, SyncGrid, SyncGridQuery } from '../../src/contract/channels.ts';
import { ErrorBody } from '../../src/contract/common.ts';
import { caller } from '../http/tenancy.ts';
import { requestBulkPush } from '../services/channels/push.ts';
import { syncGrid } from '../services/channels/syncGrid.ts';

const tags = ['store partners'];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const CompanyParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });
const companyFromParams = (request: FastifyRequest) => (request.params as { id: number }).id;

/**
 * The company sync grid (a company tab): every store × partner with its last push and the changes not
 * pushed yet, and pushing or retrying selected cells in bulk, one job per cell.
 */
const companySyncGridRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/:id/sync-grid',
    {
      schema: { tags, params: CompanyParams, querystring: SyncGridQuery, response: { 200: SyncGrid, ...errors } },
      config: { access: { kind: 'company', companyId: companyFromParams, permissions: ['lm_view_channel_settings'] } },
    },
    (request) => syncGrid(app.db, request.params.id, request.query),
  );

  app.post(
    '/:id/sync-grid/push',
    {
      schema: { tags, params: CompanyParams, body: BulkPushBody, response: { 202: BulkPushAnswer, ...errors } },
      config: { access: { kind: 'company', companyId: companyFromParams, permissions: ['lm_edit_channel_settings'] } },
    },
    async (request, reply) => {
      const answer = await requestBulkPush(app.db, request.params.id, request.body.cells, caller(request).userId);
      app.jobs.wake();
      return reply.status(202).send(answer);
    },
  );
};

export default companySyncGridRoutes;
