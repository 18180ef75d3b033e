import { Typography, useMediaQuery, type Theme } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { useLsmTranslate } from '../../providers/i18n/useLsmTranslate.ts';
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
/** A bar per row at most this many rows (a platform has thousands of stores): the first ones, in the server's order. */
export const MAX_BARS = 20;

/** `total`: how many rows there are when `labels` are only the first of them (a page from the server). */
export const Bars = ({ labels, series, horizontal = false, total = labels.length }: { labels: string[]; series: readonly ChartSeries[]; horizontal?: boolean; total?: number }) => {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const translate = useLsmTranslate();
  if (horizontal) {
    const shown = labels.slice(0, MAX_BARS);
    return (
      <>
        <BarChart
          layout="horizontal"
          height={Math.max(220, shown.length * 32 + 60)}
          yAxis={[{ scaleType: 'band', data: shown, width: 140 }]}
          xAxis={[centsAxis(series)]}
          series={toSeries(series.map((one) => ({ ...one, data: one.data.slice(0, MAX_BARS) })))}
        />
        {total > shown.length && (
          <Typography variant="body2" color="text.secondary">
            {translate('lsm.analytics.chart_first', { shown: shown.length, total: total.toLocaleString('en-US') })}
          </Typography>
        )}
      </>
    );
  }
  return (
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
