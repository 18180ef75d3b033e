import { and, eq, isNull, sql } from 'drizzle-orm';
import type { EmployeeCreateBody, EmployeeUpdateBody } from '../../../src/contract/employees.ts';
import { PASSWORD_RULE, passwordMeetsRule } from '../../../src/domain/password.ts';
import type { Db } from '../../db/client.ts';
import { companies, refreshTokens, users } from '../../db/schema/index.ts';
import type { AuthContext } from '../../http/access.ts';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors.ts';
import { hashPassword } from '../passwords.ts';
import { endSessions } from '../sessions.ts';
import { nextEmployeeId } from './employeeId.ts';
import { insertDefaultPreferences } from './notifications.ts';
import { grantableRole, manageableEmployee } from './target.ts';

export const EMAIL_TAKEN = 'An account with this email already exists';
export const SELF_DELETE = 'You cannot delete your own account';
export const OWN_ROLE = 'You cannot change your own role';

/** Emails are unique whatever their case, soft-deleted accounts included (the unique index says so). */
async function assertEmailFree(db: Db, email: string, exceptUserId?: number): Promise<void> {
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${email})`, exceptUserId === undefined ? undefined : sql`${users.id} <> ${exceptUserId}`))
    .limit(1);
  if (taken) throw conflict(EMAIL_TAKEN);
}

function assertPassword(password: string): void {
  if (!passwordMeetsRule(password)) throw badRequest(PASSWORD_RULE);
}

/** A MERCHANT employee with an employee id of the company and the default notification preferences. */
export async function createEmployee(db: Db, auth: AuthContext, body: EmployeeCreateBody, now: Date): Promise<number> {
  assertPassword(body.password);
  const [company] = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(and(eq(companies.id, body.company_id), isNull(companies.deletedAt)));
  if (!company) throw notFound('Company not found');
  const email = body.email.trim();
  await assertEmailFree(db, email);
  const role = await grantableRole(db, auth, company.id, body.role_id, body.role);
  const passwordHash = await hashPassword(body.password);
  return db.transaction(async (tx) => {
    // serialises hires per company, so employee ids stay unique within it
    await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, company.id)).for('update');
    const [user] = await tx
      .insert(users)
      .values({
        userType: 'MERCHANT',
        companyId: company.id,
        employeeId: await nextEmployeeId(tx, company.id, company.name),
        firstName: body.first_name.trim(),
        lastName: body.last_name.trim(),
        phoneNo: body.phone_number ?? null,
        email,
        passwordHash,
        roleId: role.id,
        lastPasswordChanged: now,
      })
      .returning({ id: users.id });
    await insertDefaultPreferences(tx, user.id);
    return user.id;
  });
}

/** Every field optional; a new password is re-hashed; a role change follows the grant rule and never applies to oneself. */
export async function updateEmployee(db: Db, auth: AuthContext, id: number, body: EmployeeUpdateBody, now: Date): Promise<void> {
  const user = await manageableEmployee(db, auth, id);
  if (body.company_id !== undefined && body.company_id !== user.companyId) throw badRequest('company_id cannot be changed');
  if (body.password !== undefined) assertPassword(body.password);
  const email = body.email?.trim();
  if (email !== undefined) await assertEmailFree(db, email, user.id);
  const self = user.id === auth.userId;
  let roleId: number | undefined;
  if (body.role_id !== undefined || body.role !== undefined) {
    if (self && body.role_id !== undefined && body.role_id !== user.roleId) throw forbidden(OWN_ROLE);
    const role = await grantableRole(db, auth, user.companyId, body.role_id, body.role);
    if (role.id !== user.roleId) {
      if (self) throw forbidden(OWN_ROLE);
      roleId = role.id;
    }
  }
  const password = body.password === undefined ? undefined : await hashPassword(body.password);
  await db.transaction(async (tx) => {
    await tx
    .update(users)
    .set({
      firstName: body.first_name?.trim(),
      lastName: body.last_name?.trim(),
      email,
      phoneNo: body.phone_number,
      roleId,
      passwordHash: password,
      lastPasswordChanged: password === undefined ? undefined : now,
      updatedAt: now,
    })
    .where(eq(users.id, user.id));
    // A new password ends the sessions the old one opened; changing one's own keeps the session doing it.
    if (password !== undefined) await endSessions(tx, user.id, now, self ? auth.sessionId : undefined);
  });
}

/** Soft delete; every session of the employee ends. */
export async function deleteEmployee(db: Db, auth: AuthContext, id: number, now: Date): Promise<void> {
  if (id === auth.userId) throw badRequest(SELF_DELETE);
  const user = await manageableEmployee(db, auth, id);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ deletedAt: now, updatedAt: now }).where(eq(users.id, user.id));
    await tx
      .update(refreshTokens)
      .set({ revokedAt: now })
      .where(and(eq(refreshTokens.userId, user.id), isNull(refreshTokens.revokedAt)));
  });
}
