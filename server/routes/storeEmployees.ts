import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { ErrorBody } from '../../src/contract/common.ts';
import {
  EmployeeStoresAnswer,
  EmployeeStoresQuery,
  MessageAnswer,
  StoreCountsAnswer,
  StoreCountsQuery,
  StoreEmployeeParams,
  StoreEmployeesAnswer,
  StoreEmployeesBody,
} from '../../src/contract/employees.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { assertCompanyAccess, caller } from '../http/tenancy.ts';
import { findUsers, storeNamesOf, storesForEmployee } from '../services/employees/query.ts';
import { assignStores, unlinkStore } from '../services/employees/storeLinks.ts';

const tags = ['employees'];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
/** The handler checks the company of every user asked for. */
const companiesOfTheUsers = () => undefined;

/** Store assignments of employees (spec 000 section 7 "Employees"), under /stores. */
const storeEmployeeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/employees/list-count-and-store-names',
    {
      schema: { tags, querystring: StoreCountsQuery, response: { 200: StoreCountsAnswer, ...errors } },
      config: { access: { kind: 'company', companyId: companiesOfTheUsers, permissions: ['view_employees'] } },
    },
    async (request) => {
      const auth = caller(request);
      const found = await findUsers(app.db, request.query.user_ids);
      for (const user of found) assertCompanyAccess(auth, user.companyId);
      return storeNamesOf(
        app.db,
        found.map((user) => user.id),
      );
    },
  );

  app.get(
    '/employees/stores-list-and-count',
    {
      schema: { tags, querystring: EmployeeStoresQuery, response: { 200: EmployeeStoresAnswer, ...errors } },
      config: {
        access: {
          kind: 'company',
          companyId: (request: FastifyRequest) => (request.query as { company_id?: number }).company_id,
          permissions: ['view_employees'],
        },
      },
    },
    async (request) => {
      const { user_id: userId, company_id: companyId } = request.query;
      const [user] = await findUsers(app.db, [userId]);
      if (!user) throw notFound('Employee not found');
      assertCompanyAccess(caller(request), user.companyId);
      if (user.companyId === null || (companyId !== undefined && companyId !== user.companyId)) {
        throw badRequest(`user_id ${userId} is not an employee of company ${companyId ?? ''}`.trim());
      }
      return storesForEmployee(app.db, user.companyId, userId, request.query);
    },
  );

  app.post(
    '/store-employees/',
    {
      schema: { tags, body: StoreEmployeesBody, response: { 200: StoreEmployeesAnswer, ...errors } },
      config: {
        access: {
          kind: 'company',
          companyId: (request: FastifyRequest) => (request.body as { company_id: number }).company_id,
          permissions: ['edit_employees'],
        },
      },
    },
    (request) => assignStores(app.db, request.body),
  );

  app.delete(
    '/:storeId/store-employees/:userId',
    {
      schema: { tags, params: StoreEmployeeParams, response: { 200: MessageAnswer, ...errors } },
      config: {
        access: {
          kind: 'store',
          storeId: (request: FastifyRequest) => (request.params as { storeId: number }).storeId,
          permissions: ['edit_employees'],
        },
      },
    },
    async (request) => {
      await unlinkStore(app.db, request.params.storeId, request.storeCompanyId ?? -1, request.params.userId);
      return { message: 'Store unlinked' };
    },
  );
};

export default storeEmployeeRoutes;
