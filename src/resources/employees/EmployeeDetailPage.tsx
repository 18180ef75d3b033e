import { useParams } from 'react-router-dom';
import { backTarget } from '../../custom/layout/backTargets.ts';
import { DetailLayout } from '../../custom/layout/DetailLayout.tsx';
import { useIdentifiedUser } from '../../providers/useIdentifiedUser.ts';
import { EmployeeSidebarHeader } from './EmployeeSidebarHeader.tsx';
import { useEmployeeProfile } from './useEmployeeProfile.ts';

/** /employees/{id}. Back goes to the Employees tab of the employee's company. */
export const EmployeeDetailPage = () => {
  const id = useParams().id ?? '';
  const current = useIdentifiedUser();
  const profile = useEmployeeProfile(id);
  const companyId = profile?.companyId ?? (current?.isMerchant ? current.companyId : null);
  return (
    <DetailLayout
      page="employee"
      id={id}
      header={<EmployeeSidebarHeader id={id} />}
      backTo={backTarget('employee', { id, companyId })}
    />
  );
};
