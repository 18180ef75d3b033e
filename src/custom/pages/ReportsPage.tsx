import { PageFrame } from '../layout/PageFrame.tsx';

/** /reports (internal). */
export const ReportsPage = () => <PageFrame title="lsm.pages.reports" />;
