import { asc, eq, sql } from 'drizzle-orm';
import { ALL_PERMISSIONS, DEFAULT_ROLE_NAMES, isPermissionKey } from '../../../src/domain/permissions.ts';
import type { Db } from '../../db/client.ts';
import { permissions, rolePermissions } from '../../db/schema/index.ts';
import type { AuthContext } from '../../http/access.ts';
import { badRequest, forbidden } from '../../http/errors.ts';

export const NO_ESCALATION = 'You cannot grant a role with permissions you do not have';

/** Spec 000 section 5: default roles in their fixed order, then custom roles by name. */
export const roleOrderSql = (alias: string) =>
  sql.raw(
    `case when ${alias}.company_id is null then coalesce(array_position(array[${DEFAULT_ROLE_NAMES.map((name) => `'${name}'`).join(',')}]::text[], ${alias}.name), 99) else 100 end, lower(${alias}.name), ${alias}.id`,
  );

/** Orders permission keys as spec 000 section 6 lists them. */
export function inSpecOrder(keys: Iterable<string>): string[] {
  const wanted = new Set(keys);
  return ALL_PERMISSIONS.filter((key) => wanted.has(key));
}

/** The distinct keys, refusing unknown ones by name. */
export function checkPermissionKeys(keys: readonly string[]): string[] {
  const unknown = [...new Set(keys.filter((key) => !isPermissionKey(key)))];
  if (unknown.length > 0) throw badRequest(`Unknown permissions: ${unknown.join(', ')}`);
  return inSpecOrder(keys);
}

/** Nobody hands out a permission they do not hold themselves. */
export function assertCanGrant(auth: AuthContext, keys: Iterable<string>): void {
  for (const key of keys) if (!auth.permissions.has(key)) throw forbidden(NO_ESCALATION);
}

export async function rolePermissionKeys(db: Db, roleId: number): Promise<string[]> {
  const rows = await db
    .select({ key: permissions.key })
    .from(rolePermissions)
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(eq(rolePermissions.roleId, roleId))
    .orderBy(asc(permissions.id));
  return inSpecOrder(rows.map((row) => row.key));
}
