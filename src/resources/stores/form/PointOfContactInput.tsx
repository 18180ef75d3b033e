import { useQuery } from '@tanstack/react-query';
import { SelectInput } from 'react-admin';
import { useLsmDataProvider } from '../../../providers/useLsmDataProvider.ts';

/** Point of contact: a company user from GET /user-service/company/{id}?limit=100; hidden when that fails. */
export const PointOfContactInput = ({ companyId, disabled }: { companyId: number | null; disabled: boolean }) => {
  const dataProvider = useLsmDataProvider();
  const users = useQuery({
    queryKey: ['employees', 'point-of-contact', companyId ?? 0],
    queryFn: () => dataProvider.getCompanyUsers(companyId ?? 0),
    enabled: companyId !== null,
    retry: false,
  });
  if (!users.data) return null;
  const choices = users.data.users.map((user) => ({ id: user.userId, name: `${user.firstName} ${user.lastName}`.trim() }));
  return (
    <SelectInput
      source="point_of_contact_id"
      label="lsm.companies.store_form.point_of_contact"
      choices={choices}
      translateChoice={false}
      emptyText="lsm.companies.store_form.no_point_of_contact"
      disabled={disabled}
    />
  );
};
