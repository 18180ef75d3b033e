import { TabSection } from '../../../custom/layout/TabSection.tsx';
import type { TabBodyProps } from '../../../custom/layout/sidebarTab.ts';

/** The "employees" tab of the company page; its content comes with a later issue. */
export const CompanyEmployeesTab = (_props: TabBodyProps) => <TabSection title="lsm.tabs.company.employees" />;
