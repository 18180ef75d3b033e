import { TabSection } from '../../../custom/layout/TabSection.tsx';
import type { TabBodyProps } from '../../../custom/layout/sidebarTab.ts';

/** The "details" tab of the employee page; its content comes with a later issue. */
export const EmployeeDetailsTab = (_props: TabBodyProps) => <TabSection title="lsm.tabs.employee.details" />;
