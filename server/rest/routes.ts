// The routes of every declared resource, in react-admin's simple REST conventions (as ra-data-simple-rest 5
// calls them), under /api/rest/<resource>:
//   GET    /<resource>?filter={json}&range=[0,19]&sort=["field","ASC"]  rows, Content-Range: <resource> 0-19/123
//   GET    /<resource>/{id}     PUT /<resource>/{id}     DELETE /<resource>/{id}     POST /<resource>
// Each route declares its access like any other (the guard checks permission and tenancy) and its schemas
// (validation, serialisation and OpenAPI come from the declaration's contract schemas).
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { ErrorBody, IdParams } from '../../src/contract/common.ts';
import type { Access } from '../http/access.ts';
import { forbidden } from '../http/errors.ts';
import { assertCompanyAccess, caller, isInternal } from '../http/tenancy.ts';
import type { RestResourceDeclaration, WireRecord } from './declaration.ts';
import { compileResource, type ResourceModel } from './model.ts';
import { parseListQuery, tenancyOfFilter, type ListQuery } from './params.ts';
import { listPage } from './rows.ts';
import { createRecord, deleteRecord, ownedOr404, updateRecord } from './write.ts';

export interface RestRoutesOptions {
  resources: readonly RestResourceDeclaration[];
}

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

const ListQuerySchema = Type.Object({
  filter: Type.Optional(Type.String({ description: 'JSON object: q (search), id (one id or a list: getMany), the tenancy field, filterable fields' })),
  range: Type.Optional(Type.String({ description: 'JSON [first, last] row numbers, at most 100 rows; default [0,19]' })),
  sort: Type.Optional(Type.String({ description: 'JSON ["field", "ASC" | "DESC"] on a sortable field' })),
  embed: Type.Optional(Type.String({ description: 'ignored' })),
});

/** The access of a route: the resource's tenancy kind, its permissions, and where the tenant is named (if anywhere). */
function accessOf(model: ResourceModel, mode: 'read' | 'write', tenant: (request: FastifyRequest) => number | undefined): Access {
  const permissions = model.declaration.permissions[mode];
  return model.declaration.tenancy.kind === 'store'
    ? { kind: 'store', storeId: tenant, permissions }
    : { kind: 'company', companyId: tenant, permissions };
}

const nowhere = () => undefined;

function registerResource(app: Parameters<FastifyPluginAsync>[0], model: ResourceModel) {
  const { name, declaration, tenancyField } = model;
  const base = `/${name}`;
  const tags = [`rest: ${name}`];
  const record = declaration.record;
  const fromBody = (request: FastifyRequest) => {
    const value = (request.body as WireRecord | undefined)?.[tenancyField];
    return typeof value === 'number' ? value : undefined;
  };

  app.get(
    base,
    {
      schema: {
        tags,
        summary: `List ${name} (react-admin getList / getMany / getManyReference)`,
        querystring: ListQuerySchema,
        response: {
          200: { ...Type.Array(record), headers: { 'Content-Range': { type: 'string', description: `${name} <first>-<last>/<total>` } } },
          ...errors,
        },
      },
      config: { access: accessOf(model, 'read', (request) => tenancyOfFilter(model, request)) },
    },
    async (request, reply) => {
      const auth = caller(request);
      const params = parseListQuery(model, request.query as ListQuery);
      // The guard checked a named tenant; a merchant must name one, unless asking for rows by id (getMany).
      if (params.tenancyId === undefined && params.ids === undefined && !isInternal(auth)) {
        throw forbidden(`filter.${tenancyField} is required: name the ${declaration.tenancy.kind} whose ${name} to list`);
      }
      const { rows, total } = await listPage(app.db, model, params);
      // Rows named by id alone (getMany) must each be the caller's; for a named tenant the guard checked it
      // already, and this second look costs nothing (each row carries its company).
      for (const row of rows) assertCompanyAccess(auth, row.companyId);
      const last = params.offset + rows.length - 1;
      return reply
        .header('Content-Range', rows.length ? `${name} ${params.offset}-${last}/${total}` : `${name} */${total}`)
        .header('Access-Control-Expose-Headers', 'Content-Range')
        .send(rows.map((row) => row.record));
    },
  );

  app.get(
    `${base}/:id`,
    {
      schema: { tags, summary: `One ${name} (react-admin getOne)`, params: IdParams, response: { 200: record, ...errors } },
      config: { access: accessOf(model, 'read', nowhere) },
    },
    async (request) => (await ownedOr404(app.db, model, caller(request), (request.params as { id: number }).id)).record,
  );

  app.post(
    base,
    {
      schema: { tags, summary: `Create ${name}`, body: model.createBody, response: { 201: record, ...errors } },
      config: { access: accessOf(model, 'write', fromBody) },
    },
    async (request, reply) => reply.status(201).send(await createRecord(app.db, model, caller(request), app.now(), request.body as WireRecord)),
  );

  app.put(
    `${base}/:id`,
    {
      schema: {
        tags,
        summary: `Update ${name}: the fields sent change, the others stay; fields that are not writable are ignored`,
        params: IdParams,
        body: model.updateBody,
        response: { 200: record, ...errors },
      },
      config: { access: accessOf(model, 'write', nowhere) },
    },
    (request) => updateRecord(app.db, model, caller(request), app.now(), (request.params as { id: number }).id, request.body as WireRecord),
  );

  app.delete(
    `${base}/:id`,
    {
      schema: { tags, summary: `Delete ${name}; answers the deleted record`, params: IdParams, response: { 200: record, ...errors } },
      config: { access: accessOf(model, 'write', nowhere) },
    },
    (request) => deleteRecord(app.db, model, caller(request), app.now(), (request.params as { id: number }).id),
  );
}

/** Registered under /api/rest: one set of routes per declaration. */
const restRoutes: FastifyPluginAsync<RestRoutesOptions> = async (app, { resources }) => {
  const seen = new Set<string>();
  for (const declaration of resources) {
    if (seen.has(declaration.name)) throw new Error(`REST resource ${declaration.name} is declared twice`);
    seen.add(declaration.name);
    registerResource(app, compileResource(declaration));
  }
};

export default restRoutes;
