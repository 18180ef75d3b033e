import { CompanyAnalytics } from '../analytics/CompanyAnalytics.tsx';
import { PageFrame } from '../layout/PageFrame.tsx';
import { useIdentifiedUser } from '../../providers/useIdentifiedUser.ts';
import '../../providers/i18n/analytics.ts';

/** /insights (merchant): Analytics of the signed-in merchant's own company. */
export const InsightsPage = () => {
  const companyId = useIdentifiedUser()?.companyId;
  return <PageFrame page="insights">{companyId ? <CompanyAnalytics companyId={companyId} /> : null}</PageFrame>;
};
