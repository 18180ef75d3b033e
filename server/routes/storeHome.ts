import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, desc, eq, sql } from 'drizzle-orm';
import { Type } from 'typebox';
import { ErrorBody } from '../../src/contract/common.ts';
import {
  OnboardingRequest,
  OnboardingRequestBody,
  OnboardingStatus,
  PartnerName,
  PosIntegrationStatus,
  StoreIdParams,
  StoreTask,
  StoreTasksAnswer,
  StoreTasksQuery,
  StoreTaskUpdateBody,
  UnsyncCount,
} from '../../src/contract/stores.ts';
import type { PermissionKey } from '../../src/domain/permissions.ts';
import { onboardingRequests, onboardingStatuses, storeTasks, stores } from '../db/schema/index.ts';
import { conflict, notFound } from '../http/errors.ts';
import { assertCompanyAccess, caller } from '../http/tenancy.ts';
import { posIntegrationStatus } from '../services/channels/pos.ts';
import { storeUnsyncCounts } from '../services/channels/unsync.ts';
import { storeFromParams } from './stores.ts';

const tags = ['store home'];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
// The Home tab shows with any of lm_view_orders/store_activity/feedback/store_status (spec 000 section 6);
// each of its parts needs its own: tasks are store activity, channels and onboarding are store status.
const CHANNEL_VIEW: PermissionKey[] = ['lm_view_store_status', 'lm_view_channel_settings'];
/** Onboarding states in which a new request for the same partner makes no sense. */
const ONBOARDING_UNDER_WAY = ['requested', 'in_progress', 'completed'];

type TaskRow = typeof storeTasks.$inferSelect;
const toTask = (task: TaskRow) => ({
  id: task.id,
  store_id: task.storeId,
  title: task.title,
  description: task.description,
  task_type: task.taskType,
  status: task.status,
  completed_at: task.completedAt?.toISOString() ?? null,
  created_at: task.createdAt.toISOString(),
});

/** Store Home tab calls: recent tasks, onboarding, POS integration and menu unsync count. */
const storeHomeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/tasks',
    {
      schema: { tags, querystring: StoreTasksQuery, response: { 200: StoreTasksAnswer, ...errors } },
      config: { access: { kind: 'store', storeId: (request) => (request.query as { store_id: number }).store_id, permissions: ['lm_view_store_activity'] } },
    },
    async (request) => {
      const storeId = request.query.store_id;
      const [rows, [{ count }]] = await Promise.all([
        app.db
          .select()
          .from(storeTasks)
          .where(eq(storeTasks.storeId, storeId))
          .orderBy(desc(storeTasks.createdAt), desc(storeTasks.id))
          .limit(request.query.limit ?? 5),
        app.db.select({ count: sql<number>`count(*)::int` }).from(storeTasks).where(and(eq(storeTasks.storeId, storeId), eq(storeTasks.status, 'open'))),
      ]);
      return { count: Number(count), tasks: rows.map(toTask) };
    },
  );

  app.post(
    '/tasks/:id',
    {
      schema: { tags, params: StoreIdParams, body: StoreTaskUpdateBody, response: { 200: StoreTask, ...errors } },
      config: { access: { kind: 'signed-in', permissions: ['lm_edit_store_activity'] } },
    },
    async (request) => {
      const auth = caller(request);
      const [task] = await app.db
        .select({ id: storeTasks.id, companyId: stores.companyId })
        .from(storeTasks)
        .innerJoin(stores, eq(stores.id, storeTasks.storeId))
        .where(eq(storeTasks.id, request.params.id));
      if (!task) throw notFound('Task not found');
      assertCompanyAccess(auth, task.companyId);
      const completed = request.body.status === 'completed';
      const [updated] = await app.db
        .update(storeTasks)
        .set({ status: request.body.status, completedAt: completed ? app.now() : null, completedBy: completed ? auth.userId : null })
        .where(eq(storeTasks.id, task.id))
        .returning();
      return toTask(updated);
    },
  );

  app.get(
    '/onboarding/store/:id/statuses',
    {
      schema: { tags, params: StoreIdParams, response: { 200: Type.Array(OnboardingStatus), ...errors } },
      config: { access: { kind: 'store', storeId: storeFromParams, anyPermission: CHANNEL_VIEW } },
    },
    async (request) => {
      const rows = await app.db.select().from(onboardingStatuses).where(eq(onboardingStatuses.storeId, request.params.id)).orderBy(onboardingStatuses.partnerName);
      return rows.map((row) => ({ id: row.id, partner_name: row.partnerName, status: row.status, updated_at: row.updatedAt.toISOString() }));
    },
  );

  app.get(
    '/onboarding/store/:id/requests',
    {
      schema: { tags, params: StoreIdParams, response: { 200: Type.Array(OnboardingRequest), ...errors } },
      config: { access: { kind: 'store', storeId: storeFromParams, anyPermission: CHANNEL_VIEW } },
    },
    async (request) => {
      const rows = await app.db
        .select()
        .from(onboardingRequests)
        .where(eq(onboardingRequests.storeId, request.params.id))
        .orderBy(desc(onboardingRequests.createdAt), desc(onboardingRequests.id));
      return rows.map((row) => ({ id: row.id, partner_name: row.partnerName, status: row.status, created_at: row.createdAt.toISOString() }));
    },
  );

  app.post(
    '/onboarding/:id',
    {
      schema: { tags, params: StoreIdParams, body: OnboardingRequestBody, response: { 201: OnboardingRequest, ...errors } },
      config: { access: { kind: 'store', storeId: storeFromParams, permissions: ['lm_edit_channel_settings'] } },
    },
    async (request, reply) => {
      const storeId = request.params.id;
      const partner = request.body.partner_name;
      const created = await app.db.transaction(async (tx) => {
        // Requests for one store are decided one at a time: two clicks cannot open two requests.
        await tx.select({ id: stores.id }).from(stores).where(eq(stores.id, storeId)).for('update');
        const [current] = await tx
          .select({ status: onboardingStatuses.status })
          .from(onboardingStatuses)
          .where(and(eq(onboardingStatuses.storeId, storeId), eq(onboardingStatuses.partnerName, partner)));
        const open = await tx
          .select({ id: onboardingRequests.id })
          .from(onboardingRequests)
          .where(and(eq(onboardingRequests.storeId, storeId), eq(onboardingRequests.partnerName, partner), eq(onboardingRequests.status, 'requested')));
        if (open.length) throw conflict(`An onboarding request for ${partner} is already open`);
        if (current && ONBOARDING_UNDER_WAY.includes(current.status)) {
          throw conflict(`${partner} onboarding is already ${current.status.replace('_', ' ')}`);
        }
        const [row] = await tx.insert(onboardingRequests).values({ storeId, partnerName: partner, requestedBy: caller(request).userId }).returning();
        await tx
          .insert(onboardingStatuses)
          .values({ storeId, partnerName: partner, status: 'requested' })
          .onConflictDoUpdate({ target: [onboardingStatuses.storeId, onboardingStatuses.partnerName], set: { status: 'requested', updatedAt: app.now() } });
        return row;
      });
      return reply.status(201).send({ id: created.id, partner_name: created.partnerName, status: created.status, created_at: created.createdAt.toISOString() });
    },
  );

  app.get(
    '/:id/pos-integration-status/:partner',
    {
      schema: {
        tags,
        params: Type.Object({ id: Type.Integer({ minimum: 1 }), partner: PartnerName }),
        response: { 200: PosIntegrationStatus, ...errors },
      },
      config: { access: { kind: 'store', storeId: storeFromParams, anyPermission: CHANNEL_VIEW } },
    },
    (request) => posIntegrationStatus(app.db, app.channels, request.params.id, request.params.partner, app.now()),
  );

  app.get(
    '/:id/store-partners/unsync-count/',
    {
      schema: { tags, params: StoreIdParams, response: { 200: UnsyncCount, ...errors } },
      config: { access: { kind: 'store', storeId: storeFromParams, anyPermission: [...CHANNEL_VIEW, 'lm_view_store_menus'] } },
    },
    async (request) => {
      const cells = await storeUnsyncCounts(app.db, request.params.id);
      const partners = cells.map((cell) => ({
        partner: cell.partner,
        partner_id: cell.partnerId,
        unsync_count: cell.count,
        count_exact: cell.exact,
        never_pushed: cell.neverPushed,
      }));
      return { unsync_count: partners.reduce((max, row) => Math.max(max, row.unsync_count), 0), partners };
    },
  );
};

export default storeHomeRoutes;
