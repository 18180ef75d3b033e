import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AuthenticateAnswer,
  AuthenticateBody,
  FetchProfileByIdQuery,
  LogoutAnswer,
  Profile,
  RefreshHeaders,
  TokenPair,
} from '../../src/contract/auth.ts';
import { ErrorBody } from '../../src/contract/common.ts';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema/index.ts';
import { forbidden, notFound } from '../http/errors.ts';
import { assertCompanyAccess, caller, hasPermission } from '../http/tenancy.ts';
import { loadProfile } from '../services/profiles.ts';
import { refresh, signIn, signOut } from '../services/sessions.ts';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 429: ErrorBody };
const tags = ['auth'];

/** Session calls of spec 000 section 7 "Auth", under /user-service. */
const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/authenticate',
    {
      schema: { tags, security: [], body: AuthenticateBody, response: { 200: AuthenticateAnswer, ...errors } },
      config: { access: { kind: 'public' } },
    },
    (request) => signIn(app.db, app.tokens, request.body.email, request.body.password, request.ip),
  );

  app.get(
    '/refresh_token',
    {
      schema: { tags, security: [], headers: RefreshHeaders, response: { 200: TokenPair, ...errors } },
      config: { access: { kind: 'public' } },
    },
    (request) => refresh(app.db, app.tokens, request.headers.refreshtoken),
  );

  app.post(
    '/logout',
    {
      schema: { tags, security: [], headers: RefreshHeaders, response: { 200: LogoutAnswer, ...errors } },
      config: { access: { kind: 'public' } },
    },
    async (request) => {
      await signOut(app.db, app.tokens, request.headers.refreshtoken);
      return { message: 'Logged out' };
    },
  );

  app.get(
    '/fetch_profile',
    { schema: { tags, response: { 200: Profile, ...errors } }, config: { access: { kind: 'signed-in' } } },
    async (request) => {
      const profile = await loadProfile(app.db, caller(request).userId);
      if (!profile) throw notFound('User not found');
      return profile;
    },
  );

  app.get(
    '/fetch-profile',
    {
      schema: { tags, querystring: FetchProfileByIdQuery, response: { 200: Profile, ...errors } },
      config: { access: { kind: 'signed-in' } },
    },
    async (request) => {
      const auth = caller(request);
      const targetId = request.query.id;
      if (targetId !== auth.userId) {
        if (!hasPermission(auth, 'view_employees')) throw forbidden('You do not have permission to do this (needs view_employees)');
        const [target] = await app.db.select({ companyId: users.companyId }).from(users).where(eq(users.id, targetId));
        if (!target) throw notFound('User not found');
        assertCompanyAccess(auth, target.companyId);
      }
      const profile = await loadProfile(app.db, targetId);
      if (!profile) throw notFound('User not found');
      return profile;
    },
  );
};

export default authRoutes;
