import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { UserStoreAnswer, UserStoreQuery } from '../../src/contract/auth.ts';
import { ErrorBody } from '../../src/contract/common.ts';
import { companies, storeEmployees, stores, users } from '../db/schema/index.ts';
import { forbidden, notFound } from '../http/errors.ts';
import { assertCompanyAccess, caller, hasPermission } from '../http/tenancy.ts';

/** GET /stores/user-store?cognito_user_name: the user's stores (first one is used) and company. */
const userStoreRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/user-store',
    {
      schema: {
        tags: ['auth'],
        querystring: UserStoreQuery,
        response: { 200: UserStoreAnswer, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
      },
      config: { access: { kind: 'signed-in' } },
    },
    async (request) => {
      const auth = caller(request);
      const [user] = await app.db
        .select({ id: users.id, companyId: users.companyId })
        .from(users)
        .where(and(eq(users.username, request.query.cognito_user_name), isNull(users.deletedAt)));
      if (!user) throw notFound('User not found');
      if (user.id !== auth.userId) {
        if (!hasPermission(auth, 'view_employees')) throw forbidden('You do not have permission to do this (needs view_employees)');
        assertCompanyAccess(auth, user.companyId);
      }
      const assigned = await app.db
        .select({ id: stores.id, name: stores.name })
        .from(storeEmployees)
        .innerJoin(stores, and(eq(stores.id, storeEmployees.storeId), isNull(stores.deletedAt)))
        .where(eq(storeEmployees.userId, user.id))
        .orderBy(asc(stores.nameKey), asc(stores.id));
      const [company] = user.companyId
        ? await app.db
            .select({
              id: companies.id,
              name: companies.name,
              logo: companies.logo,
              status: companies.status,
              primary_accent_color: companies.primaryAccentColor,
              support_color: companies.supportColor,
              accent_paired_text_color: companies.accentPairedTextColor,
            })
            .from(companies)
            .where(eq(companies.id, user.companyId))
        : [];
      return { stores: assigned, company: company ?? null };
    },
  );
};

export default userStoreRoutes;
