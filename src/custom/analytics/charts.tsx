import { useMediaQuery, type Theme } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { money } from './tableCsv.ts';

export interface ChartSeries {
  label: string;
  data: number[];
  /** cents shown as money in the tooltip */
  cents?: boolean;
}

const formatter = (series: ChartSeries) => (value: number | null) => (value === null ? '' : series.cents ? money(value) : String(value));
const toSeries = (series: readonly ChartSeries[]) => series.map((one) => ({ label: one.label, data: one.data, valueFormatter: formatter(one) }));
const centsAxis = (series: readonly ChartSeries[]) => (series.every((one) => one.cents) ? { valueFormatter: (value: number) => money(value).replace(/\.00$/, '') } : {});

/** On a phone a band axis turns its labels so every one shows, instead of every other one. */
const TURNED_LABELS = { height: 'auto', tickLabelStyle: { angle: -35, textAnchor: 'end', fontSize: 12 } } as const;

/** Bars per label; horizontal for long labels (stores, companies, items). */
export const Bars = ({ labels, series, horizontal = false }: { labels: string[]; series: readonly ChartSeries[]; horizontal?: boolean }) => {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return horizontal ? (
    <BarChart
      layout="horizontal"
      height={Math.max(220, labels.length * 32 + 60)}
      yAxis={[{ scaleType: 'band', data: labels, width: 140 }]}
      xAxis={[centsAxis(series)]}
      series={toSeries(series)}
    />
  ) : (
    <BarChart
      height={280}
      xAxis={[{ scaleType: 'band', data: labels, ...(phone ? TURNED_LABELS : {}) }]}
      yAxis={[{ ...centsAxis(series), width: 70 }]}
      series={toSeries(series)}
    />
  );
};

/** Lines over an ordered axis (days, hours). */
export const Lines = ({ labels, series }: { labels: string[]; series: readonly ChartSeries[] }) => (
  <LineChart height={280} xAxis={[{ scaleType: 'point', data: labels }]} yAxis={[{ ...centsAxis(series), width: 70 }]} series={toSeries(series).map((one) => ({ ...one, showMark: false }))} />
);
