import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  DuplicatesQuery,
  INGESTION_MAX_BYTES,
  IngestionAnswer,
  IngestionQuery,
  StoreIdParams,
} from '../../src/contract/inventory.ts';
import { ErrorBody } from '../../src/contract/common.ts';
import { badRequest } from '../http/errors.ts';
import { caller } from '../http/tenancy.ts';
import { safeFileName } from '../services/catalogue/sql.ts';
import { duplicatesCsv, findDuplicates } from '../services/ingestion/duplicates.ts';
import { exportStoreItems, storeName } from '../services/ingestion/exportStore.ts';
import { ingestCsv } from '../services/ingestion/run.ts';
import {
  CsvStream,
  DuplicatesOrCsv,
  EDIT_INVENTORY,
  errorResponses as errors,
  storeFromParams,
  storeFromQuery,
  VIEW_INVENTORY,
} from './inventoryAccess.ts';

const tags = ['store inventory'];

/** CSV upload, duplicates report and CSV export of a store's items, under /inventory. */
const ingestionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/ingestion/csv',
    {
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        querystring: IngestionQuery,
        description:
          'Multipart field "file": a UTF-8 CSV (at most 50 MB, 100,000 rows) with a header of name, upc, price, size, unit_count, ' +
          'description, category, sub_category, quantity, active, external_id (name and price required). Mode "partial": good rows ' +
          'are applied (matched by upc, else external_id, else lower(name)), bad rows are reported with their line and reason.',
        response: { 200: IngestionAnswer, ...errors, 413: ErrorBody },
      },
      config: { access: { kind: 'store', storeId: storeFromQuery, permissions: EDIT_INVENTORY } },
    },
    async (request) => {
      if (!request.isMultipart()) throw badRequest('The request must be multipart/form-data with the field file');
      const file = await request.file({ limits: { fileSize: INGESTION_MAX_BYTES, files: 1 } });
      if (!file || file.fieldname !== 'file') throw badRequest('file is required');
      return ingestCsv(app.db, {
        storeId: request.query.store_id,
        userId: caller(request).userId,
        cognitoId: request.query.cognito_id,
        filename: file.filename,
        upload: file.file,
      });
    },
  );

  app.get(
    '/ingestion/duplicates',
    {
      schema: {
        tags,
        querystring: DuplicatesQuery,
        produces: ['application/json', 'text/csv'],
        response: { 200: DuplicatesOrCsv, ...errors },
      },
      config: { access: { kind: 'store', storeId: storeFromQuery, permissions: VIEW_INVENTORY } },
    },
    async (request, reply) => {
      const answer = await findDuplicates(app.db, request.query.store_id);
      if (request.query.format !== 'csv') return answer;
      const name = safeFileName(await storeName(app.db, request.query.store_id));
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}_duplicates.csv"`)
        .send(duplicatesCsv(answer));
    },
  );

  app.get(
    '/stores/:id/items/export-to-csv',
    {
      schema: { tags, params: StoreIdParams, produces: ['text/csv'], response: { 200: CsvStream, ...errors } },
      config: { access: { kind: 'store', storeId: storeFromParams, permissions: VIEW_INVENTORY } },
    },
    async (request, reply) => {
      const name = safeFileName(await storeName(app.db, request.params.id));
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}_items.csv"`)
        .send(exportStoreItems(app.db, request.params.id));
    },
  );
};

export default ingestionRoutes;
