import type { QueryParams } from '../domain/paging.ts';
import { HttpError, serverMessageOf } from './HttpError.ts';
import { requestUrl, sessionHeaders } from './http.ts';

/**
 * A file the API answers (an export): fetched with the session headers, which a plain link or
 * window.open could not send. Throws HttpError with the server's message on failure.
 */
export async function httpDownload(path: string, query?: QueryParams): Promise<Blob> {
  let response: Response;
  try {
    response = await fetch(requestUrl(path, query), { headers: sessionHeaders() });
  } catch {
    throw new HttpError(0, undefined, undefined);
  }
  if (!response.ok) {
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON: keep the text
    }
    throw new HttpError(response.status, serverMessageOf(body), body);
  }
  return response.blob();
}
