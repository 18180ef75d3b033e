// The fixed cost of an API request: routes whose own work is one tiny read, so what is measured is the
// HTTP server, the guard's statement (session, user, permissions, and the store's company on a store
// route), validation, serialisation and the pool round trips. Every other API row pays this at least.
import { load } from './api.ts';
import type { BenchOptions } from './args.ts';
import type { Fixtures } from './fixtures.ts';
import { ms, perSecond } from './format.ts';
import type { RunningApp } from './server.ts';
import type { Row } from './table.ts';

const CALLS = [
  { name: 'signed-in GET /api/stores/dsps (guard + the 4 partners)', path: () => '/api/stores/dsps' },
  { name: 'store GET /api/stores/{id}/store-partner (guard with the store\'s company + its links)', path: (f: Fixtures) => `/api/stores/${f.bigStoreId}/store-partner` },
];

export async function floorRows(running: RunningApp, fixtures: Fixtures, options: BenchOptions): Promise<Row[]> {
  const rows: Row[] = [];
  for (const call of CALLS) {
    const url = `${running.baseUrl}${call.path(fixtures)}`;
    const check = await fetch(url, { headers: running.headers });
    if (!check.ok) throw new Error(`${url} answered ${check.status}`);
    const s = await load({ url, headers: running.headers, connections: options.connections, duration: options.duration });
    rows.push({
      measurement: `API floor: ${call.name}`,
      p50: ms(s.p50),
      p95: ms(s.p95),
      p99: ms(s.p99),
      rate: perSecond(s.rate, 'req') + (s.errors ? ` (${s.errors} failed)` : ''),
      target: 'reference: the cost every API row pays',
      ...(s.errors ? { met: 'no (errors)' } : {}),
    });
  }
  return rows;
}
