import { TabSection } from '../../../custom/layout/TabSection.tsx';
import type { TabBodyProps } from '../../../custom/layout/sidebarTab.ts';
import { EmployeeList } from '../../employees/EmployeeList.tsx';
import '../../../providers/i18n/employees.ts';

/** The "employees" tab of the company page: the company's employee list. */
export const CompanyEmployeesTab = ({ id }: TabBodyProps) => (
  <TabSection title="lsm.tabs.company.employees">
    <EmployeeList key={id} companyId={Number(id)} />
  </TabSection>
);
