import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { StoreIdParams } from '../../src/contract/inventory.ts';
import {
  MatchActionResult,
  MatchCounts,
  MatchExportBody,
  MatchList,
  MatchListQuery,
  NoMatchList,
  ReviewStoreItemsBody,
  StoreItemIdsBody,
  UnlinkBody,
  UpdateMatchBody,
} from '../../src/contract/matching.ts';
import { sendJsonText } from '../http/jsonText.ts';
import { caller } from '../http/tenancy.ts';
import { safeFileName } from '../services/catalogue/sql.ts';
import { deleteMatchedItems, insertGlobalItems, reviewStoreItems, unlinkMatches, updateGlobalItems, updateMatch } from '../services/matching/actions.ts';
import { enqueueMatching } from '../services/matching/enqueue.ts';
import { exportMatches } from '../services/matching/export.ts';
import { listMatchesJson, listNoMatchesJson, matchCounts } from '../services/matching/lists.ts';
import { CsvStream, EDIT_INVENTORY, errorResponses as errors, storeFromParams, VIEW_INVENTORY } from './inventoryAccess.ts';

const tags = ['item matching'];
const view = { access: { kind: 'store' as const, storeId: storeFromParams, permissions: VIEW_INVENTORY } };
const edit = { access: { kind: 'store' as const, storeId: storeFromParams, permissions: EDIT_INVENTORY } };
const base = '/:id/inventory/item-management';
const acted = { 200: MatchActionResult, ...errors };

/** Item matching of spec 001 section 7, under /stores/{id}/inventory/item-management/ (engine: server/services/matching). */
const itemMatchingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    `${base}/manual-match-items-count`,
    { schema: { tags, params: StoreIdParams, response: { 200: MatchCounts, ...errors } }, config: view },
    (request) => matchCounts(app.db, request.params.id),
  );

  app.get(
    `${base}/match`,
    { schema: { tags, params: StoreIdParams, querystring: MatchListQuery, response: { 200: MatchList, ...errors } }, config: view },
    async (request, reply) => sendJsonText(reply, await listMatchesJson(app.db, request.params.id, 'match', request.query)),
  );

  app.get(
    `${base}/partial-match`,
    { schema: { tags, params: StoreIdParams, querystring: MatchListQuery, response: { 200: MatchList, ...errors } }, config: view },
    async (request, reply) => sendJsonText(reply, await listMatchesJson(app.db, request.params.id, 'partial', request.query)),
  );

  app.get(
    `${base}/no-match`,
    { schema: { tags, params: StoreIdParams, querystring: MatchListQuery, response: { 200: NoMatchList, ...errors } }, config: view },
    async (request, reply) => sendJsonText(reply, await listNoMatchesJson(app.db, request.params.id, request.query)),
  );

  app.patch(
    `${base}/review-store-items`,
    { schema: { tags, params: StoreIdParams, body: ReviewStoreItemsBody, response: acted }, config: edit },
    (request) => reviewStoreItems(app.db, request.params.id, request.body),
  );

  app.put(
    `${base}/update`,
    { schema: { tags, params: StoreIdParams, body: UpdateMatchBody, response: acted }, config: edit },
    (request) => updateMatch(app.db, request.params.id, request.body),
  );

  app.put(
    `${base}/unlink`,
    { schema: { tags, params: StoreIdParams, body: UnlinkBody, response: acted }, config: edit },
    (request) => unlinkMatches(app.db, request.params.id, request.body, caller(request).userId),
  );

  app.post(
    `${base}/insert`,
    { schema: { tags, params: StoreIdParams, body: StoreItemIdsBody, response: acted }, config: edit },
    (request) => insertGlobalItems(app.db, request.params.id, request.body.store_item_ids),
  );

  app.put(
    `${base}/update-global-item`,
    { schema: { tags, params: StoreIdParams, body: StoreItemIdsBody, response: acted }, config: edit },
    (request) => updateGlobalItems(app.db, request.params.id, request.body.store_item_ids),
  );

  app.delete(
    `${base}/delete`,
    { schema: { tags, params: StoreIdParams, body: StoreItemIdsBody, response: acted }, config: edit },
    (request) => deleteMatchedItems(app.db, request.params.id, request.body.store_item_ids),
  );

  app.post(
    `${base}/export-to-csv`,
    {
      schema: { tags, params: StoreIdParams, body: MatchExportBody, produces: ['text/csv'], response: { 200: CsvStream, ...errors } },
      config: view,
    },
    async (request, reply) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${safeFileName(`store_${request.params.id}_${request.body.result}`)}.csv"`)
        .send(exportMatches(app.db, request.params.id, request.body)),
  );

  app.post(
    `${base}/run`,
    {
      schema: { tags, summary: 'Match the store items again now (in the background)', params: StoreIdParams, response: { 202: Type.Object({ queued: Type.Boolean() }), ...errors } },
      config: edit,
    },
    async (request, reply) => {
      await enqueueMatching(app.db, request.params.id, { all: true });
      return reply.status(202).send({ queued: true });
    },
  );
};

export default itemMatchingRoutes;
