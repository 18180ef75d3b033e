import { useGetOne } from 'react-admin';
import type { Company } from '../../contract/companies.ts';
import { raiseAlert } from '../../custom/alert/alertStore.ts';
import { HttpError } from '../../providers/HttpError.ts';

const isClientError = (error: unknown) => error instanceof HttpError && error.status >= 400 && error.status < 500;

/**
 * Spec 000 §8 company fetch: 401/403 -> "Unable to fetch Data" / "You don't have access to this company"
 * (a 401 also clears the stored session); another answer from the server -> "Unable to fetch Data" /
 * "Some error occurred while Logging. Please, try again later". A network failure is left to the page.
 */
export function alertCompanyFetchFailure(error: unknown): void {
  if (!(error instanceof HttpError) || error.status === 0) return;
  if (error.status === 401 || error.status === 403) {
    raiseAlert({
      heading: 'lsm.alerts.no_access_to_company.heading',
      message: { key: 'lsm.alerts.no_access_to_company.message' },
      clearLocalStorage: error.status === 401,
    });
    return;
  }
  raiseAlert({ heading: 'lsm.alerts.unable_to_fetch_company.heading', message: { key: 'lsm.alerts.unable_to_fetch_company.message' } });
}

/** The company of a detail page, from GET /stores/company/?id (the dataProvider's companies getOne). */
export function useCompany(id: string, options: { alertOnError?: boolean } = {}) {
  const companyId = Number(id);
  return useGetOne<Company>(
    'companies',
    { id: companyId },
    {
      enabled: Number.isInteger(companyId) && companyId > 0,
      retry: (failures, error) => !isClientError(error) && failures < 2,
      onError: options.alertOnError ? alertCompanyFetchFailure : undefined,
    },
  );
}
