// `npm run bench -- --only load`: many connections at once, each sending a mix of reads and writes to the
// running server over HTTP (node's fetch, keep-alive) for the whole duration. Every answer must be a 2xx:
// anything else is counted as an error and the row is not met.
import type { Fixtures } from './fixtures.ts';
import { ms, perSecond } from './format.ts';
import type { RunningApp } from './server.ts';
import { summarise, type LatencySummary } from './stats.ts';
import type { Row } from './table.ts';

interface Call {
  method: 'GET' | 'PUT';
  path: string;
  body?: unknown;
}

/** Writes carry no version (updated_at), so they never meet a 409: each is a plain "last one wins" edit. */
function mixOf(f: Fixtures): ((i: number) => Call)[] {
  const hours = (i: number) =>
    [0, 1, 2, 3, 4, 5, 6].map((day) => ({ dayOfWeek: day, open_time: `0${7 + (i % 3)}:00`, close_time: '21:00', isClosed: false }));
  return [
    () => ({ method: 'GET', path: `/api/stores/${f.bigStoreId}` }),
    () => ({ method: 'GET', path: `/api/stores/${f.bigStoreId}/menu/list?limit=20&offset=0` }),
    () => ({ method: 'GET', path: `/api/stores/company/?id=${f.companyId}` }),
    () => ({ method: 'GET', path: `/api/user-service/company/${f.companyId}?limit=20&offset=0` }),
    () => ({ method: 'GET', path: `/api/inventory/${f.bigStoreId}?offset=0&limit=20` }),
    () => ({ method: 'GET', path: `/api/stores/${f.bigStoreId}/store-hours` }),
    (i) => ({ method: 'PUT', path: `/api/stores/${f.ingestionStoreId}/store-hours`, body: hours(i) }),
    (i) => ({ method: 'PUT', path: `/api/stores/company/${f.companyId}`, body: { phone_number: `+1555${String(10_000_000 + (i % 10_000_000)).slice(1)}` } }),
    (i) => ({ method: 'PUT', path: `/api/stores/${f.rawInsertStoreId}`, body: { bill_vendor_id: `load-${i % 100}` } }),
  ];
}

export interface MixedLoadOutcome {
  summary: LatencySummary;
  connections: number;
  seconds: number;
  /** the first few failures, for the log */
  failures: string[];
}

export async function measureMixedLoad(running: RunningApp, fixtures: Fixtures, connections: number, seconds: number): Promise<MixedLoadOutcome> {
  const mix = mixOf(fixtures);
  const samples: number[] = [];
  const failures: string[] = [];
  let errors = 0;
  let sent = 0;
  const until = performance.now() + seconds * 1000;
  const headers = { ...running.headers, 'content-type': 'application/json' };
  const worker = async () => {
    while (performance.now() < until) {
      const call = mix[sent % mix.length](sent);
      sent++;
      const started = performance.now();
      try {
        const response = await fetch(`${running.baseUrl}${call.path}`, {
          method: call.method,
          headers,
          body: call.body === undefined ? undefined : JSON.stringify(call.body),
        });
        const text = await response.text();
        if (!response.ok) {
          errors++;
          if (failures.length < 5) failures.push(`${call.method} ${call.path}: ${response.status} ${text.slice(0, 160)}`);
        }
      } catch (error) {
        errors++;
        if (failures.length < 5) failures.push(`${call.method} ${call.path}: ${String(error)}`);
      }
      samples.push(performance.now() - started);
    }
  };
  const began = performance.now();
  await Promise.all(Array.from({ length: connections }, worker));
  return { summary: summarise(samples, (performance.now() - began) / 1000, errors), connections, seconds, failures };
}

export function mixedLoadRow({ summary, connections, seconds }: MixedLoadOutcome): Row {
  return {
    measurement: `Mixed load: ${connections} connections, ${seconds} s, reads and writes (${summary.count.toLocaleString('en-US')} requests, ${summary.errors} errors)`,
    p50: ms(summary.p50),
    p95: ms(summary.p95),
    p99: ms(summary.p99),
    rate: perSecond(summary.rate, 'req'),
    target: '0 errors',
    met: summary.errors === 0 ? 'yes' : 'no',
  };
}
