// Where a warm reload's time goes: one reload of LSM traced by Chromium (saved under bench/out/), split
// into the code's arrival, script evaluation, the session call, the list call and rendering.
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { reloadToFirstRow, settled, timeToFirstRow, withProfile } from './browserPage.ts';
import type { Session } from './server.ts';

/** Milliseconds from navigation start. */
export interface ReloadSplit {
  firstRowMs: number;
  /** the document and every script it loads arrived (from the HTTP cache on a reload) */
  codeLoadedMs: number;
  /** main-thread time evaluating script (compile, evaluate, calls, microtasks), summed */
  scriptMs: number;
  /** main-thread time in style, layout and paint, summed */
  renderMs: number;
  /** the session restore's calls (profile, user store), first start → last end; null when none was made */
  sessionCall: { startMs: number; endMs: number } | null;
  listCall: { startMs: number; endMs: number } | null;
  tracePath: string;
}

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: Record<string, unknown>; name?: string };
}

const SCRIPT = new Set(['EvaluateScript', 'v8.compile', 'v8.compileModule', 'v8.evaluateModule', 'FunctionCall', 'RunMicrotasks', 'TimerFire', 'FireAnimationFrame']);
const RENDER = new Set(['UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint', 'Layerize', 'Commit', 'ParseHTML']);
const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing', 'loading', '__metadata'].join(',');

/** Total length of the union of [start, end) intervals (nested events counted once). */
function unionMs(intervals: [number, number][]): number {
  let total = 0;
  let current: [number, number] | null = null;
  for (const [from, to] of intervals.sort((a, b) => a[0] - b[0])) {
    if (current && from <= current[1]) current[1] = Math.max(current[1], to);
    else {
      if (current) total += current[1] - current[0];
      current = [from, to];
    }
  }
  return (total + (current ? current[1] - current[0] : 0)) / 1000;
}

function mainThreadTime(events: TraceEvent[], names: Set<string>, fromUs: number, toUs: number): number {
  const renderers = new Set(events.filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain').map((event) => `${event.pid}:${event.tid}`));
  const intervals = events
    .filter((event) => event.ph === 'X' && names.has(event.name) && renderers.has(`${event.pid}:${event.tid}`))
    .map((event): [number, number] => [Math.max(event.ts, fromUs), Math.min(event.ts + (event.dur ?? 0), toUs)])
    .filter(([from, to]) => to > from);
  return unionMs(intervals);
}

interface Timing {
  code: number;
  calls: { name: string; startTime: number; responseEnd: number }[];
}

const window = (calls: Timing['calls']) =>
  calls.length ? { startMs: Math.min(...calls.map((call) => call.startTime)), endMs: Math.max(...calls.map((call) => call.responseEnd)) } : null;

export async function firstRowSplit(url: string, listCall: string, session: Session, storeId: number): Promise<ReloadSplit> {
  return withProfile(session, storeId, async (context, page) => {
    await timeToFirstRow(page, url); // the cold load fills the cache: what follows is a warm reload
    await settled(page);
    const client = await context.newCDPSession(page);
    const events: TraceEvent[] = [];
    client.on('Tracing.dataCollected', (data) => events.push(...(data.value as unknown as TraceEvent[])));
    await client.send('Tracing.start', { categories: CATEGORIES, transferMode: 'ReportEvents' });
    const firstRowMs = await reloadToFirstRow(page);
    const timing = (await page.evaluate(`(() => ({
      code: Math.max(performance.getEntriesByType('navigation')[0].responseEnd,
                     ...performance.getEntriesByType('resource').filter((e) => e.initiatorType === 'script' || e.name.endsWith('.js')).map((e) => e.responseEnd)),
      calls: performance.getEntriesByType('resource').filter((e) => e.name.includes('/api/')).map((e) => ({ name: e.name, startTime: e.startTime, responseEnd: e.responseEnd })),
    }))()`)) as Timing;
    const complete = new Promise<void>((done) => client.once('Tracing.tracingComplete', () => done()));
    await client.send('Tracing.end');
    await complete;

    // the reload's own navigation: Chromium also marks the start of documents with no URL (initial empty ones)
    const navigation = events.filter((event) => event.name === 'navigationStart' && event.args?.data?.documentLoaderURL).at(-1);
    const fromUs = navigation?.ts ?? Math.min(...events.map((event) => event.ts).filter((ts) => ts > 0));
    const toUs = fromUs + firstRowMs * 1000;
    const dir = resolve('bench/out');
    mkdirSync(dir, { recursive: true });
    const tracePath = resolve(dir, `trace-warm-${listCall.includes('inventory') ? 'inventory' : 'companies'}.json`);
    writeFileSync(tracePath, JSON.stringify({ traceEvents: events }));
    return {
      firstRowMs,
      codeLoadedMs: timing.code,
      scriptMs: mainThreadTime(events, SCRIPT, fromUs, toUs),
      renderMs: mainThreadTime(events, RENDER, fromUs, toUs),
      sessionCall: window(timing.calls.filter((call) => call.name.includes('/api/user-service/') || call.name.includes('/api/stores/user-store'))),
      listCall: window(timing.calls.filter((call) => call.name.includes(listCall))),
      tracePath,
    };
  });
}
