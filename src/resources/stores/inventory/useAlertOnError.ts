import { useEffect } from 'react';
import { alertFailure, type AlertName } from '../../../custom/alert/alertFailure.ts';

/** Raises the catalogue alert once for each new error of a query. */
export function useAlertOnError(error: unknown, name: AlertName): void {
  useEffect(() => {
    if (error) alertFailure(name, error);
  }, [error, name]);
}
