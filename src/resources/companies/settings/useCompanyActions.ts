import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { raiseAlert } from '../../../custom/alert/alertStore.ts';
import { HttpError } from '../../../providers/HttpError.ts';
import { useLsmDataProvider } from '../../../providers/useLsmDataProvider.ts';

/** Off-board (PUT /stores/company/off-board/{id}) and delete (DELETE /stores/company/{id}), internal only. */
export function useCompanyActions(companyId: number) {
  const dataProvider = useLsmDataProvider();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const fail = (error: unknown) =>
    raiseAlert({
      heading: 'lsm.alerts.unable_to_update_company.heading',
      message:
        error instanceof HttpError && error.serverMessage
          ? { text: error.serverMessage }
          : { key: 'lsm.alerts.unable_to_update_company.message' },
    });

  return {
    offboard: async () => {
      try {
        await dataProvider.offboardCompany(companyId);
        await queryClient.invalidateQueries({ queryKey: ['companies'] });
      } catch (error) {
        fail(error);
      }
    },
    remove: async () => {
      try {
        await dataProvider.delete('companies', { id: companyId, previousData: { id: companyId } });
        queryClient.removeQueries({ queryKey: ['companies'] });
        navigate('/companies');
      } catch (error) {
        fail(error);
      }
    },
  };
}
