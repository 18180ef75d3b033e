import { useQueryClient } from '@tanstack/react-query';
import type { Company } from '../../../contract/companies.ts';
import { useSaveFeedback } from '../../../custom/form/useSaveFeedback.ts';
import { useLsmDataProvider } from '../../../providers/useLsmDataProvider.ts';
import { companyPayload, type CompanyFormValues } from './companyFormValues.ts';

/**
 * Creates (POST /stores/company) or updates (PUT /stores/company/{id}) a company from the form values, with
 * the shared save feedback; the answer is null after a failure.
 */
export function useSaveCompany(companyId: number | null, basedOn?: Company) {
  const dataProvider = useLsmDataProvider();
  const queryClient = useQueryClient();
  const feedback = useSaveFeedback();

  return async (values: CompanyFormValues): Promise<Company | null> => {
    const data = companyPayload(values);
    const creating = companyId === null;
    const result = await feedback.run(
      () =>
        creating
          ? dataProvider.create<Company>('companies', { data })
          : dataProvider.update<Company>('companies', { id: companyId, data, previousData: basedOn ?? { id: companyId } }),
      {
        success: creating ? 'lsm.saves.company_created' : 'lsm.saves.company_updated',
        successArgs: { name: data.name },
        failure: creating ? 'unable_to_create_company' : 'unable_to_update_company',
      },
    );
    if (result === null) return null;
    await queryClient.invalidateQueries({ queryKey: ['companies'] });
    return result.data;
  };
}
