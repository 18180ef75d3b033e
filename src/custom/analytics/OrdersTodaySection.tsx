import { useQuery } from '@tanstack/react-query';
import type { OrdersTodayAnswer } from '../../contract/orders.ts';
import { useLsmDataProvider } from '../../providers/useLsmDataProvider.ts';
import { retryServerFailures, useFailureAlert } from '../../resources/stores/home/useFailureAlert.ts';
import { Lines } from './charts.tsx';
import { ChartCard } from './ChartCard.tsx';
import type { TableColumn } from './tableCsv.ts';
import { useLsmTranslate } from '../../providers/i18n/useLsmTranslate.ts';

type Hour = OrdersTodayAnswer['hours'][number];

const columns: TableColumn<Hour>[] = [
  { key: 'hour', label: 'lsm.analytics.columns.hour_utc', value: (row) => `${String(row.hour).padStart(2, '0')}:00` },
  { key: 'today', label: 'lsm.analytics.columns.orders_today', value: (row) => row.today_orders, numeric: true },
  { key: 'last_week', label: 'lsm.analytics.columns.orders_last_week', value: (row) => row.last_week_orders, numeric: true },
];

/** Orders per hour today against the same day last week (all companies, or one). */
export const OrdersTodaySection = ({ companyId }: { companyId?: number }) => {
  const translate = useLsmTranslate();
  const dataProvider = useLsmDataProvider();
  const { data, error } = useQuery({ queryKey: ['analytics', 'orders-today', companyId], queryFn: () => dataProvider.getOrdersToday(companyId), retry: retryServerFailures });
  useFailureAlert(error, 'unable_to_fetch_data');
  const today = data?.hours.reduce((sum, row) => sum + row.today_orders, 0) ?? 0;
  const lastWeek = data?.hours.reduce((sum, row) => sum + row.last_week_orders, 0) ?? 0;
  return (
    <ChartCard
      id="orders-today"
      title="lsm.analytics.sections.orders_today"
      aside={data && <span>{translate('lsm.analytics.home.today_vs_last_week', { today, last_week: lastWeek })}</span>}
      columns={columns}
      rows={data?.hours}
      fileName="orders_today.csv"
      chart={
        data && (
          <Lines
            labels={data.hours.map((row) => String(row.hour))}
            series={[
              { label: translate('lsm.analytics.columns.orders_today'), data: data.hours.map((row) => row.today_orders) },
              { label: translate('lsm.analytics.columns.orders_last_week'), data: data.hours.map((row) => row.last_week_orders) },
            ]}
          />
        )
      }
    />
  );
};
