import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq, isNull } from 'drizzle-orm';
import { Type } from 'typebox';
import { ErrorBody } from '../../src/contract/common.ts';
import {
  InternalStatusBody,
  StoreHoursAnswer,
  StoreHoursBody,
  StoreIdParams,
  StoreStatusAnswer,
  StoreStatusQuery,
  StoreStatusUpdateBody,
} from '../../src/contract/stores.ts';
import { ChannelRejection } from '../channels/adapter.ts';
import { channelPauses, storePartners, stores, storeStatuses } from '../db/schema/index.ts';
import { badRequest, HttpError } from '../http/errors.ts';
import { caller } from '../http/tenancy.ts';
import { deleteStoreHour, loadStoreHours, replaceStoreHours, storeTimeZone } from '../services/stores/hours.ts';
import { endPauses, storeStatus } from '../services/stores/status.ts';
import { lockStatusLinks } from '../services/stores/statusLinks.ts';
import { storeFromParams } from './stores.ts';

const tags = ['store hours and status'];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 502: ErrorBody };

/** Store hours and store/channel status of spec 000 sections 4 and 7. */
const storeStatusRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const hoursAnswer = async (storeId: number) => ({
    timezone: await storeTimeZone(app.db, storeId),
    hours: await loadStoreHours(app.db, storeId),
  });

  app.get(
    '/:id/store-hours',
    {
      schema: { tags, params: StoreIdParams, response: { 200: StoreHoursAnswer, ...errors } },
      // Today's hours show in every store sidebar, so any user who can open the store may read them.
      config: { access: { kind: 'store', storeId: storeFromParams } },
    },
    (request) => hoursAnswer(request.params.id),
  );

  app.put(
    '/:id/store-hours',
    {
      schema: { tags, params: StoreIdParams, body: StoreHoursBody, response: { 200: StoreHoursAnswer, ...errors } },
      config: { access: { kind: 'store', storeId: storeFromParams, permissions: ['lm_edit_store_hours'] } },
    },
    async (request) => {
      await replaceStoreHours(app.db, request.params.id, request.body);
      return hoursAnswer(request.params.id);
    },
  );

  app.delete(
    '/:id/store-hours/:hourId',
    {
      schema: {
        tags,
        params: Type.Object({ id: Type.Integer({ minimum: 1 }), hourId: Type.Integer({ minimum: 1 }) }),
        response: { 200: StoreHoursAnswer, ...errors },
      },
      config: { access: { kind: 'store', storeId: storeFromParams, permissions: ['lm_edit_store_hours'] } },
    },
    async (request) => {
      await deleteStoreHour(app.db, request.params.id, request.params.hourId);
      return hoursAnswer(request.params.id);
    },
  );

  app.get(
    '/:id/status',
    {
      schema: { tags, params: StoreIdParams, querystring: StoreStatusQuery, response: { 200: StoreStatusAnswer, ...errors } },
      config: { access: { kind: 'store', storeId: storeFromParams, permissions: ['lm_view_store_status'] } },
    },
    // current_local_date is the caller's idea of the store's wall clock; the server's clock decides.
    (request) => storeStatus(app.db, app.channels, request.params.id, app.now()),
  );

  app.put(
    '/:id/status',
    {
      schema: { tags, params: StoreIdParams, body: StoreStatusUpdateBody, response: { 200: StoreStatusAnswer, 409: ErrorBody, ...errors } },
      config: { access: { kind: 'store', storeId: storeFromParams, permissions: ['lm_edit_store_status'] } },
    },
    async (request) => {
      const storeId = request.params.id;
      const { dsp_name: dsp, is_active: resume, pause_end: pauseEnd } = request.body;
      const now = app.now();
      const until = pauseEnd ? new Date(pauseEnd) : null;
      if (!resume && (!until || until <= now)) throw badRequest('pause_end must be a future date-time when pausing');

      // Changes of one store's channels take turns on their links (lockStatusLinks), the partners' answers
      // included, so the last one's pauses stand whole on every channel; a change meeting another is told 409.
      const { applied, refused, failure } = await app.db.transaction(async (tx) => {
        const links = await lockStatusLinks(tx, storeId, dsp);
        if (links.length === 0) throw badRequest(dsp === 'all' ? 'This store is not linked to any channel' : `This store is not linked to ${dsp}`);
        const outcome = { applied: [] as string[], refused: [] as string[], failure: undefined as unknown };
        for (const link of links) {
          const channelLink = { storeId, partnerStoreId: link.partner_store_id, isActive: link.is_active };
          try {
            if (resume) await app.channels[link.partner].resume(channelLink);
            else await app.channels[link.partner].pause(channelLink, until!);
          } catch (error) {
            // What the channels before this one accepted is kept: the error is thrown once it is committed.
            if (!(error instanceof ChannelRejection)) {
              outcome.failure = error;
              break;
            }
            outcome.refused.push(error.message);
            continue;
          }
          await endPauses(tx, storeId, link.partner_id, now);
          if (resume) {
            await tx.update(storePartners).set({ isActive: true }).where(and(eq(storePartners.storeId, storeId), eq(storePartners.partnerId, link.partner_id)));
          } else {
            await tx.insert(channelPauses).values({ storeId, partnerId: link.partner_id, startedAt: now, endsAt: until!, createdBy: caller(request).userId });
          }
          outcome.applied.push(link.partner);
        }
        return outcome;
      });
      if (failure !== undefined) throw failure;
      if (refused.length) {
        const done = applied.length ? `${resume ? 'Resumed' : 'Paused'} ${applied.join(', ')}. ` : '';
        throw new HttpError(502, `${done}${refused.join('. ')}`);
      }
      return storeStatus(app.db, app.channels, storeId, now);
    },
  );

  app.put(
    '/:id/internal_status',
    {
      schema: { tags, params: StoreIdParams, body: InternalStatusBody, response: { 200: StoreStatusAnswer, ...errors } },
      config: { access: { kind: 'platform', permissions: ['lm_edit_store_status'] } },
    },
    async (request) => {
      const [status] = await app.db.select().from(storeStatuses).where(eq(storeStatuses.codename, request.body.storeStatus));
      if (!status) throw badRequest(`storeStatus must be one of the store statuses (got "${request.body.storeStatus}")`);
      const updated = await app.db
        .update(stores)
        .set({ storeStatusId: status.id, updatedBy: caller(request).userId })
        .where(and(eq(stores.id, request.params.id), isNull(stores.deletedAt)))
        .returning({ id: stores.id });
      if (updated.length === 0) throw new HttpError(404, 'Store not found');
      return storeStatus(app.db, app.channels, request.params.id, app.now());
    },
  );
};

export default storeStatusRoutes;
