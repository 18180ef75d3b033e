import type { QueryParams } from '../domain/paging.ts';
import { HttpError, requestUrl, sessionHeaders } from './http.ts';
import { serverMessageOf } from './HttpError.ts';

/** The file name of a Content-Disposition header (filename*=UTF-8'' first, then filename=). */
export function attachmentName(header: string | null): string | null {
  if (!header) return null;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header);
  if (encoded) {
    try {
      return decodeURIComponent(encoded[1].trim());
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename\s*=\s*"([^"]*)"|filename\s*=\s*([^;]+)/i.exec(header);
  const name = (plain?.[1] ?? plain?.[2])?.trim();
  return name || null;
}

/** Hands a blob to the browser as a download named `name`. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The click has started the download; the URL can go once the browser has read it.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** A file asked for with a body (POST export calls); GET without one. */
export interface FileRequest {
  method: 'GET' | 'POST';
  body?: unknown;
}

export interface DownloadOptions {
  query?: QueryParams;
  request?: FileRequest;
  /** used when the answer names no file */
  fallbackName: string;
}

/**
 * GETs a file with the session's headers (a plain link or window.open could not send them): its body
 * and the name the server gives it, if any. Throws HttpError like httpRequest.
 */
export async function fetchFile(path: string, query?: QueryParams, request: FileRequest = { method: 'GET' }): Promise<{ blob: Blob; name: string | null }> {
  let response: Response;
  const headers: Record<string, string> = { Accept: 'text/csv, application/json', ...sessionHeaders() };
  if (request.body !== undefined) headers['Content-Type'] = 'application/json';
  try {
    response = await fetch(requestUrl(path, query), {
      method: request.method,
      headers,
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
    });
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
  return { blob: await response.blob(), name: attachmentName(response.headers.get('content-disposition')) };
}

/** Fetches a file and saves it under the name the server gives (else `fallbackName`); returns that name. */
export async function downloadFile(path: string, { query, request, fallbackName }: DownloadOptions): Promise<string> {
  const file = await fetchFile(path, query, request);
  const name = file.name ?? fallbackName;
  saveBlob(file.blob, name);
  return name;
}
