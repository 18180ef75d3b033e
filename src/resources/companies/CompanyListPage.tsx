import { PageFrame } from '../../custom/layout/PageFrame.tsx';

/** /companies (internal): the company list comes with a later issue. */
export const CompanyListPage = () => <PageFrame title="lsm.pages.companies" />;
