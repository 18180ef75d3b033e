import { HttpError } from '../../../providers/HttpError.ts';

/** Retries a network failure once more; an answer from the server (4xx, 5xx) is final. */
export function retryNetworkFailure(failures: number, error: unknown): boolean {
  return error instanceof HttpError && error.status === 0 && failures < 2;
}
