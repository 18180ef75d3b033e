// Home, Reports and Analytics calls on the large data set's orders: p50/p95 of each, against issue 15's
// targets (p95 ≤ 200 ms for one company, ≤ 500 ms platform-wide, over 90 days).
import { load, probe } from './api.ts';
import type { BenchOptions } from './args.ts';
import type { Fixtures } from './fixtures.ts';
import { latencyRow } from './report.ts';
import type { RunningApp } from './server.ts';
import type { Row } from './table.ts';

const COMPANY_P95_MS = 200;
const PLATFORM_P95_MS = 500;
const DAY_MS = 86_400_000;

interface AnalyticsCall {
  name: string;
  path: string;
  platform: boolean;
}

const day = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The calls the three screens make on opening with the 90-day preset: Home, Reports (platform), Analytics (one company). */
export function analyticsCalls(fixtures: Pick<Fixtures, 'companyId' | 'bigStoreId'>, now = Date.now()): AnalyticsCall[] {
  const range = `from=${day(now - 89 * DAY_MS)}&to=${day(now)}`;
  const company = `${range}&company_id=${fixtures.companyId}`;
  // The sales cards ask for the first page of their rows (the chart's bars and the table's first page).
  const firstPage = 'offset=0&limit=20';
  return [
    { name: 'Home: platform now (statuses, attention)', path: '/api/analytics/platform/now', platform: true },
    { name: 'Home: orders today vs last week', path: '/api/analytics/orders-today', platform: true },
    { name: 'Home: top companies by sales, 90 d', path: `/api/analytics/sales?${range}&group_by=company&${firstPage}`, platform: true },
    { name: 'Reports: sales by channel, 90 d', path: `/api/analytics/sales?${range}&group_by=channel&${firstPage}`, platform: true },
    { name: 'Reports: sales by store, 90 d', path: `/api/analytics/sales?${range}&group_by=store&${firstPage}`, platform: true },
    { name: 'Reports: downtime by channel, 90 d', path: `/api/analytics/downtime?${range}&group_by=channel`, platform: true },
    { name: 'Reports: downtime by store, 90 d', path: `/api/analytics/downtime?${range}&group_by=store`, platform: true },
    { name: 'Analytics: sales by day and channel, 90 d', path: `/api/analytics/sales?${company}&group_by=day_channel`, platform: false },
    { name: 'Analytics: sales by store, 90 d', path: `/api/analytics/sales?${company}&group_by=store&${firstPage}`, platform: false },
    { name: 'Analytics: top items, 90 d', path: `/api/analytics/top-items?${company}&limit=10`, platform: false },
    { name: 'Analytics: downtime by channel, 90 d', path: `/api/analytics/downtime?${company}&group_by=channel`, platform: false },
    { name: 'Store Home: today and last 20 orders', path: `/api/orders/store/${fixtures.bigStoreId}/summary`, platform: false },
  ];
}

export async function measureAnalytics(running: RunningApp, fixtures: Fixtures, options: BenchOptions, step: (text: string) => void): Promise<Row[]> {
  const rows: Row[] = [];
  for (const call of analyticsCalls(fixtures)) {
    const limit = call.platform ? PLATFORM_P95_MS : COMPANY_P95_MS;
    const target = `p95 ≤ ${limit} ms (${call.platform ? 'platform' : 'one company'})`;
    const url = `${running.baseUrl}${call.path}`;
    const found = await probe(url, running.headers);
    if (!found.available) {
      rows.push({ measurement: `API: ${call.name}`, p50: found.reason, target, met: 'n/a' });
      continue;
    }
    step(`API ${call.name}: ${options.duration} s x ${options.connections} connections`);
    const s = await load({ url, headers: running.headers, connections: options.connections, duration: options.duration });
    rows.push(latencyRow(`API: ${call.name}`, s, limit, target));
  }
  return rows;
}
