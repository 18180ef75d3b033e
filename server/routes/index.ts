import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import authRoutes from './auth.ts';
import bannerRoutes from './banners.ts';
import companyRoutes from './companies.ts';
import storeHomeRoutes from './storeHome.ts';
import storeRoutes from './stores.ts';
import storeStatusRoutes from './storeStatus.ts';
import uploadRoutes from './uploads.ts';
import userStoreRoutes from './userStore.ts';
import employeeRoutes from './employees.ts';
import employeeNotificationRoutes from './employeesNotifications.ts';
import roleRoutes from './roles.ts';
import storeEmployeeRoutes from './storeEmployees.ts';
import catalogueRoutes from './catalogue.ts';
import globalItemRoutes from './globalItems.ts';
import globalItemBulkRoutes from './globalItemsBulk.ts';
import globalItemStoreRoutes from './globalItemsStores.ts';
import inventoryRoutes from './inventory.ts';
import inventoryBulkRoutes from './inventoryBulk.ts';
import inventoryImageRoutes from './inventoryImages.ts';
import ingestionRoutes from './ingestion.ts';
import storeMenuListRoutes from './storeMenuList.ts';
import type { RestResourceDeclaration } from '../rest/declaration.ts';
import { REST_RESOURCES } from '../rest/resources/index.ts';
import restRoutes from '../rest/routes.ts';
import companySyncGridRoutes from './companySyncGrid.ts';
import dspIntegrationRoutes from './dspIntegration.ts';
import menuSyncStatusRoutes from './menuSyncStatus.ts';
import storePartnerRoutes from './storePartners.ts';
import menuRoutes from './menus.ts';
import orderRoutes from './ordersAll.ts';
import itemMatchingRoutes from './itemMatching.ts';

/** Every area of spec section 7, each an encapsulated plugin under its own prefix (all under /api). */
const apiRoutes: FastifyPluginAsyncTypebox<{ restResources?: readonly RestResourceDeclaration[] }> = async (app, options) => {
  app.get(
    '/health',
    {
      schema: { tags: ['health'], security: [], response: { 200: Type.Object({ status: Type.Literal('ok') }) } },
      config: { access: { kind: 'public' } },
    },
    () => ({ status: 'ok' as const }),
  );
  await app.register(authRoutes, { prefix: '/user-service' });
  await app.register(userStoreRoutes, { prefix: '/stores' });
  await app.register(uploadRoutes);
  await app.register(companyRoutes, { prefix: '/stores/company' });
  await app.register(bannerRoutes, { prefix: '/stores/company' });
  await app.register(storeRoutes, { prefix: '/stores' });
  await app.register(storeHomeRoutes, { prefix: '/stores' });
  await app.register(storeStatusRoutes, { prefix: '/stores' });
  await app.register(employeeRoutes, { prefix: '/user-service' });
  await app.register(employeeNotificationRoutes, { prefix: '/user-service' });
  await app.register(roleRoutes, { prefix: '/user-service' });
  await app.register(storeEmployeeRoutes, { prefix: '/stores' });
  await app.register(catalogueRoutes, { prefix: '/inventory' });
  await app.register(globalItemRoutes, { prefix: '/inventory/items/global-items' });
  await app.register(globalItemBulkRoutes, { prefix: '/inventory/items/global-items' });
  await app.register(globalItemStoreRoutes, { prefix: '/inventory' });
  await app.register(inventoryRoutes, { prefix: '/inventory' });
  await app.register(inventoryBulkRoutes, { prefix: '/inventory' });
  await app.register(ingestionRoutes, { prefix: '/inventory' });
  await app.register(inventoryImageRoutes, { prefix: '/inventory' });
  await app.register(storeMenuListRoutes, { prefix: '/stores' });
  // Resources the spec gives no call for, declared once (server/rest): react-admin's simple REST conventions.
  await app.register(restRoutes, { prefix: '/rest', resources: options.restResources ?? REST_RESOURCES });
  await app.register(storePartnerRoutes, { prefix: '/stores' });
  await app.register(menuSyncStatusRoutes, { prefix: '/stores' });
  await app.register(companySyncGridRoutes, { prefix: '/stores/company' });
  await app.register(dspIntegrationRoutes, { prefix: '/dsp-integration/v1' });
  await app.register(menuRoutes, { prefix: '/stores' });
  await app.register(orderRoutes);
  await app.register(itemMatchingRoutes, { prefix: '/stores' });
};

export default apiRoutes;
