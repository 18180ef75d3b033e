import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { StoreIdParams } from '../../src/contract/inventory.ts';
import { StoreMenuListAnswer } from '../../src/contract/storeMenuList.ts';
import { listStoreMenus } from '../services/catalogue/storeItemChoices.ts';
import { errorResponses as errors, storeFromParams } from './inventoryAccess.ts';

/** GET /stores/{id}/menu: every menu of the store (menu pickers of the menus and inventory tabs), under /stores. */
const storeMenuListRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/:id/menu',
    {
      schema: { tags: ['menus'], params: StoreIdParams, response: { 200: StoreMenuListAnswer, ...errors } },
      config: { access: { kind: 'store', storeId: storeFromParams, anyPermission: ['lm_view_store_menus', 'lm_view_store_inventory'] } },
    },
    (request) => listStoreMenus(app.db, request.params.id),
  );
};

export default storeMenuListRoutes;
