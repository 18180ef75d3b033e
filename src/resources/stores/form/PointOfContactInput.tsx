import { SelectInput, useGetList } from 'react-admin';
import type { EmployeeListRow } from '../../../contract/employees.ts';

/** Point of contact: a company user from GET /user-service/company/{id}?limit=100; hidden when that fails. */
export const PointOfContactInput = ({ companyId, disabled }: { companyId: number | null; disabled: boolean }) => {
  const { data } = useGetList<EmployeeListRow & { id: number }>(
    'employees',
    { filter: { companyId: companyId ?? 0 }, pagination: { page: 1, perPage: 100 } },
    { enabled: companyId !== null, retry: false },
  );
  if (!data) return null;
  const choices = data.map((user) => ({ id: user.userId, name: `${user.firstName} ${user.lastName}`.trim() }));
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
