import { Box } from '@mui/material';
import { AnalyticsFilterBar } from '../analytics/AnalyticsFilterBar.tsx';
import { DowntimeSection, IssuesSection, SalesBySection } from '../analytics/SalesSections.tsx';
import { useAnalyticsFilters } from '../analytics/useAnalyticsFilters.ts';
import { PageFrame } from '../layout/PageFrame.tsx';
import '../../providers/i18n/analytics.ts';

/** /reports (internal): sales by channel, company and store; downtime; issue and cancellation rates; each as CSV. */
export const ReportsPage = () => {
  const filters = useAnalyticsFilters();
  const query = { from: filters.from, to: filters.to, company_id: filters.companyId, channel: filters.channel };
  return (
    <PageFrame page="reports">
      <AnalyticsFilterBar filters={filters} withCompany />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' } }}>
        <SalesBySection query={query} group="channel" />
        <SalesBySection query={query} group="company" />
        <Box sx={{ gridColumn: { lg: '1 / -1' }, minWidth: 0 }}>
          <SalesBySection query={query} group="store" />
        </Box>
        <DowntimeSection query={query} group="channel" />
        <DowntimeSection query={query} group="store" />
        <IssuesSection query={query} group="channel" />
        <IssuesSection query={query} group="store" />
      </Box>
    </PageFrame>
  );
};
