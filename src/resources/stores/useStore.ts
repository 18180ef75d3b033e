import { useGetOne } from 'react-admin';
import type { Store } from '../../contract/stores.ts';
import { HttpError } from '../../providers/HttpError.ts';
import { useIdentifiedUser } from '../../providers/useIdentifiedUser.ts';
import { alertFailure } from '../../custom/alert/alertFailure.ts';

const isClientError = (error: unknown) => error instanceof HttpError && error.status >= 400 && error.status < 500;

/**
 * Spec 000 §8 "Unable to fetch Data" with the server's message: for another company's store that is
 * "You don't have access to this company". A 401 is the session's business (authProvider.checkError).
 */
export function alertStoreFetchFailure(error: unknown): void {
  if (error instanceof HttpError && error.status === 401) return;
  alertFailure('unable_to_fetch_data', error);
}

/** Whether the failure means this user will not see the store (refused, or no such store). */
export function isStoreRefused(error: unknown): boolean {
  return error instanceof HttpError && (error.status === 403 || error.status === 404);
}

/**
 * The store of a store page, from GET /stores/{id}?company_id (the dataProvider's stores getOne); a merchant
 * sends their own company, so the server answers only for a store of it.
 */
export function useStore(id: string, options: { alertOnError?: boolean } = {}) {
  const storeId = Number(id);
  const current = useIdentifiedUser();
  const companyId = current?.isMerchant ? current.companyId : null;
  return useGetOne<Store>(
    'stores',
    { id: storeId, meta: { companyId } },
    {
      enabled: current !== null && Number.isInteger(storeId) && storeId > 0,
      retry: (failures, error) => !isClientError(error) && failures < 2,
      onError: options.alertOnError ? alertStoreFetchFailure : undefined,
    },
  );
}
