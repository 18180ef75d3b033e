import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../../server/db/client.ts';
import { permissions, rolePermissions, roles, storeEmployees, users } from '../../../server/db/schema/index.ts';
import { hashPassword } from '../../../server/services/passwords.ts';
import type { DefaultRoleName, PermissionKey } from '../../../src/domain/permissions.ts';
import { DEMO_PASSWORD } from '../helpers.ts';
import { unique } from './sequence.ts';

/** Factory users sign in with the demo password; argon2 is slow on purpose, so it is hashed once per test file. */
let passwordHash: Promise<string> | undefined;
const sharedHash = () => (passwordHash ??= hashPassword(DEMO_PASSWORD));

export interface UserOverrides {
  /** the company of a merchant; omit (or null) for an internal user */
  companyId?: number | null;
  /** a default role (Super Admin by default) ... */
  role?: DefaultRoleName;
  /** ... or exactly these permissions, through a custom role made for this user */
  permissions?: readonly PermissionKey[];
  /** stores the employee is assigned to */
  storeIds?: readonly number[];
  email?: string;
  firstName?: string;
  lastName?: string;
}

export interface FactoryUser {
  id: number;
  email: string;
  companyId: number | null;
  roleId: number;
}

async function roleFor(db: Db, companyId: number | null, overrides: UserOverrides): Promise<number> {
  if (overrides.permissions) {
    const name = unique('factory-role');
    const [role] = await db.insert(roles).values({ companyId, name, label: name, type: 'CUSTOM' }).returning({ id: roles.id });
    if (overrides.permissions.length) {
      const ids = await db.select({ id: permissions.id }).from(permissions).where(inArray(permissions.key, [...overrides.permissions]));
      await db.insert(rolePermissions).values(ids.map(({ id }) => ({ roleId: role.id, permissionId: id })));
    }
    return role.id;
  }
  const name = overrides.role ?? 'superadmin';
  const [role] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(isNull(roles.companyId), eq(roles.type, 'DEFAULT'), eq(roles.name, name)));
  if (!role) throw new Error(`default role ${name} is missing: seedReference has not run`);
  return role.id;
}

/** A merchant employee of `companyId`, or an internal user when there is no company. */
export async function createUser(db: Db, overrides: UserOverrides = {}): Promise<FactoryUser> {
  const companyId = overrides.companyId ?? null;
  const roleId = await roleFor(db, companyId, overrides);
  const email = overrides.email ?? `${unique('user')}@factory.example`;
  const [row] = await db
    .insert(users)
    .values({
      userType: companyId === null ? 'INTERNAL' : 'MERCHANT',
      companyId,
      firstName: overrides.firstName ?? 'Factory',
      lastName: overrides.lastName ?? 'User',
      email,
      passwordHash: await sharedHash(),
      roleId,
      isEmailVerified: true,
    })
    .returning({ id: users.id });
  if (companyId !== null && overrides.storeIds?.length) {
    await db.insert(storeEmployees).values(overrides.storeIds.map((storeId) => ({ storeId, userId: row.id, companyId })));
  }
  return { id: row.id, email, companyId, roleId };
}
