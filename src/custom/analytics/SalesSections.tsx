import type { AnalyticsQuery, SalesRow } from '../../contract/orders.ts';
import { CHANNEL_NAMES } from '../../domain/channelStatus.ts';
import { useLsmDataProvider } from '../../providers/useLsmDataProvider.ts';
import { Bars, Lines } from './charts.tsx';
import { ChartCard } from './ChartCard.tsx';
import { downtimeColumns, issueColumns, salesColumns, topItemColumns } from './columns.ts';
import { centsText, type TableColumn } from './tableCsv.ts';
import { useDowntime, useSales, useSalesPages, useTopItems } from './useAnalytics.ts';
import { useLsmTranslate } from '../../providers/i18n/useLsmTranslate.ts';

const GROUP_LABEL = { company: 'lsm.analytics.columns.company', store: 'lsm.analytics.columns.store', channel: 'lsm.analytics.columns.channel' } as const;

/** Gross sales by one grouping (company, store or channel), as bars of the first page and a table paged by the server, with the server's CSV. */
export const SalesBySection = ({ query, group }: { query: AnalyticsQuery; group: 'company' | 'store' | 'channel' }) => {
  const translate = useLsmTranslate();
  const dataProvider = useLsmDataProvider();
  const sales = { ...query, group_by: group };
  const { top, total, table } = useSalesPages(sales);
  return (
    <ChartCard
      id={`sales-by-${group}`}
      title={`lsm.analytics.sections.sales_by_${group}`}
      columns={salesColumns(GROUP_LABEL[group])}
      rows={top}
      table={table}
      fileName={`sales_by_${group}.csv`}
      download={() => dataProvider.exportSales(sales)}
      chart={
        top && (
          <Bars
            horizontal={group !== 'channel'}
            total={total}
            labels={top.map((row) => row.label)}
            series={[{ label: translate('lsm.analytics.columns.gross'), data: top.map((row) => row.gross_cents), cents: true }]}
          />
        )
      }
    />
  );
};

/** Order issues and cancellations by channel or store. */
export const IssuesSection = ({ query, group }: { query: AnalyticsQuery; group: 'store' | 'channel' }) => {
  const translate = useLsmTranslate();
  const dataProvider = useLsmDataProvider();
  const sales = { ...query, group_by: group };
  const { top, total, table } = useSalesPages(sales);
  return (
    <ChartCard
      id={`issues-by-${group}`}
      title={`lsm.analytics.sections.issues_by_${group}`}
      columns={issueColumns(GROUP_LABEL[group])}
      rows={top}
      table={table}
      fileName={`issues_by_${group}.csv`}
      download={() => dataProvider.exportSales(sales)}
      chart={
        top && (
          <Bars
            horizontal={group === 'store'}
            total={total}
            labels={top.map((row) => row.label)}
            series={[
              { label: translate('lsm.analytics.columns.issue_rate'), data: top.map((row) => row.issue_rate) },
              { label: translate('lsm.analytics.columns.cancellation_rate'), data: top.map((row) => row.cancellation_rate) },
            ]}
          />
        )
      }
    />
  );
};

/** Downtime minutes and estimated lost sales by channel or store. */
export const DowntimeSection = ({ query, group }: { query: AnalyticsQuery; group: 'store' | 'channel' }) => {
  const translate = useLsmTranslate();
  const dataProvider = useLsmDataProvider();
  const downtime = { ...query, group_by: group };
  const rows = useDowntime(downtime);
  return (
    <ChartCard
      id={`downtime-by-${group}`}
      title={`lsm.analytics.sections.downtime_by_${group}`}
      columns={downtimeColumns(GROUP_LABEL[group])}
      rows={rows}
      fileName={`downtime_by_${group}.csv`}
      download={() => dataProvider.exportDowntime(downtime)}
      chart={rows && <Bars horizontal={group === 'store'} labels={rows.map((row) => row.label)} series={[{ label: translate('lsm.analytics.columns.downtime_minutes'), data: rows.map((row) => row.minutes) }]} />}
    />
  );
};

interface DayPoint {
  day: string;
  byChannel: Record<string, number>;
}

/** day_channel rows as one point a day with each channel's gross. */
function pivotDays(rows: readonly SalesRow[]): DayPoint[] {
  const days = new Map<string, DayPoint>();
  for (const row of rows) {
    const day = row.day ?? row.key;
    const point = days.get(day) ?? { day, byChannel: {} };
    point.byChannel[row.channel ?? ''] = row.gross_cents;
    days.set(day, point);
  }
  return [...days.values()].sort((a, b) => a.day.localeCompare(b.day));
}

/** Gross sales over time, one line per channel. */
export const SalesOverTimeSection = ({ query }: { query: AnalyticsQuery }) => {
  const rows = useSales({ ...query, group_by: 'day_channel' });
  const points = rows && pivotDays(rows);
  const channels = CHANNEL_NAMES.filter((channel) => points?.some((point) => point.byChannel[channel] !== undefined));
  const columns: TableColumn<DayPoint>[] = [
    { key: 'day', label: 'lsm.analytics.columns.day', value: (point) => point.day },
    ...channels.map((channel) => ({ key: channel, label: `lsm.analytics.channels.${channel}` as const, value: (point: DayPoint) => centsText(point.byChannel[channel] ?? 0), numeric: true })),
  ];
  return (
    <ChartCard
      id="sales-over-time"
      title="lsm.analytics.sections.sales_over_time"
      columns={columns}
      rows={points}
      fileName="sales_over_time.csv"
      chart={points && <Lines labels={points.map((point) => point.day.slice(5))} series={channels.map((channel) => ({ label: channel, data: points.map((point) => point.byChannel[channel] ?? 0), cents: true }))} />}
    />
  );
};

/** The best-selling items. */
export const TopItemsSection = ({ query }: { query: AnalyticsQuery }) => {
  const translate = useLsmTranslate();
  const rows = useTopItems({ ...query, limit: 10 });
  return (
    <ChartCard
      id="top-items"
      title="lsm.analytics.sections.top_items"
      columns={topItemColumns}
      rows={rows}
      fileName="top_items.csv"
      chart={rows && <Bars horizontal labels={rows.map((row) => row.name)} series={[{ label: translate('lsm.analytics.columns.sales'), data: rows.map((row) => row.sales_cents), cents: true }]} />}
    />
  );
};
