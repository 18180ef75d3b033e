import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  Dsp,
  FeePreview,
  FeePreviewQuery,
  ForceQuery,
  MenuDetails,
  MenuDiff,
  MenuDiffQuery,
  StorePartner,
  StorePartnerCreateBody,
  StorePartnerParams,
  StorePartnerPatchBody,
  SyncStatus,
} from '../../src/contract/channels.ts';
import { ErrorBody } from '../../src/contract/common.ts';
import { MessageAnswer } from '../../src/contract/companies.ts';
import { StoreIdParams } from '../../src/contract/stores.ts';
import { partners } from '../db/schema/index.ts';
import { caller } from '../http/tenancy.ts';
import { feePreview } from '../services/channels/feePreview.ts';
import { channelLink, createLink, deleteLink, linkOr404, storeLinks, toStorePartner, updateLink } from '../services/channels/links.ts';
import { menuDiff } from '../services/channels/menuDiff.ts';
import { requestPush } from '../services/channels/push.ts';
import { syncStatusById } from '../services/channels/syncStatus.ts';
import { storeFromParams } from './stores.ts';

const tags = ['store partners'];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const VIEW = { kind: 'store', storeId: storeFromParams, permissions: ['lm_view_channel_settings'] } as const;
const EDIT = { kind: 'store', storeId: storeFromParams, permissions: ['lm_edit_channel_settings'] } as const;

/** Store partners and channels of spec 001 §7: the directory, a store's links, menu push, menu details. */
const storePartnerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/dsps',
    {
      schema: { tags, response: { 200: Type.Array(Dsp), ...errors } },
      config: { access: { kind: 'signed-in', permissions: ['lm_view_channel_settings'] } },
    },
    async () => {
      const rows = await app.db.select().from(partners).orderBy(partners.id);
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        created_at: row.createdAt.toISOString(),
        updated_at: row.updatedAt.toISOString(),
        deleted_at: row.deletedAt?.toISOString() ?? null,
      }));
    },
  );

  app.get(
    '/:id/store-partner',
    { schema: { tags, params: StoreIdParams, response: { 200: Type.Array(StorePartner), ...errors } }, config: { access: VIEW } },
    async (request) => (await storeLinks(app.db, request.params.id)).map(toStorePartner),
  );

  app.post(
    '/:id/store-partner',
    { schema: { tags, params: StoreIdParams, body: StorePartnerCreateBody, response: { 201: StorePartner, ...errors } }, config: { access: EDIT } },
    async (request, reply) => {
      const { partnerName, ...settings } = request.body;
      return reply.status(201).send(toStorePartner(await createLink(app.db, request.params.id, partnerName, settings)));
    },
  );

  app.patch(
    '/:id/store-partner',
    { schema: { tags, params: StoreIdParams, body: StorePartnerPatchBody, response: { 200: StorePartner, ...errors } }, config: { access: EDIT } },
    async (request) => {
      const { id, partnerName, ...settings } = request.body;
      return toStorePartner(await updateLink(app.db, request.params.id, { id, partnerName }, settings));
    },
  );

  app.delete(
    '/:id/store-partner/:partnerId',
    {
      schema: { tags, params: StorePartnerParams, querystring: ForceQuery, response: { 200: MessageAnswer, ...errors } },
      config: { access: EDIT },
    },
    async (request) => {
      await deleteLink(app.db, request.params.id, request.params.partnerId, request.query.force ?? false);
      return { message: 'Store partner unlinked' };
    },
  );

  app.get(
    '/:id/store-partner/:partnerId/menu-details',
    { schema: { tags, params: StorePartnerParams, response: { 200: MenuDetails, ...errors } }, config: { access: VIEW } },
    async (request) => {
      const link = await linkOr404(app.db, request.params.id, request.params.partnerId);
      const details = await app.channels[link.partnerName].menuDetails(channelLink(link));
      // A sandbox answers a path on this server; a real partner a full URL.
      const webUrl = details.webUrl?.startsWith('/') ? `${request.protocol}://${request.host}${details.webUrl}` : details.webUrl;
      return { has_menus: details.hasMenus, web_url: webUrl };
    },
  );

  app.get(
    '/:id/store-partner/:partnerId/menu-diff',
    { schema: { tags, params: StorePartnerParams, querystring: MenuDiffQuery, response: { 200: MenuDiff, ...errors } }, config: { access: VIEW } },
    (request) => menuDiff(app.db, request.params.id, request.params.partnerId, request.query.limit ?? 50),
  );

  app.post(
    '/:id/partner-menu-push/:partnerId',
    { schema: { tags, params: StorePartnerParams, response: { 202: SyncStatus, ...errors } }, config: { access: EDIT } },
    async (request, reply) => {
      const syncId = await requestPush(app.db, request.params.id, request.params.partnerId, caller(request).userId);
      app.jobs.wake();
      return reply.status(202).send(await syncStatusById(app.db, request.params.id, syncId));
    },
  );

  app.get(
    '/:id/fee-preview',
    {
      schema: { tags: ['fees'], params: StoreIdParams, querystring: FeePreviewQuery, response: { 200: FeePreview, ...errors } },
      config: { access: { kind: 'store', storeId: storeFromParams, permissions: ['lm_view_fee_settings'] } },
    },
    (request) => feePreview(app.db, request.params.id, request.query),
  );
};

export default storePartnerRoutes;
