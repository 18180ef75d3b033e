import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { storefrontPage } from '../channels/sandbox/storefront.ts';
import { heldMenu } from '../channels/sandbox/state.ts';
import { PARTNER_NAMES } from '../db/schema/index.ts';

const PartnerSlug = Type.Enum(PARTNER_NAMES.map((name) => name.toLowerCase()));

/**
 * The sandbox partners' public storefront pages (outside /api, like a partner's own site): the menu each
 * partner last accepted for one of its stores, read-only. menu-details answers their URL as web_url.
 */
const sandboxStorefrontRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/sandbox/:partner/stores/:partnerStoreId',
    {
      schema: { hide: true, params: Type.Object({ partner: PartnerSlug, partnerStoreId: Type.String({ minLength: 1, maxLength: 64 }) }) },
      config: { access: { kind: 'public' } },
    },
    async (request, reply) => {
      const partner = PARTNER_NAMES.find((name) => name.toLowerCase() === request.params.partner)!;
      const held = await heldMenu(app.db, partner, request.params.partnerStoreId);
      return reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .status(held.menu ? 200 : 404)
        .send(storefrontPage(partner, request.params.partnerStoreId, held));
    },
  );
};

export default sandboxStorefrontRoutes;
