import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { RoleCreateBody, RoleUpdateBody } from '../../../src/contract/roles.ts';
import type { Db } from '../../db/client.ts';
import { companies, permissions, rolePermissions, roles, users } from '../../db/schema/index.ts';
import type { AuthContext } from '../../http/access.ts';
import { conflict, forbidden, notFound } from '../../http/errors.ts';
import { assertCompanyAccess } from '../../http/tenancy.ts';
import { assertCanGrant, checkPermissionKeys, rolePermissionKeys } from './grant.ts';
import { findRoleRow, roleNameTaken } from './query.ts';

export const DEFAULT_ROLE_READ_ONLY = 'Default roles cannot be changed';
export const DEFAULT_ROLE_UNDELETABLE = 'Default roles cannot be deleted';
export const OWN_ROLE_READ_ONLY = 'You cannot change the role you hold yourself';
/** Soft-deleted holders of a deleted custom role fall back to the least privileged default role. */
const FALLBACK_ROLE = 'staff';

const nameConflict = (name: string) => conflict(`A role named "${name}" already exists`);
const blankToNull = (value: string | null | undefined) => (value == null ? value : value.trim() || null);

async function writePermissions(db: Db, roleId: number, keys: string[]): Promise<void> {
  await db.delete(rolePermissions).where(eq(rolePermissions.roleId, roleId));
  if (keys.length === 0) return;
  const ids = await db.select({ id: permissions.id }).from(permissions).where(inArray(permissions.key, keys));
  await db.insert(rolePermissions).values(ids.map(({ id }) => ({ roleId, permissionId: id })));
}

/** A custom role for one company; the caller must hold every permission it grants. */
export async function createRole(db: Db, auth: AuthContext, body: RoleCreateBody): Promise<number> {
  const keys = checkPermissionKeys(body.permissions);
  assertCanGrant(auth, keys);
  const [company] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.id, body.company_id), isNull(companies.deletedAt)));
  if (!company) throw notFound('Company not found');
  const name = body.name.trim();
  if (await roleNameTaken(db, body.company_id, name)) throw nameConflict(name);
  return db.transaction(async (tx) => {
    const [role] = await tx
      .insert(roles)
      .values({
        companyId: body.company_id,
        name,
        label: (body.label ?? name).trim(),
        description: blankToNull(body.description) ?? null,
        color: body.color ?? null,
        icon: blankToNull(body.icon) ?? null,
        type: 'CUSTOM',
      })
      .returning({ id: roles.id });
    await writePermissions(tx, role.id, keys);
    return role.id;
  });
}

/** A custom role of the caller's reach that the caller does not hold; added permissions must be the caller's. */
async function editableRole(db: Db, auth: AuthContext, id: number, readOnlyMessage: string) {
  const role = await findRoleRow(db, id);
  if (!role) throw notFound('Role not found');
  if (role.type === 'DEFAULT' || role.companyId === null) throw forbidden(readOnlyMessage);
  assertCompanyAccess(auth, role.companyId);
  return { ...role, companyId: role.companyId };
}

export async function updateRole(db: Db, auth: AuthContext, body: RoleUpdateBody): Promise<void> {
  const role = await editableRole(db, auth, body.id, DEFAULT_ROLE_READ_ONLY);
  if (auth.roleId === role.id) throw forbidden(OWN_ROLE_READ_ONLY);
  let keys: string[] | undefined;
  if (body.permissions) {
    keys = checkPermissionKeys(body.permissions);
    const current = new Set(await rolePermissionKeys(db, role.id));
    assertCanGrant(auth, keys.filter((key) => !current.has(key)));
  }
  const name = body.name?.trim();
  if (name !== undefined && (await roleNameTaken(db, role.companyId, name, role.id))) throw nameConflict(name);
  await db.transaction(async (tx) => {
    await tx
      .update(roles)
      .set({
        name,
        label: body.label?.trim(),
        description: blankToNull(body.description),
        color: body.color,
        icon: blankToNull(body.icon),
        updatedAt: new Date(),
      })
      .where(eq(roles.id, role.id));
    if (keys) await writePermissions(tx, role.id, keys);
  });
}

export async function deleteRole(db: Db, auth: AuthContext, id: number): Promise<void> {
  const role = await editableRole(db, auth, id, DEFAULT_ROLE_UNDELETABLE);
  const [{ holders }] = await db
    .select({ holders: sql<number>`count(*)::int` })
    .from(users)
    .where(and(eq(users.roleId, role.id), isNull(users.deletedAt)));
  const count = Number(holders);
  if (count > 0) {
    throw conflict(`This role is assigned to ${count} ${count === 1 ? 'employee' : 'employees'}. Reassign them first`);
  }
  await db.transaction(async (tx) => {
    const [fallback] = await tx
      .select({ id: roles.id })
      .from(roles)
      .where(and(isNull(roles.companyId), eq(roles.name, FALLBACK_ROLE)));
    if (fallback) {
      await tx
        .update(users)
        .set({ roleId: fallback.id })
        .where(and(eq(users.roleId, role.id), isNotNull(users.deletedAt)));
    }
    await tx.delete(roles).where(eq(roles.id, role.id));
  });
}
