import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { ErrorBody, IdParams } from '../../src/contract/common.ts';
import {
  Company,
  CompanyCreateBody,
  CompanyListAnswer,
  CompanyListQuery,
  CompanyTagsAnswer,
  CompanyTagsBody,
  CompanyUpdateBody,
  MessageAnswer,
} from '../../src/contract/companies.ts';
import { forbidden, notFound } from '../http/errors.ts';
import { editVersioned, splitVersion } from '../http/versions.ts';
import { caller, effectiveCompanyId } from '../http/tenancy.ts';
import { findCompany, listCompanies } from '../services/companies/query.ts';
import {
  addCompanyTags,
  createCompany,
  deleteCompany,
  listCompanyTags,
  offboardCompany,
  updateCompany,
} from '../services/companies/write.ts';

const tags = ['companies'];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const companyFromParams = (request: FastifyRequest) => (request.params as { id: number }).id;

/** Companies of spec 000 section 7, under /stores/company. */
const companyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  async function companyOr404(id: number) {
    const company = await findCompany(app.db, id);
    if (!company) throw notFound('Company not found');
    return company;
  }

  app.get(
    '/',
    {
      schema: { tags, querystring: CompanyListQuery, response: { 200: CompanyListAnswer, ...errors } },
      // Merchants may call it for their own company (the detail page reads "the first company").
      config: { access: { kind: 'company', companyId: (request) => (request.query as { id?: number }).id } },
    },
    (request) => {
      const auth = caller(request);
      const scope = auth.userType === 'INTERNAL' ? undefined : effectiveCompanyId(auth, request.query.id);
      return listCompanies(app.db, request.query, scope);
    },
  );

  app.post(
    '/',
    {
      schema: { tags, body: CompanyCreateBody, response: { 201: Company, ...errors } },
      config: { access: { kind: 'platform' } },
    },
    async (request, reply) => {
      const id = await createCompany(app.db, request.body);
      return reply.status(201).send(await companyOr404(id));
    },
  );

  app.put(
    '/:id',
    {
      schema: { tags, params: IdParams, body: CompanyUpdateBody, response: { 200: Company, ...errors } },
      config: { access: { kind: 'company', companyId: companyFromParams, permissions: ['edit_company_details'] } },
    },
    async (request) => {
      // The lifecycle (Trial, Live, Off Boarding) is the operator's; merchants edit their details only.
      if (request.body.status !== undefined && caller(request).userType !== 'INTERNAL') {
        const current = await companyOr404(request.params.id);
        if (current.status !== request.body.status) throw forbidden('Only platform staff can change a company’s status');
      }
      const [body, basedOn] = splitVersion(request.body);
      await editVersioned(app.db, 'companies', request.params.id, basedOn, (tx) => updateCompany(tx, request.params.id, body));
      return companyOr404(request.params.id);
    },
  );

  app.delete(
    '/:id',
    {
      schema: { tags, params: IdParams, response: { 200: MessageAnswer, ...errors } },
      config: { access: { kind: 'platform' } },
    },
    async (request) => {
      await deleteCompany(app.db, request.params.id);
      return { message: 'Company deleted' };
    },
  );

  app.put(
    '/off-board/:id',
    {
      schema: { tags, params: IdParams, response: { 200: Company, ...errors } },
      config: { access: { kind: 'platform' } },
    },
    async (request) => {
      await offboardCompany(app.db, request.params.id);
      return companyOr404(request.params.id);
    },
  );

  app.get(
    '/:id/tags',
    {
      schema: { tags, params: IdParams, response: { 200: CompanyTagsAnswer, ...errors } },
      config: { access: { kind: 'company', companyId: companyFromParams } },
    },
    async (request) => {
      await companyOr404(request.params.id);
      return listCompanyTags(app.db, request.params.id);
    },
  );

  app.post(
    '/:id/tags',
    {
      schema: { tags, params: IdParams, body: CompanyTagsBody, response: { 200: CompanyTagsAnswer, ...errors } },
      config: {
        access: {
          kind: 'company',
          companyId: companyFromParams,
          anyPermission: ['edit_company_details', 'edit_store_details', 'create_store'],
        },
      },
    },
    async (request) => {
      await companyOr404(request.params.id);
      return addCompanyTags(app.db, request.params.id, request.body.tag_names);
    },
  );
};

export default companyRoutes;
