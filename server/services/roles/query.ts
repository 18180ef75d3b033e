import { and, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { PermissionEntry } from '../../../src/contract/auth.ts';
import type { Role, RolePermissionsAnswer } from '../../../src/contract/roles.ts';
import { sortRoles } from '../../../src/domain/roles.ts';
import { PERMISSION_GROUP_LABELS, PERMISSION_GROUPS, type PermissionGroup } from '../../../src/domain/permissions.ts';
import type { Db } from '../../db/client.ts';
import { permissions, rolePermissions, roles } from '../../db/schema/index.ts';
import { inSpecOrder, roleOrderSql } from './grant.ts';

/**
 * users_count counts the holders in one company, or in every company when undefined. The subqueries
 * name `roles.id` literally: drizzle leaves select-list columns of a single-table query unqualified.
 */
function roleColumns(usersCompanyId: number | undefined) {
  const companyFilter = usersCompanyId === undefined ? sql`` : sql` and u.company_id = ${usersCompanyId}`;
  return {
    role: roles,
    usersCount: sql<number>`(select count(*)::int from users u where u.role_id = roles.id and u.deleted_at is null${companyFilter})`,
    permissionKeys: sql<string[]>`coalesce((select array_agg(p.key) from role_permissions rp join permissions p on p.id = rp.permission_id where rp.role_id = roles.id), '{}')`,
  };
}

type RoleRow = { role: typeof roles.$inferSelect; usersCount: number; permissionKeys: string[] };

function toRole({ role, usersCount, permissionKeys }: RoleRow): Role {
  return {
    id: role.id,
    name: role.name,
    label: role.label,
    icon: role.icon,
    color: role.color,
    description: role.description,
    category: role.category,
    type: role.type,
    users_count: Number(usersCount),
    meta_info: role.metaInfo ?? null,
    created_at: role.createdAt.toISOString(),
    updated_at: role.updatedAt.toISOString(),
    manage_roles: role.manageRoles,
    permissions: inSpecOrder(permissionKeys),
  };
}

async function selectRoles(db: Db, where: SQL | undefined, usersCompanyId: number | undefined): Promise<Role[]> {
  const rows = await db.select(roleColumns(usersCompanyId)).from(roles).where(where).orderBy(roleOrderSql('roles'));
  return rows.map(toRole);
}

/** Default roles in spec order, then the company's custom roles by name (the browser's sortRoles decides). */
export async function listAccessibleRoles(db: Db, companyId: number): Promise<Role[]> {
  return sortRoles(await selectRoles(db, or(isNull(roles.companyId), eq(roles.companyId, companyId)), companyId));
}

export async function findRole(db: Db, id: number, usersCompanyId: number | undefined): Promise<Role | null> {
  const [role] = await selectRoles(db, eq(roles.id, id), usersCompanyId);
  return role ?? null;
}

/** The bare role row, for checks before a change. */
export async function findRoleRow(db: Db, id: number) {
  const [role] = await db.select().from(roles).where(eq(roles.id, id));
  return role ?? null;
}

/** A role name already taken in the company (custom roles) or by a default role. */
export async function roleNameTaken(db: Db, companyId: number, name: string, exceptId?: number): Promise<boolean> {
  const conditions = [
    or(isNull(roles.companyId), eq(roles.companyId, companyId)),
    or(sql`lower(${roles.name}) = lower(${name})`, and(isNull(roles.companyId), sql`lower(${roles.label}) = lower(${name})`)),
  ];
  if (exceptId !== undefined) conditions.push(sql`${roles.id} <> ${exceptId}`);
  const [row] = await db.select({ id: roles.id }).from(roles).where(and(...conditions)).limit(1);
  return row !== undefined;
}

/** Every permission, grouped as spec 000 section 6, with `toggle` saying whether the role grants it. */
export async function rolePermissionGroups(db: Db, roleId: number): Promise<RolePermissionsAnswer> {
  const rows = await db
    .select({
      id: permissions.id,
      key: permissions.key,
      name: permissions.name,
      description: permissions.description,
      granted: sql<boolean>`${rolePermissions.roleId} is not null`,
    })
    .from(permissions)
    .leftJoin(rolePermissions, and(eq(rolePermissions.permissionId, permissions.id), eq(rolePermissions.roleId, roleId)));
  const byKey = new Map<string, PermissionEntry>(
    rows.map((row) => [row.key, { id: row.id, key: row.key, name: row.name, description: row.description, toggle: Boolean(row.granted) }]),
  );
  const groups = (Object.keys(PERMISSION_GROUPS) as PermissionGroup[]).map((group) => ({
    group,
    label: PERMISSION_GROUP_LABELS[group],
    permissions: PERMISSION_GROUPS[group].flatMap((key) => {
      const entry = byKey.get(key);
      return entry ? [entry] : [];
    }),
  }));
  return { role_id: roleId, groups };
}
