import type { QueryParams } from '../domain/paging.ts';
import { HttpError, requestUrl, sessionHeaders } from './http.ts';
import { serverMessageOf } from './HttpError.ts';

export interface UploadProgress {
  loaded: number;
  /** null when the browser cannot tell the size */
  total: number | null;
}

export interface UploadOptions {
  query?: QueryParams;
  body: FormData;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

function decode(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * POSTs a multipart body like httpRequest, but through XMLHttpRequest: fetch cannot report how much of
 * a request body has been sent, and a large CSV deserves a progress bar.
 */
export function uploadWithProgress<Answer>(path: string, { query, body, onProgress, signal }: UploadOptions): Promise<Answer> {
  return new Promise<Answer>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', requestUrl(path, query));
    for (const [name, value] of Object.entries({ Accept: 'application/json', ...sessionHeaders() })) xhr.setRequestHeader(name, value);
    xhr.upload.addEventListener('progress', (event) => {
      onProgress?.({ loaded: event.loaded, total: event.lengthComputable ? event.total : null });
    });
    xhr.addEventListener('load', () => {
      const decoded = decode(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) resolve(decoded as Answer);
      else reject(new HttpError(xhr.status, serverMessageOf(decoded), decoded));
    });
    xhr.addEventListener('error', () => reject(new HttpError(0, undefined, undefined)));
    xhr.addEventListener('abort', () => reject(new DOMException('The upload was cancelled', 'AbortError')));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}
