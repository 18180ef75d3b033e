import { PageFrame } from '../../custom/layout/PageFrame.tsx';

/** /employees: the employee list comes with a later issue. */
export const EmployeeListPage = () => <PageFrame title="lsm.pages.employees" />;
