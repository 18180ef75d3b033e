import { useParams } from 'react-router-dom';
import { backTarget } from '../../custom/layout/backTargets.ts';
import { DetailLayout } from '../../custom/layout/DetailLayout.tsx';
import { useIdentifiedUser } from '../../providers/useIdentifiedUser.ts';
import { EmployeeSidebarHeader } from './EmployeeSidebarHeader.tsx';
import { employeeTabs } from './employeeTabs.ts';

/** /employees/{id}. Back goes to the company Employees tab (the merchant's company until the employee call exists). */
export const EmployeeDetailPage = () => {
  const id = useParams().id ?? '';
  const current = useIdentifiedUser();
  const companyId = current?.isMerchant ? current.companyId : null;
  return (
    <DetailLayout
      page="employee"
      id={id}
      tabs={employeeTabs}
      header={<EmployeeSidebarHeader id={id} />}
      backTo={backTarget('employee', { id, companyId })}
    />
  );
};
