import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import type { Company } from '../../../contract/companies.ts';
import { raiseAlert } from '../../../custom/alert/alertStore.ts';
import { isStaleEdit } from '../../../providers/editVersion.ts';
import { HttpError } from '../../../providers/HttpError.ts';
import { useLsmDataProvider } from '../../../providers/useLsmDataProvider.ts';
import { companyPayload, type CompanyFormValues } from './companyFormValues.ts';

/**
 * Creates (POST /stores/company) or updates (PUT /stores/company/{id}) a company from the form values.
 * Success is notified; a failure raises the spec's alert with the server message when there is one; the answer is null then.
 */
export function useSaveCompany(companyId: number | null, basedOn?: Company) {
  const dataProvider = useLsmDataProvider();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [saving, setSaving] = useState(false);

  const save = async (values: CompanyFormValues): Promise<Company | null> => {
    const data = companyPayload(values);
    setSaving(true);
    try {
      const result =
        companyId === null
          ? await dataProvider.create<Company>('companies', { data })
          : await dataProvider.update<Company>('companies', { id: companyId, data, previousData: basedOn ?? { id: companyId } });
      await queryClient.invalidateQueries({ queryKey: ['companies'] });
      notify(companyId === null ? 'lsm.saves.company_created' : 'lsm.saves.company_updated', {
        type: 'success',
        messageArgs: { name: result.data.name },
      });
      return result.data;
    } catch (error) {
      const alert = companyId === null ? 'unable_to_create_company' : 'unable_to_update_company';
      raiseAlert({
        heading: `lsm.alerts.${alert}.heading`,
        message:
          error instanceof HttpError && error.serverMessage
            ? { text: error.serverMessage }
            : { key: `lsm.alerts.${alert}.message` },
        offerReload: isStaleEdit(error),
      });
      return null;
    } finally {
      setSaving(false);
    }
  };
  return { save, saving };
}
