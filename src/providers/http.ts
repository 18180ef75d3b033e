import { apiUrl } from './apiUrl.ts';
import { HttpError, serverMessageOf } from './HttpError.ts';
import { buildQuery, type QueryParams } from '../domain/paging.ts';
import { getIdentifiedUser, readStoredSession } from './session.ts';

export { apiUrl } from './apiUrl.ts';
export { HttpError } from './HttpError.ts';

export const APP_ORIGIN = 'lsm';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface HttpRequestOptions {
  method?: HttpMethod;
  query?: QueryParams;
  /** JSON-encoded unless it is FormData */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** The headers every call carries (spec 000 §1): tokens, app origin and the session's store. */
export function sessionHeaders(): Record<string, string> {
  const stored = readStoredSession();
  const headers: Record<string, string> = { 'app-origin': APP_ORIGIN };
  if (stored.accessToken) headers.Authorization = `Bearer ${stored.accessToken}`;
  if (stored.idToken) headers.idToken = stored.idToken;
  const storeId = getIdentifiedUser()?.storeId;
  if (storeId !== null && storeId !== undefined) headers.store_id = String(storeId);
  return headers;
}

export function requestUrl(path: string, query?: QueryParams): string {
  const queryString = query ? buildQuery(query) : '';
  const url = new URL(`${apiUrl()}${path}`, window.location.origin);
  if (queryString) url.search = url.search ? `${url.search}&${queryString}` : queryString;
  return url.toString();
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * Calls the upstream API. The answer is the decoded JSON body, typed by the caller from src/contract.
 * Throws HttpError on a network failure or a non-2xx answer.
 */
export async function httpRequest<Answer>(path: string, options: HttpRequestOptions = {}): Promise<Answer> {
  const { method = 'GET', query, body, headers = {}, signal } = options;
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  const requestHeaders: Record<string, string> = { Accept: 'application/json', ...sessionHeaders(), ...headers };
  if (body !== undefined && !isForm) requestHeaders['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(requestUrl(path, query), {
      method,
      headers: requestHeaders,
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new HttpError(0, undefined, undefined);
  }

  const decoded = await readBody(response);
  if (!response.ok) throw new HttpError(response.status, serverMessageOf(decoded), decoded);
  return decoded as Answer;
}
