import { Box } from '@mui/material';
import { AnalyticsFilterBar } from './AnalyticsFilterBar.tsx';
import { DowntimeSection, IssuesSection, SalesBySection, SalesOverTimeSection, TopItemsSection } from './SalesSections.tsx';
import { useAnalyticsFilters } from './useAnalyticsFilters.ts';

/** A company's Analytics (merchant /insights and the company Analytics tab): sales over time, by store, items, issues, downtime. */
export const CompanyAnalytics = ({ companyId }: { companyId: number }) => {
  const filters = useAnalyticsFilters();
  const query = { from: filters.from, to: filters.to, company_id: companyId, channel: filters.channel };
  return (
    <Box>
      <AnalyticsFilterBar filters={filters} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' } }}>
        <Box sx={{ gridColumn: { lg: '1 / -1' }, minWidth: 0 }}>
          <SalesOverTimeSection query={query} />
        </Box>
        <SalesBySection query={query} group="channel" />
        <SalesBySection query={query} group="store" />
        <TopItemsSection query={query} />
        <IssuesSection query={query} group="channel" />
        <DowntimeSection query={query} group="channel" />
      </Box>
    </Box>
  );
};
