// Turns measurements into table rows, each checked against the targets of issue 6.
import { RUNS, type AppTimes, type BrowserResults, type ScreenResult, type Spread } from './browser.ts';
import type { ReloadSplit } from './browserTrace.ts';
import type { BundleResult } from './bundle.ts';
import type { ExportResult } from './exportCsv.ts';
import { kilobytes, megabytes, ms, perSecond, seconds, yesNo } from './format.ts';
import type { IngestionResult, IngestionRuns } from './ingestion.ts';
import type { LatencySummary } from './stats.ts';
import type { Row } from './table.ts';

export const TARGETS = {
  p95Ms: 20,
  apiOverSql: 1.5,
  requestsPerSecond: 1000,
  ingestRowsPerSecond: 20_000,
  rssGrowthMb: 150,
  exportRowsPerSecond: 100_000,
  ttfbMs: 200,
  firstScreenKb: 300,
  warmMs: 300,
  /** warm reload against the plain react-admin reference, same run */
  warmOverReference: 1.5,
  /** cold load against the reference: no slower */
  coldOverReference: 1,
} as const;

export type ApiOutcome = { available: false; reason: string } | { available: true; summary: LatencySummary };

const latency = (s: LatencySummary) => ({ p50: ms(s.p50), p95: ms(s.p95), p99: ms(s.p99) });
const errors = (s: LatencySummary) => (s.errors ? ` (${s.errors} failed)` : '');

/** An API row held to a p95 limit (and no failed request). */
export function latencyRow(measurement: string, s: LatencySummary, limitMs: number, target: string): Row {
  return {
    measurement,
    ...latency(s),
    rate: perSecond(s.rate, 'req') + errors(s),
    target,
    met: yesNo([
      [s.p95 <= limitMs, 'p95'],
      [s.errors === 0, 'errors'],
    ]),
  };
}

export function queryRows(name: string, api: ApiOutcome, sql: LatencySummary): Row[] {
  const sqlRow: Row = { measurement: `↳ raw SQL, pool of 10`, ...latency(sql), rate: perSecond(sql.rate, 'q') + errors(sql), target: 'reference' };
  if (!api.available) {
    return [{ measurement: `API: ${name}`, p50: api.reason, target: 'p95 ≤ 20 ms, ≤ 1.5× SQL, ≥ 1,000 req/s', met: 'n/a' }, sqlRow];
  }
  const s = api.summary;
  const ratio = s.p95 / sql.p95;
  return [
    {
      measurement: `API: ${name}`,
      ...latency(s),
      rate: perSecond(s.rate, 'req') + errors(s),
      ratio: `${ratio.toFixed(2)}×`,
      target: 'p95 ≤ 20 ms, ≤ 1.5× SQL, ≥ 1,000 req/s',
      met: yesNo([
        [s.p95 <= TARGETS.p95Ms, 'p95'],
        [ratio <= TARGETS.apiOverSql, 'ratio'],
        [s.rate >= TARGETS.requestsPerSecond, 'req/s'],
      ]),
    },
    sqlRow,
  ];
}

function ingestionRow(measurement: string, result: IngestionResult, rows: number): Row {
  const target = '≥ 20,000 rows/s, RSS growth < 150 MB';
  if (!result.available) return { measurement, p50: result.reason, target, met: 'n/a' };
  return {
    measurement: `${measurement}: ${result.outcome}`,
    rate: perSecond(result.rowsPerSecond, 'rows'),
    time: seconds(result.seconds),
    memory: megabytes(result.memory.growthMb),
    target,
    met: yesNo([
      [result.rowsPerSecond >= TARGETS.ingestRowsPerSecond, 'rows/s'],
      [result.memory.growthMb < TARGETS.rssGrowthMb, 'RSS'],
      [result.rows >= rows && result.failed === 0, `${result.failed} of ${rows} rows failed`],
    ]),
  };
}

export function ingestionRows(api: IngestionRuns, raw: IngestionResult, rows: number): Row[] {
  const label = `${rows.toLocaleString('en-US')}-row inventory CSV`;
  const rawRow: Row = raw.available
    ? {
        measurement: '↳ raw multi-row INSERT of the same rows (5,000 rows/statement)',
        rate: perSecond(raw.rowsPerSecond, 'rows'),
        time: seconds(raw.seconds),
        memory: megabytes(raw.memory.growthMb),
        target: 'reference',
      }
    : { measurement: '↳ raw multi-row INSERT', p50: raw.reason, target: 'reference' };
  return [
    ingestionRow(`API: ingestion of a ${label} into an empty store`, api.create, rows),
    ingestionRow('API: the same file again', api.again, rows),
    rawRow,
  ];
}

export function exportRow(result: ExportResult, what = 'global items'): Row {
  const target = '≥ 100,000 rows/s, TTFB < 200 ms, RSS growth < 150 MB';
  if (!result.available) return { measurement: `API: ${what} CSV export`, p50: result.reason, target, met: 'n/a' };
  return {
    measurement: `API: ${what} CSV export (${result.rows.toLocaleString('en-US')} rows, ${result.scope})`,
    rate: perSecond(result.rowsPerSecond, 'rows'),
    time: `TTFB ${ms(result.ttfbMs)} ms, total ${seconds(result.seconds)}`,
    memory: megabytes(result.memory.growthMb),
    target,
    met: yesNo([
      [result.rowsPerSecond >= TARGETS.exportRowsPerSecond, 'rows/s'],
      [result.ttfbMs < TARGETS.ttfbMs, 'TTFB'],
      [result.memory.growthMb < TARGETS.rssGrowthMb, 'RSS'],
    ]),
  };
}

export function bundleRows(result: BundleResult): Row[] {
  const target = 'first screen ≤ 300 KB gzip';
  if (!result.available) return [{ measurement: 'Browser: JavaScript size (gzip)', p50: result.reason, target, met: 'n/a' }];
  return result.screens.map(({ screen, kb, files }) => ({
    measurement: `Browser: JS gzip, ${screen} as a first screen (${files} files) / the whole app (${result.totalFiles} files)`,
    rate: `${kilobytes(kb)} / ${kilobytes(result.totalKb)}`,
    target,
    met: yesNo([[kb <= TARGETS.firstScreenKb, 'size']]),
  }));
}

const spreadText = (spread: Spread) => `${ms(spread.median)} ms (${ms(spread.min)}-${ms(spread.max)})`;
const times = (kind: 'cold' | 'warm', lsm: AppTimes, reference: AppTimes) =>
  `LSM ${spreadText(lsm[kind])}; react-admin ${spreadText(reference[kind])}`;

function screenRows(name: string, result: ScreenResult): Row[] {
  const measurement = `Browser: ${name}, navigation → first data row (median of ${RUNS}, min-max)`;
  if (!result.available) return [{ measurement, p50: result.reason, target: 'warm ≤ 1.5× react-admin and < 300 ms; cold ≤ react-admin', met: 'n/a' }];
  const { lsm, reference, split } = result;
  const warmRatio = lsm.warm.median / reference.warm.median;
  const coldRatio = lsm.cold.median / reference.cold.median;
  const rows: Row[] = [
    {
      measurement: `${measurement}, warm reload (once the page settled)`,
      time: times('warm', lsm, reference),
      ratio: `${warmRatio.toFixed(2)}×`,
      target: 'warm ≤ 1.5× react-admin and < 300 ms',
      met: yesNo([
        [warmRatio <= TARGETS.warmOverReference, 'ratio'],
        [lsm.warm.median < TARGETS.warmMs, 'time'],
      ]),
    },
    {
      measurement: `${measurement}, cold (new profile)`,
      time: times('cold', lsm, reference),
      ratio: `${coldRatio.toFixed(2)}×`,
      target: 'cold ≤ react-admin',
      met: yesNo([[coldRatio <= TARGETS.coldOverReference, 'ratio']]),
    },
  ];
  if (split) rows.push({ measurement: `Browser: ${name}, one traced warm reload of LSM`, time: splitText(split) });
  return rows;
}

const span = (call: { startMs: number; endMs: number } | null) => (call ? `${ms(call.startMs)}→${ms(call.endMs)} ms` : 'none');
const splitText = (split: ReloadSplit) =>
  `first row ${ms(split.firstRowMs)} ms: code in ${ms(split.codeLoadedMs)} ms, script ${ms(split.scriptMs)} ms, ` +
  `session calls ${span(split.sessionCall)}, list call ${span(split.listCall)}, rendering ${ms(split.renderMs)} ms`;

export function browserRows(results: BrowserResults | undefined): Row[] {
  if (!results) return [{ measurement: 'Browser: navigation → first data row', p50: 'skipped (--smoke)', target: 'warm ≤ 1.5× react-admin and < 300 ms; cold ≤ react-admin', met: 'n/a' }];
  return [...screenRows('company list', results.companies), ...screenRows('store inventory (100k items)', results.inventory)];
}
