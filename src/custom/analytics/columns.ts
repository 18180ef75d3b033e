import type { DowntimeRow, SalesRow, TopItemRow } from '../../contract/orders.ts';
import { centsText } from './tableCsv.ts';
import type { TableColumn } from './tableCsv.ts';
import type { LsmMessageKey } from '../../providers/i18n/messageKeys.ts';

/** Sales rows: the group (its header named by `groupLabel`), orders, gross, average order, issue and cancellation rates. */
export const salesColumns = (groupLabel: LsmMessageKey): TableColumn<SalesRow>[] => [
  { key: 'label', label: groupLabel, value: (row) => row.label },
  { key: 'orders', label: 'lsm.analytics.columns.orders', value: (row) => row.orders, numeric: true },
  { key: 'gross', label: 'lsm.analytics.columns.gross', value: (row) => centsText(row.gross_cents), numeric: true },
  { key: 'aov', label: 'lsm.analytics.columns.average_order', value: (row) => centsText(row.average_order_cents), numeric: true },
  { key: 'cancelled', label: 'lsm.analytics.columns.cancelled', value: (row) => row.cancelled, numeric: true },
  { key: 'issue_rate', label: 'lsm.analytics.columns.issue_rate', value: (row) => row.issue_rate, numeric: true },
  { key: 'cancellation_rate', label: 'lsm.analytics.columns.cancellation_rate', value: (row) => row.cancellation_rate, numeric: true },
];

export const issueColumns = (groupLabel: LsmMessageKey): TableColumn<SalesRow>[] => [
  { key: 'label', label: groupLabel, value: (row) => row.label },
  { key: 'orders', label: 'lsm.analytics.columns.orders', value: (row) => row.orders, numeric: true },
  { key: 'missing', label: 'lsm.analytics.columns.missing_items', value: (row) => row.missing_items, numeric: true },
  { key: 'wrong', label: 'lsm.analytics.columns.wrong_items', value: (row) => row.wrong_items, numeric: true },
  { key: 'late', label: 'lsm.analytics.columns.late', value: (row) => row.late, numeric: true },
  { key: 'cancelled', label: 'lsm.analytics.columns.cancelled', value: (row) => row.cancelled, numeric: true },
  { key: 'issue_rate', label: 'lsm.analytics.columns.issue_rate', value: (row) => row.issue_rate, numeric: true },
  { key: 'cancellation_rate', label: 'lsm.analytics.columns.cancellation_rate', value: (row) => row.cancellation_rate, numeric: true },
];

export const downtimeColumns = (groupLabel: LsmMessageKey): TableColumn<DowntimeRow>[] => [
  { key: 'label', label: groupLabel, value: (row) => row.label },
  { key: 'minutes', label: 'lsm.analytics.columns.downtime_minutes', value: (row) => row.minutes, numeric: true },
  { key: 'lost', label: 'lsm.analytics.columns.lost_sales', value: (row) => centsText(row.lost_cents), numeric: true },
];

export const topItemColumns: TableColumn<TopItemRow>[] = [
  { key: 'name', label: 'lsm.analytics.columns.item', value: (row) => row.name },
  { key: 'quantity', label: 'lsm.analytics.columns.quantity', value: (row) => row.quantity, numeric: true },
  { key: 'sales', label: 'lsm.analytics.columns.sales', value: (row) => centsText(row.sales_cents), numeric: true },
];
