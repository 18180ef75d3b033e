import { useEffect } from 'react';
import { HttpError } from '../../../providers/HttpError.ts';
import { alertFailure, type AlertName } from '../../../custom/alert/alertFailure.ts';

/** Raises the catalogue alert `name` (with the server's message) once for each new failure of a query. */
export function useFailureAlert(error: unknown, name: AlertName): void {
  useEffect(() => {
    if (error) alertFailure(name, error);
  }, [error, name]);
}

/** Retry a read on network and server failures only: a 4xx answer will not change. */
export function retryServerFailures(failureCount: number, error: unknown): boolean {
  const refused = error instanceof HttpError && error.status >= 400 && error.status < 500;
  return !refused && failureCount < 2;
}
