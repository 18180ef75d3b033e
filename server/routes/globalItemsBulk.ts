import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CompanyIdQuery,
  DeletedAnswer,
  GlobalBulkBody,
  GlobalBulkDeleteBody,
  GlobalItemFilters,
  MergeAnswer,
  MergeBody,
  UpdatedAnswer,
} from '../../src/contract/catalogue.ts';
import { caller } from '../http/tenancy.ts';
import { readScope } from '../services/catalogue/globalItemFilters.ts';
import { bulkDelete, bulkSetStatus, mergeIntoCertified } from '../services/catalogue/globalItemsBulk.ts';
import { companyName, exportGlobalItems } from '../services/catalogue/globalItemsExport.ts';
import { safeFileName } from '../services/catalogue/sql.ts';
import { CsvStream, EDIT_INVENTORY, errorResponses as errors } from './inventoryAccess.ts';

const tags = ['global items'];
const edit = { access: { kind: 'signed-in' as const, permissions: EDIT_INVENTORY } };

/** Bulk actions, merge and export of global items, under /inventory/items/global-items. */
const globalItemBulkRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const bulkStatus = {
    schema: { tags, querystring: GlobalItemFilters, body: GlobalBulkBody, response: { 200: UpdatedAnswer, ...errors } },
    config: edit,
  };
  // The spec lists both a PATCH (with the trailing slash) and a PUT; both set the status of the selection.
  app.patch('/bulk-actions/', bulkStatus, async (request) => ({
    updated: await bulkSetStatus(app.db, caller(request), request.body, request.query),
  }));
  app.put('/bulk-actions', bulkStatus, async (request) => ({
    updated: await bulkSetStatus(app.db, caller(request), request.body, request.query),
  }));

  app.delete(
    '/bulk',
    {
      schema: { tags, querystring: GlobalItemFilters, body: GlobalBulkDeleteBody, response: { 200: DeletedAnswer, ...errors } },
      config: edit,
    },
    async (request) => ({ deleted: await bulkDelete(app.db, caller(request), request.body, request.query) }),
  );

  app.post(
    '/merge-with-certified-item',
    { schema: { tags, body: MergeBody, response: { 200: MergeAnswer, ...errors } }, config: edit },
    (request) => mergeIntoCertified(app.db, caller(request), request.body),
  );

  app.get(
    '/export-to-csv',
    {
      schema: {
        tags,
        querystring: CompanyIdQuery,
        produces: ['text/csv'],
        description: 'Streams every global item of the company (every company for internal users without company_id) as CSV.',
        response: { 200: CsvStream, ...errors },
      },
      config: { access: { kind: 'signed-in' } },
    },
    async (request, reply) => {
      const scope = readScope(caller(request), { company_id: request.query.company_id });
      const name = (await companyName(app.db, scope.companyId)) ?? 'all';
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${safeFileName(name)}_items.csv"`)
        .send(exportGlobalItems(app.db, scope));
    },
  );
};

export default globalItemBulkRoutes;
