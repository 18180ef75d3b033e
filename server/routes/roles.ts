import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { ErrorBody } from '../../src/contract/common.ts';
import {
  AccessibleRolesAnswer,
  AccessibleRolesQuery,
  Role,
  RoleCreateBody,
  RoleIdParams,
  RoleMessageAnswer,
  RolePermissionsAnswer,
  RoleQuery,
  RoleUpdateBody,
} from '../../src/contract/roles.ts';
import type { AuthContext } from '../http/access.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { editVersioned, splitVersion } from '../http/versions.ts';
import { assertCompanyAccess, caller, effectiveCompanyId, isInternal } from '../http/tenancy.ts';
import { findRole, findRoleRow, listAccessibleRoles, rolePermissionGroups } from '../services/roles/query.ts';
import { createRole, deleteRole, updateRole } from '../services/roles/write.ts';

const tags = ['roles'];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const companyFromQuery = (request: FastifyRequest) => (request.query as { company_id?: number }).company_id;
/** The handler finds the role first and checks its company. */
const companyOfTheRole = () => undefined;

/** Roles and permissions of spec 000 section 7 "Roles", under /user-service. */
const roleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /** A default role, or a custom role of a company the caller reaches. */
  async function visibleRole(auth: AuthContext, id: number) {
    const role = await findRoleRow(app.db, id);
    if (!role) throw notFound('Role not found');
    if (role.companyId !== null) assertCompanyAccess(auth, role.companyId);
    return role;
  }

  app.get(
    '/accessible-roles',
    {
      schema: { tags, querystring: AccessibleRolesQuery, response: { 200: AccessibleRolesAnswer, ...errors } },
      config: {
        access: {
          kind: 'company',
          companyId: companyFromQuery,
          // the employee form lists the roles it may grant
          anyPermission: ['view_roles', 'create_employees', 'edit_employees'],
        },
      },
    },
    (request) => {
      const auth = caller(request);
      if (isInternal(auth) && request.query.company_id === undefined) throw badRequest('company_id is required');
      const companyId = effectiveCompanyId(auth, request.query.company_id) ?? -1;
      return listAccessibleRoles(app.db, companyId);
    },
  );

  app.get(
    '/roles/:id',
    {
      schema: { tags, params: RoleIdParams, querystring: RoleQuery, response: { 200: Role, ...errors } },
      config: { access: { kind: 'company', companyId: companyFromQuery, permissions: ['view_roles'] } },
    },
    async (request) => {
      const auth = caller(request);
      const row = await visibleRole(auth, request.params.id);
      const scope = row.companyId ?? effectiveCompanyId(auth, request.query.company_id);
      const role = await findRole(app.db, row.id, scope);
      if (!role) throw notFound('Role not found');
      return role;
    },
  );

  app.get(
    '/permissions/:id',
    {
      schema: { tags, params: RoleIdParams, response: { 200: RolePermissionsAnswer, ...errors } },
      config: { access: { kind: 'company', companyId: companyOfTheRole, permissions: ['view_roles'] } },
    },
    async (request) => {
      const role = await visibleRole(caller(request), request.params.id);
      return rolePermissionGroups(app.db, role.id);
    },
  );

  app.post(
    '/create-role',
    {
      schema: { tags, body: RoleCreateBody, response: { 201: Role, ...errors } },
      config: {
        access: {
          kind: 'company',
          companyId: (request) => (request.body as { company_id: number }).company_id,
          permissions: ['create_custom_roles'],
        },
      },
    },
    async (request, reply) => {
      const id = await createRole(app.db, caller(request), request.body);
      const role = await findRole(app.db, id, request.body.company_id);
      if (!role) throw notFound('Role not found');
      return reply.status(201).send(role);
    },
  );

  app.patch(
    '/update-role',
    {
      schema: { tags, body: RoleUpdateBody, response: { 200: Role, ...errors } },
      config: { access: { kind: 'company', companyId: companyOfTheRole, permissions: ['edit_custom_roles'] } },
    },
    async (request) => {
      const [body, basedOn] = splitVersion(request.body);
      await editVersioned(app.db, 'roles', body.id, basedOn, (tx) => updateRole(tx, caller(request), body));
      const role = await findRoleRow(app.db, request.body.id);
      const updated = role && (await findRole(app.db, role.id, role.companyId ?? undefined));
      if (!updated) throw notFound('Role not found');
      return updated;
    },
  );

  app.delete(
    '/roles/:id',
    {
      schema: { tags, params: RoleIdParams, response: { 200: RoleMessageAnswer, ...errors } },
      config: { access: { kind: 'company', companyId: companyOfTheRole, permissions: ['delete_custom_roles'] } },
    },
    async (request) => {
      await deleteRole(app.db, caller(request), request.params.id);
      return { message: 'Role deleted' };
    },
  );
};

export default roleRoutes;
