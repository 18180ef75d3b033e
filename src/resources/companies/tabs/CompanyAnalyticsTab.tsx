import { CompanyAnalytics } from '../../../custom/analytics/CompanyAnalytics.tsx';
import { TabSection } from '../../../custom/layout/TabSection.tsx';
import type { TabBodyProps } from '../../../custom/layout/sidebarTab.ts';
import '../../../providers/i18n/analytics.ts';

/** The "analytics" tab of the company page: the company's sales, items, issues and downtime. */
export const CompanyAnalyticsTab = ({ id }: TabBodyProps) => {
  const companyId = Number(id);
  return <TabSection title="lsm.tabs.company.analytics">{Number.isInteger(companyId) && companyId > 0 && <CompanyAnalytics companyId={companyId} />}</TabSection>;
};
