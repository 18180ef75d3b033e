import { TabSection } from '../../../custom/layout/TabSection.tsx';
import type { TabBodyProps } from '../../../custom/layout/sidebarTab.ts';
import { RoleList } from '../../roles/RoleList.tsx';
import '../../../providers/i18n/employees.ts';

/** The "roles" tab of the company page: its roles, their permissions, and the custom role editor. */
export const CompanyRolesTab = ({ id }: TabBodyProps) => (
  <TabSection title="lsm.tabs.company.roles">
    <RoleList key={id} companyId={Number(id)} />
  </TabSection>
);
