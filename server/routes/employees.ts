import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { ErrorBody } from '../../src/contract/common.ts';
import {
  CompanyIdParams,
  Employee,
  EmployeeCreateBody,
  EmployeeListAnswer,
  EmployeeListQuery,
  EmployeeUpdateBody,
  MessageAnswer,
  StoreIdParams,
  StoreUsersAnswer,
  StoreUsersQuery,
  UserIdParams,
} from '../../src/contract/employees.ts';
import { editVersioned, splitVersion } from '../http/versions.ts';
import { caller } from '../http/tenancy.ts';
import { listCompanyEmployees, listStoreUsers } from '../services/employees/query.ts';
import { loadEmployee } from '../services/employees/read.ts';
import { createEmployee, deleteEmployee, updateEmployee } from '../services/employees/write.ts';

const tags = ['employees'];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
/** The handler finds the employee first and checks their company. */
const companyOfTheEmployee = () => undefined;

/** Employees of spec 000 section 7, under /user-service. */
const employeeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/company/:companyId',
    {
      schema: { tags, params: CompanyIdParams, querystring: EmployeeListQuery, response: { 200: EmployeeListAnswer, ...errors } },
      config: {
        access: {
          kind: 'company',
          companyId: (request: FastifyRequest) => (request.params as { companyId: number }).companyId,
          permissions: ['view_employees'],
        },
      },
    },
    (request) => listCompanyEmployees(app.db, request.params.companyId, request.query),
  );

  app.post(
    '/add_employee',
    {
      schema: { tags, body: EmployeeCreateBody, response: { 201: Employee, ...errors } },
      config: {
        access: {
          kind: 'company',
          companyId: (request: FastifyRequest) => (request.body as { company_id: number }).company_id,
          permissions: ['create_employees'],
        },
      },
    },
    async (request, reply) => {
      const id = await createEmployee(app.db, caller(request), request.body, app.now());
      return reply.status(201).send(await loadEmployee(app.db, id));
    },
  );

  app.put(
    '/update_employee/:id',
    {
      schema: { tags, params: UserIdParams, body: EmployeeUpdateBody, response: { 200: Employee, ...errors } },
      config: { access: { kind: 'company', companyId: companyOfTheEmployee, permissions: ['edit_employees'] } },
    },
    async (request) => {
      const [body, basedOn] = splitVersion(request.body);
      await editVersioned(app.db, 'users', request.params.id, basedOn, (tx) => updateEmployee(tx, caller(request), request.params.id, body, app.now()));
      return loadEmployee(app.db, request.params.id);
    },
  );

  app.delete(
    '/delete_user/:id',
    {
      schema: { tags, params: UserIdParams, response: { 200: MessageAnswer, ...errors } },
      config: { access: { kind: 'company', companyId: companyOfTheEmployee, permissions: ['delete_employees'] } },
    },
    async (request) => {
      await deleteEmployee(app.db, caller(request), request.params.id, app.now());
      return { message: 'Employee deleted' };
    },
  );

  app.get(
    '/store/:storeId/users',
    {
      schema: { tags, params: StoreIdParams, querystring: StoreUsersQuery, response: { 200: StoreUsersAnswer, ...errors } },
      config: {
        access: {
          kind: 'store',
          storeId: (request: FastifyRequest) => (request.params as { storeId: number }).storeId,
          permissions: ['view_employees'],
        },
      },
    },
    (request) => listStoreUsers(app.db, request.params.storeId, request.query),
  );
};

export default employeeRoutes;
