import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { and, eq, isNull } from 'drizzle-orm';
import { ErrorBody, IdParams } from '../../src/contract/common.ts';
import {
  Banner,
  BannerBulkAnswer,
  BannerBulkDeleteBody,
  BannerBulkStatusBody,
  BannerCountAnswer,
  BannerCountQuery,
  BannerCreateBody,
  BannerListAnswer,
  BannerListQuery,
  BannerParams,
  BannerUpdateBody,
} from '../../src/contract/campaigns.ts';
import { MessageAnswer } from '../../src/contract/companies.ts';
import type { PermissionKey } from '../../src/domain/permissions.ts';
import { companies } from '../db/schema/index.ts';
import { notFound } from '../http/errors.ts';
import { caller } from '../http/tenancy.ts';
import { countBanners, listBanners } from '../services/banners/query.ts';
import { createBanner, deleteBanners, findBanner, setBannersStatus, updateBanner } from '../services/banners/write.ts';

const tags = ['banners'];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const companyFromParams = (request: FastifyRequest) => (request.params as { id: number }).id;
const access = (permission: PermissionKey) => ({ kind: 'company' as const, companyId: companyFromParams, permissions: [permission] });

/** Banners and campaigns of spec 001 §7, under /stores/company/{id}/campaigns. */
const bannerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // After the guard (permission and tenancy): a company that does not exist has no banners to show or change.
  app.addHook('preHandler', async (request) => {
    const [company] = await app.db
      .select({ id: companies.id })
      .from(companies)
      .where(and(eq(companies.id, companyFromParams(request)), isNull(companies.deletedAt)));
    if (!company) throw notFound('Company not found');
  });

  app.get(
    '/:id/campaigns',
    {
      schema: { tags, params: IdParams, querystring: BannerListQuery, response: { 200: BannerListAnswer, ...errors } },
      config: { access: access('view_banners') },
    },
    (request) => listBanners(app.db, request.params.id, request.query, app.now()),
  );

  app.get(
    '/:id/campaigns/count',
    {
      schema: { tags, params: IdParams, querystring: BannerCountQuery, response: { 200: BannerCountAnswer, ...errors } },
      config: { access: access('view_banners') },
    },
    async (request) => ({ count: await countBanners(app.db, request.params.id, request.query, app.now()) }),
  );

  app.post(
    '/:id/campaigns',
    {
      schema: { tags, params: IdParams, body: BannerCreateBody, response: { 201: Banner, ...errors } },
      config: { access: access('create_banners') },
    },
    async (request, reply) => reply.status(201).send(await createBanner(app.db, request.params.id, request.body, app.now())),
  );

  app.put(
    '/:id/campaigns/bulk/',
    {
      schema: {
        tags,
        description: 'Activates or deactivates the listed banners: all of them, or none when one is not the company\'s.',
        params: IdParams,
        body: BannerBulkStatusBody,
        response: { 200: BannerBulkAnswer, ...errors },
      },
      config: { access: access('edit_banners') },
    },
    async (request) => {
      const { campaign_ids: ids, status } = request.body;
      const changed = await setBannersStatus(app.db, caller(request), request.params.id, ids, status);
      return { message: `${changed.length} ${changed.length === 1 ? 'banner' : 'banners'} ${status === 'active' ? 'activated' : 'deactivated'}`, campaign_ids: changed };
    },
  );

  app.delete(
    '/:id/campaigns/bulk/delete',
    {
      schema: {
        tags,
        description: 'Deletes at most 20 banners a call (spec 001 §9): all of them, or none when one is not the company\'s.',
        params: IdParams,
        body: BannerBulkDeleteBody,
        response: { 200: BannerBulkAnswer, ...errors },
      },
      config: { access: access('delete_banners') },
    },
    async (request) => {
      const deleted = await deleteBanners(app.db, caller(request), request.params.id, request.body.campaign_ids);
      return { message: `${deleted.length} ${deleted.length === 1 ? 'banner' : 'banners'} deleted`, campaign_ids: deleted };
    },
  );

  app.get(
    '/:id/campaigns/:bannerId',
    {
      schema: { tags, params: BannerParams, response: { 200: Banner, ...errors } },
      config: { access: access('view_banners') },
    },
    (request) => findBanner(app.db, caller(request), request.params.id, request.params.bannerId, app.now()),
  );

  app.put(
    '/:id/campaigns/:bannerId',
    {
      schema: { tags, params: BannerParams, body: BannerUpdateBody, response: { 200: Banner, ...errors } },
      config: { access: access('edit_banners') },
    },
    (request) => updateBanner(app.db, caller(request), request.params.id, request.params.bannerId, request.body, app.now()),
  );

  app.delete(
    '/:id/campaigns/:bannerId',
    {
      schema: { tags, params: BannerParams, response: { 200: MessageAnswer, ...errors } },
      config: { access: access('delete_banners') },
    },
    async (request) => {
      await deleteBanners(app.db, caller(request), request.params.id, [request.params.bannerId]);
      return { message: 'Banner deleted' };
    },
  );
};

export default bannerRoutes;
