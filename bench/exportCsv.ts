// Global items CSV export: time to first byte, rows per second and peak memory while the file streams.
import { withRssSampling, type MemoryPeak } from './memory.ts';
import type { RunningApp } from './server.ts';

export type ExportResult =
  | { available: false; reason: string }
  | { available: true; rows: number; ttfbMs: number; seconds: number; rowsPerSecond: number; memory: MemoryPeak; scope: string };

const NEWLINE = 10;

/** Reads a CSV answer to its end, counting its rows (the header aside) and the time to its first byte. */
export async function stream(url: string, headers: Record<string, string>) {
  const started = performance.now();
  const response = await fetch(url, { headers });
  if (!response.ok || !response.body) return { status: response.status, text: await response.text() };
  let ttfbMs = Number.NaN;
  let lines = 0;
  let lastByte = NEWLINE;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value: chunk } = await reader.read();
    if (done) break;
    if (Number.isNaN(ttfbMs)) ttfbMs = performance.now() - started;
    for (let i = 0; i < chunk.length; i++) if (chunk[i] === NEWLINE) lines++;
    if (chunk.length) lastByte = chunk[chunk.length - 1]!;
  }
  if (lastByte !== NEWLINE) lines++;
  return { status: 200, ttfbMs, rows: Math.max(0, lines - 1), seconds: (performance.now() - started) / 1000 };
}

/** All companies' items (1M) when the route allows it; otherwise the first company's. */
export async function measureExport(running: RunningApp, companyId: number): Promise<ExportResult> {
  const base = `${running.baseUrl}/api/inventory/items/global-items/export-to-csv`;
  let scope = 'all companies';
  const { result, memory } = await withRssSampling(async () => {
    const all = await stream(base, running.headers);
    if (all.status !== 400) return all;
    scope = `company ${companyId}`;
    return stream(`${base}?company_id=${companyId}`, running.headers);
  });
  if (result.status === 404) return { available: false, reason: 'route not available' };
  return exportResultOf(result, memory, scope);
}

/** A streamed export's figures, or why there are none. */
export function exportResultOf(result: Awaited<ReturnType<typeof stream>>, memory: MemoryPeak, scope: string): ExportResult {
  if (!('rows' in result) || result.rows === undefined) {
    return { available: false, reason: `answers ${result.status}: ${'text' in result ? String(result.text).slice(0, 80) : ''}` };
  }
  return { available: true, rows: result.rows, ttfbMs: result.ttfbMs, seconds: result.seconds, rowsPerSecond: result.rows / result.seconds, memory, scope };
}
