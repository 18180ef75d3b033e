import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Access, AuthContext, PermissionRule } from '../http/access.ts';
import { selectRows } from '../db/rows.ts';
import { forbidden, notFound, unauthorized } from '../http/errors.ts';
import { assertCompanyAccess, isInternal } from '../http/tenancy.ts';
import { sessionLookup, type SessionLookup } from './guardSession.ts';

const UNDOCUMENTED_PUBLIC = /^\/api\/docs/;

declare module 'fastify' {
  interface FastifyRequest {
    /** the store a store route named before validation, and its company as the session lookup found it */
    prefetchedStore: { id: number; companyId: number | null } | null;
  }
}

/**
 * The one guard: valid access token backed by a live session, user type, permission of the user's
 * role, and tenancy. Routes declare what they need in `config.access`. It costs one indexed statement
 * per request, which also finds the company of the store a store route targets; nothing is kept in
 * process memory, so a logout or a role change applies to the very next request on every instance.
 */
export default fp(
  async function guard(app: FastifyInstance) {
    app.decorateRequest('auth', null);
    app.decorateRequest('storeCompanyId', null);
    app.decorateRequest('prefetchedStore', null);
    const lookup = sessionLookup(app.db);

    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api')) return;
      const config = (route.config ?? {}) as { access?: Access };
      if (config.access) return;
      if (UNDOCUMENTED_PUBLIC.test(route.url)) {
        route.config = { ...config, access: { kind: 'public' } };
        return;
      }
      throw new Error(`Route ${route.method} ${route.url} declares no access rule`);
    });

    // Who and what first, before the body is even validated: a caller without the permission
    // learns nothing about what a valid request would look like.
    app.addHook('onRequest', async (request) => {
      const access = request.routeOptions.config.access;
      if (!access || access.kind === 'public') return;
      request.auth = await authenticate(app, lookup, request, access);
      assertPermissions(request.auth, access);
    });

    // Tenancy reads the parsed params, query or body, so it runs after validation.
    app.addHook('preHandler', async (request) => {
      const access = request.routeOptions.config.access;
      if (!access || access.kind === 'public') return;
      if (!request.auth) throw unauthorized();
      await assertTenancy(app, request, request.auth, access);
    });
  },
  { name: 'guard', dependencies: ['db', 'tokens'] },
);

/**
 * The store id a store route names, read from the raw (not yet validated) params or query, so the
 * session lookup can fetch its company in the same statement. Anything that is not a plain positive
 * integer, or a route that reads the body, gets nothing here and is looked up after validation.
 */
function rawStoreId(request: FastifyRequest, access: Access): number | null {
  if (access.kind !== 'store') return null;
  let value: unknown;
  try {
    value = access.storeId(request);
  } catch {
    return null;
  }
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string' || !/^[1-9]\d{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= 2147483647 ? id : null;
}

async function authenticate(app: FastifyInstance, lookup: SessionLookup, request: FastifyRequest, access: Access): Promise<AuthContext> {
  const header = request.headers.authorization;
  const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
  if (!token) throw unauthorized('Missing access token');
  let claims;
  try {
    claims = app.tokens.verifyAccess(token);
  } catch {
    throw unauthorized();
  }
  const storeId = rawStoreId(request, access);
  const row = await lookup(claims.sid, Number(claims.sub), storeId);
  if (!row) throw unauthorized();
  if (storeId !== null) request.prefetchedStore = { id: storeId, companyId: row.storeCompanyId };
  return {
    userId: row.userId,
    userType: row.userType,
    companyId: row.companyId,
    roleId: row.roleId,
    permissions: new Set(row.permissions ? row.permissions.split(',') : []),
    sessionId: claims.sid,
  };
}

function assertPermissions(auth: AuthContext, rule: PermissionRule & { kind: Access['kind'] }): void {
  if (rule.kind === 'platform' && !isInternal(auth)) throw forbidden('This is only available to internal users');
  const missing = (rule.permissions ?? []).filter((key) => !auth.permissions.has(key));
  if (missing.length > 0) throw forbidden(`You do not have permission to do this (needs ${missing.join(', ')})`);
  const any = rule.anyPermission ?? [];
  if (any.length > 0 && !any.some((key) => auth.permissions.has(key))) {
    throw forbidden(`You do not have permission to do this (needs one of ${any.join(', ')})`);
  }
}

async function storeCompany(app: FastifyInstance, request: FastifyRequest, storeId: number): Promise<number | null> {
  if (request.prefetchedStore?.id === storeId) return request.prefetchedStore.companyId;
  const [row] = await selectRows<{ company_id: number }>(app.db, sql`select company_id from stores where id = ${storeId} and deleted_at is null`);
  return row?.company_id ?? null;
}

async function assertTenancy(app: FastifyInstance, request: FastifyRequest, auth: AuthContext, access: Access) {
  if (access.kind === 'company') {
    const companyId = access.companyId(request);
    if (companyId !== undefined) assertCompanyAccess(auth, companyId);
  } else if (access.kind === 'store') {
    const storeId = access.storeId(request);
    if (storeId === undefined) return;
    const companyId = await storeCompany(app, request, storeId);
    if (companyId === null) throw notFound('Store not found');
    assertCompanyAccess(auth, companyId);
    request.storeCompanyId = companyId;
  }
}
