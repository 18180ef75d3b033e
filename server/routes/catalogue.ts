import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CategoryListAnswer,
  StoreCategoryAnswer,
  StoreCategoryQuery,
  SubCategoryListAnswer,
  SubCategorySelectQuery,
  TagListAnswer,
} from '../../src/contract/catalogue.ts';
import { StoreIdParams } from '../../src/contract/inventory.ts';
import { listCategories, listStoreCategories, listSubCategories, listTags } from '../services/catalogue/categories.ts';
import { errorResponses as errors, storeFromParams } from './inventoryAccess.ts';

const tags = ['catalogue'];

/** Categories, sub-categories and tags of spec 001 section 7, under /inventory. */
const catalogueRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/category/all',
    { schema: { tags, response: { 200: CategoryListAnswer, ...errors } }, config: { access: { kind: 'signed-in' } } },
    () => listCategories(app.db),
  );

  app.get(
    '/:id/category',
    {
      schema: { tags, params: StoreIdParams, querystring: StoreCategoryQuery, response: { 200: StoreCategoryAnswer, ...errors } },
      config: { access: { kind: 'store', storeId: storeFromParams } },
    },
    (request) => listStoreCategories(app.db, request.params.id, request.query),
  );

  app.get(
    '/subcategory/all',
    { schema: { tags, response: { 200: SubCategoryListAnswer, ...errors } }, config: { access: { kind: 'signed-in' } } },
    () => listSubCategories(app.db),
  );

  app.get(
    '/subcategory/select',
    {
      schema: { tags, querystring: SubCategorySelectQuery, response: { 200: SubCategoryListAnswer, ...errors } },
      config: { access: { kind: 'signed-in' } },
    },
    (request) => listSubCategories(app.db, request.query.category_name),
  );

  app.get(
    '/tags',
    { schema: { tags, response: { 200: TagListAnswer, ...errors } }, config: { access: { kind: 'signed-in' } } },
    () => listTags(app.db),
  );
};

export default catalogueRoutes;
