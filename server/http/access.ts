import type { FastifyRequest } from 'fastify';
import type { PermissionKey } from '../../src/domain/permissions.ts';

/**
 * What a route requires. Every route declares one (in `config.access`); the app refuses to start
 * with a route that does not.
 * - public: no token (authenticate, refresh, logout, health);
 * - signed-in: any valid session; the handler scopes what it returns to the caller;
 * - platform: internal users only;
 * - company / store: the permission(s), and a merchant may only reach rows of their own company.
 *   `companyId`/`storeId` read the target from the request; returning undefined means the route
 *   scopes itself (lists), using `effectiveCompanyId`.
 */
export type Access =
  | { kind: 'public' }
  | ({ kind: 'signed-in' } & PermissionRule)
  | ({ kind: 'platform' } & PermissionRule)
  | ({ kind: 'company'; companyId: (request: FastifyRequest) => number | undefined } & PermissionRule)
  | ({ kind: 'store'; storeId: (request: FastifyRequest) => number | undefined } & PermissionRule);

export interface PermissionRule {
  /** all of these */
  permissions?: readonly PermissionKey[];
  /** at least one of these */
  anyPermission?: readonly PermissionKey[];
}

export interface AuthContext {
  userId: number;
  userType: 'MERCHANT' | 'INTERNAL';
  /** null for internal users */
  companyId: number | null;
  roleId: number;
  permissions: ReadonlySet<string>;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
    /** the company of the store a store-scoped route targets, once the guard has looked it up */
    storeCompanyId: number | null;
  }
}
