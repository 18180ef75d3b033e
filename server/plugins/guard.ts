import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Access, AuthContext, PermissionRule } from '../http/access.ts';
import { selectRows } from '../db/rows.ts';
import { forbidden, notFound, unauthorized } from '../http/errors.ts';
import { assertCompanyAccess, isInternal } from '../http/tenancy.ts';

const UNDOCUMENTED_PUBLIC = /^\/api\/docs/;

interface SessionRow extends Record<string, unknown> {
  user_id: number;
  user_type: 'MERCHANT' | 'INTERNAL';
  company_id: number | null;
  role_id: number;
  permissions: string[];
}

/**
 * The one guard: valid access token backed by a live session, user type, permission of the user's
 * role, and tenancy. Routes declare what they need in `config.access`.
 */
export default fp(
  async function guard(app: FastifyInstance) {
    app.decorateRequest('auth', null);
    app.decorateRequest('storeCompanyId', null);

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
      request.auth = await authenticate(app, request);
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

async function authenticate(app: FastifyInstance, request: FastifyRequest): Promise<AuthContext> {
  const header = request.headers.authorization;
  const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
  if (!token) throw unauthorized('Missing access token');
  let claims;
  try {
    claims = app.tokens.verifyAccess(token);
  } catch {
    throw unauthorized();
  }
  const userId = Number(claims.sub);
  const [row] = await selectRows<SessionRow>(app.db, sql`
    select u.id as user_id, u.user_type, u.company_id, u.role_id,
           coalesce(array_agg(p.key) filter (where p.key is not null), '{}') as permissions
    from refresh_tokens s
    join users u on u.id = s.user_id and u.deleted_at is null
    left join role_permissions rp on rp.role_id = u.role_id
    left join permissions p on p.id = rp.permission_id
    where s.id = ${claims.sid} and s.user_id = ${userId} and s.revoked_at is null and s.expires_at > now()
    group by u.id`);
  if (!row) throw unauthorized();
  return {
    userId: row.user_id,
    userType: row.user_type,
    companyId: row.company_id,
    roleId: row.role_id,
    permissions: new Set(row.permissions),
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

async function assertTenancy(app: FastifyInstance, request: FastifyRequest, auth: AuthContext, access: Access) {
  if (access.kind === 'company') {
    const companyId = access.companyId(request);
    if (companyId !== undefined) assertCompanyAccess(auth, companyId);
  } else if (access.kind === 'store') {
    const storeId = access.storeId(request);
    if (storeId === undefined) return;
    const [row] = await selectRows<{ company_id: number }>(
      app.db,
      sql`select company_id from stores where id = ${storeId} and deleted_at is null`,
    );
    if (!row) throw notFound('Store not found');
    assertCompanyAccess(auth, row.company_id);
    request.storeCompanyId = row.company_id;
  }
}
