import { apiUrl } from './apiUrl.ts';
import { HttpError, serverMessageOf } from './HttpError.ts';
import { buildQuery, type QueryParams } from '../domain/paging.ts';
import { takeFirstCall } from './firstCalls.ts';
import { getIdentifiedUser, readStoredSession, type IdentifiedUser } from './session.ts';

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

/** A GET of the API as a screen makes it: the path and its query. */
export interface ApiCall {
  path: string;
  query?: QueryParams;
}

/** The headers every call carries (spec 000 §1): tokens, app origin and the session's store. */
export function sessionHeaders(user: IdentifiedUser | null = getIdentifiedUser()): Record<string, string> {
  const stored = readStoredSession();
  const headers: Record<string, string> = { 'app-origin': APP_ORIGIN };
  if (stored.accessToken) headers.Authorization = `Bearer ${stored.accessToken}`;
  if (stored.idToken) headers.idToken = stored.idToken;
  const storeId = user?.storeId;
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

/** The headers of a call without its own headers or body, as httpRequest sends it. */
export function plainCallHeaders(user?: IdentifiedUser | null): Record<string, string> {
  return { Accept: 'application/json', ...sessionHeaders(user) };
}

/** A first call's answer (firstCalls.ts) unless the caller gives up first. */
function unlessAborted<T>(answer: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return answer;
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(new DOMException('The operation was aborted.', 'AbortError'));
    if (signal.aborted) return abort();
    signal.addEventListener('abort', abort, { once: true });
    answer.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

/**
 * Calls the upstream API. The answer is the decoded JSON body, typed by the caller from src/contract.
 * Throws HttpError on a network failure or a non-2xx answer.
 */
export async function httpRequest<Answer>(path: string, options: HttpRequestOptions = {}): Promise<Answer> {
  const { method = 'GET', query, body, headers = {}, signal } = options;
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  const requestHeaders: Record<string, string> = { ...plainCallHeaders(), ...headers };
  if (body !== undefined && !isForm) requestHeaders['Content-Type'] = 'application/json';

  const url = requestUrl(path, query);
  // The page may have sent this very GET as it started (src/firstCalls): its answer is this one, unless a 401 or 5xx.
  const firstCall = method === 'GET' && body === undefined ? takeFirstCall(url, requestHeaders) : null;
  let response: Response;
  try {
    response = (firstCall && (await unlessAborted(firstCall, signal))) || (await fetch(url, {
      method,
      headers: requestHeaders,
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      signal,
    }));
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new HttpError(0, undefined, undefined);
  }

  const decoded = await readBody(response);
  if (!response.ok) throw new HttpError(response.status, serverMessageOf(decoded), decoded);
  return decoded as Answer;
}
