// Resources declared on the server's simple REST generator (server/rest/README.md) need no adapter code:
// each name listed here is routed to ra-data-simple-rest at <api>/rest, with the session headers of every
// other call and failures as our HttpError (status and the server's `message`).
import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider, fetchUtils } from 'react-admin';
import { HttpError, serverMessageOf } from '../HttpError.ts';
import { apiUrl } from '../apiUrl.ts';
import { sessionHeaders } from '../http.ts';
import type { ResourceAdapter, ResourceAdapterTable } from '../resourceAdapter.ts';

/** The server's declared resources (server/rest/resources/index.ts). */
export const DECLARED_RESOURCES = ['modifier-groups', 'fee-rules'] as const;

function parse(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** fetchJson's contract for ra-data-simple-rest, with our headers and error shape. */
export async function restHttpClient(url: string, options: fetchUtils.Options = {}) {
  const headers = new Headers(options.headers);
  headers.set('Accept', 'application/json');
  for (const [name, value] of Object.entries(sessionHeaders())) headers.set(name, value);
  if (options.body !== undefined && !headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
  let response: Response;
  try {
    response = await fetch(url, { method: options.method, body: options.body, signal: options.signal, headers });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new HttpError(0, undefined, undefined);
  }
  const body = await response.text();
  const json = parse(body);
  if (!response.ok) throw new HttpError(response.status, serverMessageOf(json), json);
  return { status: response.status, headers: response.headers, body, json };
}

const provider = (): DataProvider => simpleRestProvider(`${apiUrl()}/rest`, restHttpClient);

function declaredAdapter(resource: string): ResourceAdapter {
  return {
    getList: (params) => provider().getList(resource, params),
    getOne: (params) => provider().getOne(resource, params),
    getMany: (params) => provider().getMany(resource, params),
    getManyReference: (params) => provider().getManyReference(resource, params),
    create: (params) => provider().create(resource, params),
    update: (params) => provider().update(resource, params),
    updateMany: (params) => provider().updateMany(resource, params),
    delete: (params) => provider().delete(resource, params),
    deleteMany: (params) => provider().deleteMany(resource, params),
  };
}

export const declaredResourceAdapters: ResourceAdapterTable = Object.fromEntries(DECLARED_RESOURCES.map((name) => [name, declaredAdapter(name)]));
