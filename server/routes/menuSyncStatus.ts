import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DeletedCount, SyncStatusList, SyncStatusParams, SyncStatusQuery } from '../../src/contract/channels.ts';
import { ErrorBody } from '../../src/contract/common.ts';
import { MessageAnswer } from '../../src/contract/companies.ts';
import { StoreIdParams } from '../../src/contract/stores.ts';
import { clearSyncStatus, deleteSyncStatus, listSyncStatus } from '../services/channels/syncStatus.ts';
import { storeFromParams } from './stores.ts';

const tags = ['menu sync status'];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
// The Menus tab shows the tasks and the Channels settings push: either area's permission reads them.
const VIEW = { kind: 'store', storeId: storeFromParams, anyPermission: ['lm_view_store_menus', 'lm_view_channel_settings'] } as const;
const EDIT = { kind: 'store', storeId: storeFromParams, anyPermission: ['lm_edit_store_menus', 'lm_edit_channel_settings'] } as const;

/** Menu sync status of spec 001 §7: the store's push tasks, newest first, and removing them. */
const menuSyncStatusRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/:id/menu/sync-status',
    { schema: { tags, params: StoreIdParams, querystring: SyncStatusQuery, response: { 200: SyncStatusList, ...errors } }, config: { access: VIEW } },
    (request) => listSyncStatus(app.db, request.params.id, request.query),
  );

  app.delete(
    '/:id/menu/sync-status/:syncId',
    { schema: { tags, params: SyncStatusParams, response: { 200: MessageAnswer, ...errors } }, config: { access: EDIT } },
    async (request) => {
      await deleteSyncStatus(app.db, request.params.id, request.params.syncId);
      return { message: 'Menu sync task removed' };
    },
  );

  app.delete(
    '/:id/menu/sync-status',
    { schema: { tags, params: StoreIdParams, response: { 200: DeletedCount, ...errors } }, config: { access: EDIT } },
    async (request) => ({ deleted: await clearSyncStatus(app.db, request.params.id) }),
  );
};

export default menuSyncStatusRoutes;
