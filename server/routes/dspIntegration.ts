import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'drizzle-orm';
import { UberEatsPosBody } from '../../src/contract/channels.ts';
import { ErrorBody } from '../../src/contract/common.ts';
import { PosIntegrationStatus, StoreIdParams } from '../../src/contract/stores.ts';
import { ChannelRejection } from '../channels/adapter.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { channelLink, storeLinks } from '../services/channels/links.ts';
import { posIntegrationStatus } from '../services/channels/pos.ts';
import { storeFromParams } from './stores.ts';

const tags = ['store partners'];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 502: ErrorBody };

/** POST /dsp-integration/v1/stores/{id}/partners/ubereats-pos: turns UberEats's POS integration on (or off). */
const dspIntegrationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/stores/:id/partners/ubereats-pos',
    {
      schema: { tags, params: StoreIdParams, body: UberEatsPosBody, response: { 200: PosIntegrationStatus, ...errors } },
      config: { access: { kind: 'store', storeId: storeFromParams, permissions: ['lm_edit_channel_settings'] } },
    },
    async (request) => {
      const storeId = request.params.id;
      const enabled = request.body.enabled ?? true;
      const link = (await storeLinks(app.db, storeId)).find((row) => row.partnerName === 'UberEats');
      if (!link) throw notFound('This store is not linked to UberEats');
      try {
        await app.channels.UberEats.setPos(channelLink(link), enabled);
      } catch (error) {
        if (error instanceof ChannelRejection) throw new HttpError(502, error.message);
        throw error;
      }
      await app.db.execute(sql`update store_partners set pos_enabled = ${enabled}, updated_at = now() where id = ${link.id}`);
      return posIntegrationStatus(app.db, app.channels, storeId, 'UberEats', app.now());
    },
  );
};

export default dspIntegrationRoutes;
