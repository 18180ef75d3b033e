import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq, isNull } from 'drizzle-orm';
import { ErrorBody } from '../../src/contract/common.ts';
import { NotificationPreferences, NotificationPreferencesBody, NotificationUserParams } from '../../src/contract/employees.ts';
import type { PermissionKey } from '../../src/domain/permissions.ts';
import { users } from '../db/schema/index.ts';
import type { AuthContext } from '../http/access.ts';
import { forbidden, notFound } from '../http/errors.ts';
import { assertCompanyAccess, caller, hasPermission } from '../http/tenancy.ts';
import { loadPreferences, updatePreferences } from '../services/employees/notifications.ts';

const tags = ['employees'];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

/**
 * Notification preferences of an employee (spec 000 section 3 shows the fields, not the call), under
 * /user-service. Everyone reaches their own; a colleague's needs view_employees / edit_employees.
 */
const employeeNotificationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  async function assertReach(auth: AuthContext, userId: number, permission: PermissionKey) {
    if (userId === auth.userId) return;
    if (!hasPermission(auth, permission)) throw forbidden(`You do not have permission to do this (needs ${permission})`);
    const [target] = await app.db
      .select({ companyId: users.companyId })
      .from(users)
      .where(and(eq(users.id, userId), isNull(users.deletedAt)));
    if (!target) throw notFound('Employee not found');
    assertCompanyAccess(auth, target.companyId);
  }

  app.get(
    '/notification-preferences/:userId',
    {
      schema: { tags, params: NotificationUserParams, response: { 200: NotificationPreferences, ...errors } },
      config: { access: { kind: 'signed-in' } },
    },
    async (request) => {
      await assertReach(caller(request), request.params.userId, 'view_employees');
      return loadPreferences(app.db, request.params.userId);
    },
  );

  app.put(
    '/notification-preferences/:userId',
    {
      schema: {
        tags,
        params: NotificationUserParams,
        body: NotificationPreferencesBody,
        response: { 200: NotificationPreferences, ...errors },
      },
      config: { access: { kind: 'signed-in' } },
    },
    async (request) => {
      await assertReach(caller(request), request.params.userId, 'edit_employees');
      await updatePreferences(app.db, request.params.userId, request.body);
      return loadPreferences(app.db, request.params.userId);
    },
  );
};

export default employeeNotificationRoutes;
