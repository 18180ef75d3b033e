import { PageFrame } from '../layout/PageFrame.tsx';

/** /insights (merchant): Analytics. */
export const InsightsPage = () => <PageFrame title="lsm.pages.insights" />;
