import type { FastifyRequest } from 'fastify';
import type { AuthContext } from './access.ts';
import { forbidden, unauthorized } from './errors.ts';

export const NO_COMPANY_ACCESS = "You don't have access to this company";

/** The signed-in caller; the guard guarantees it on every non-public route. */
export function caller(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

export const isInternal = (auth: AuthContext) => auth.userType === 'INTERNAL';

/** Merchants reach only their own company's rows; a refusal is always 403 with the same message. */
export function assertCompanyAccess(auth: AuthContext, companyId: number | null | undefined): void {
  if (isInternal(auth)) return;
  if (companyId == null || companyId !== auth.companyId) throw forbidden(NO_COMPANY_ACCESS);
}

/**
 * The company a list is scoped to: a merchant's own company whatever they ask for (asking for another
 * one is refused), an internal user's choice (undefined = every company).
 */
export function effectiveCompanyId(auth: AuthContext, requested: number | undefined): number | undefined {
  if (isInternal(auth)) return requested;
  if (requested !== undefined && requested !== auth.companyId) throw forbidden(NO_COMPANY_ACCESS);
  return auth.companyId ?? -1;
}

export function hasPermission(auth: AuthContext, key: string): boolean {
  return auth.permissions.has(key);
}
