// API latency with autocannon (programmatic, on a worker thread), after a probe that tells a missing route from a present one.
import { Worker } from 'node:worker_threads';
import type { LoadAnswer, LoadRequest } from './loadWorker.ts';
import { summarise, type LatencySummary } from './stats.ts';

export type Probe = { available: true } | { available: false; reason: string };

/** A 404 means the route is not there yet (or answers nothing for the data set); other failures are reported. */
export async function probe(url: string, headers: Record<string, string>, request: { method?: string; body?: string } = {}): Promise<Probe> {
  const response = await fetch(url, {
    method: request.method ?? 'GET',
    headers: request.body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    body: request.body,
  });
  const body = await response.text();
  if (response.status === 404) return { available: false, reason: 'route not available' };
  if (!response.ok) return { available: false, reason: `answers ${response.status} (${body.slice(0, 40)}…)` };
  return { available: true };
}

/** Node 20 does not apply `--import tsx` to a worker's entry module, so the worker registers tsx itself. */
const BOOTSTRAP = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(
  new URL('./loadWorker.ts', import.meta.url).href,
)}); })`;

/** Every response time is kept, so p95 is exact (autocannon's own summary has p97.5, not p95). */
export function load(request: LoadRequest): Promise<LatencySummary> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(BOOTSTRAP, { eval: true, workerData: request });
    worker.once('message', (answer: LoadAnswer) => {
      void worker.terminate();
      if (answer.error) reject(new Error(answer.error));
      else resolve(summarise(answer.samples, answer.seconds, answer.failures));
    });
    worker.once('error', reject);
  });
}
