import { and, eq, isNull } from 'drizzle-orm';
import type { Employee } from '../../../src/contract/employees.ts';
import type { Db } from '../../db/client.ts';
import { roles, users } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import { loadPreferences } from './notifications.ts';

/** The employee as the create and update calls answer it. */
export async function loadEmployee(db: Db, id: number): Promise<Employee> {
  const [row] = await db
    .select({ user: users, roleName: roles.name })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(eq(users.id, id), isNull(users.deletedAt)));
  if (!row) throw notFound('Employee not found');
  const { user } = row;
  return {
    userId: user.id,
    companyId: user.companyId,
    employeeId: user.employeeId,
    firstName: user.firstName,
    lastName: user.lastName,
    phoneNo: user.phoneNo,
    email: user.email,
    role: row.roleName,
    roleId: user.roleId,
    userType: user.userType,
    lastPasswordChanged: user.lastPasswordChanged?.toISOString() ?? null,
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
    notificationPreferences: await loadPreferences(db, user.id),
  };
}
