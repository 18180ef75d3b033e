import { asc, eq, sql } from 'drizzle-orm';
import type { Profile, ProfileRole } from '../../src/contract/auth.ts';
import type { Db } from '../db/client.ts';
import { permissions, rolePermissions, roles, users } from '../db/schema/index.ts';

/** The role with every permission listed, `toggle` saying whether the role grants it. */
export async function loadRoleWithPermissions(db: Db, roleId: number): Promise<ProfileRole | null> {
  const [role] = await db.select().from(roles).where(eq(roles.id, roleId));
  if (!role) return null;
  const entries = await db
    .select({
      id: permissions.id,
      key: permissions.key,
      name: permissions.name,
      description: permissions.description,
      toggle: sql<boolean>`${rolePermissions.roleId} is not null`,
    })
    .from(permissions)
    .leftJoin(rolePermissions, sql`${rolePermissions.permissionId} = ${permissions.id} and ${rolePermissions.roleId} = ${roleId}`)
    .orderBy(asc(permissions.id));
  return {
    id: role.id,
    name: role.name,
    value: role.name,
    label: role.label,
    icon: role.icon,
    color: role.color,
    type: role.type,
    description: role.description,
    permissions: entries.map((entry) => ({ ...entry, toggle: Boolean(entry.toggle) })),
  };
}

export async function loadProfile(db: Db, userId: number): Promise<Profile | null> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user || user.deletedAt) return null;
  const role = await loadRoleWithPermissions(db, user.roleId);
  if (!role) return null;
  return {
    userId: user.id,
    companyId: user.companyId,
    company_id: user.companyId,
    userType: user.userType,
    employeeId: user.employeeId,
    firstName: user.firstName,
    lastName: user.lastName,
    phoneNo: user.phoneNo,
    email: user.email,
    role: role.name,
    role_id: role.id,
    roles: [role],
    lastPasswordChanged: user.lastPasswordChanged?.toISOString() ?? null,
    managerId: user.managerId,
    isEmailVerified: user.isEmailVerified,
    isPhoneVerified: user.isPhoneVerified,
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
    username: user.username,
  };
}
