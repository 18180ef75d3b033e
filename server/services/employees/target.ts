import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { roles, users } from '../../db/schema/index.ts';
import type { AuthContext } from '../../http/access.ts';
import { badRequest, forbidden, notFound } from '../../http/errors.ts';
import { assertCompanyAccess } from '../../http/tenancy.ts';
import { assertCanGrant, rolePermissionKeys } from '../roles/grant.ts';
import { findRoleRow } from '../roles/query.ts';

export const NO_MANAGING_UP = 'You cannot change an employee whose role has permissions you do not have';

/**
 * A live user the caller may change: in the caller's reach, and (unless it is the caller) holding no
 * permission the caller lacks, so that nobody resets the password of a more powerful colleague.
 */
export async function manageableEmployee(db: Db, auth: AuthContext, id: number) {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)));
  if (!user) throw notFound('Employee not found');
  assertCompanyAccess(auth, user.companyId);
  if (user.id !== auth.userId) {
    const keys = await rolePermissionKeys(db, user.roleId);
    if (keys.some((key) => !auth.permissions.has(key))) throw forbidden(NO_MANAGING_UP);
  }
  return user;
}

async function roleByName(db: Db, companyId: number | null, name: string) {
  const [role] = await db
    .select()
    .from(roles)
    .where(
      and(
        companyId === null ? isNull(roles.companyId) : or(isNull(roles.companyId), eq(roles.companyId, companyId)),
        sql`lower(${roles.name}) = lower(${name.trim()})`,
      ),
    )
    .orderBy(asc(roles.id))
    .limit(1);
  return role ?? null;
}

/**
 * The role an employee of `companyId` may be given: a default role or a custom role of that company,
 * named by role_id (and `role`, which must then be its name) or by `role` alone, holding nothing the
 * caller lacks.
 */
export async function grantableRole(
  db: Db,
  auth: AuthContext,
  companyId: number | null,
  roleId: number | undefined,
  roleName: string | undefined,
) {
  const role = roleId !== undefined ? await findRoleRow(db, roleId) : roleName !== undefined ? await roleByName(db, companyId, roleName) : null;
  if (!role || (role.companyId !== null && role.companyId !== companyId)) {
    throw badRequest(roleId !== undefined ? `role_id ${roleId} is not a role of this company` : `role ${roleName ?? ''} is not a role of this company`);
  }
  if (roleId !== undefined && roleName !== undefined && role.name.toLowerCase() !== roleName.trim().toLowerCase()) {
    throw badRequest(`role ${roleName} does not match role_id ${roleId} (${role.name})`);
  }
  assertCanGrant(auth, await rolePermissionKeys(db, role.id));
  return role;
}
