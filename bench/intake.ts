// Webhook intake (issue 15): new orders POSTed, signed, to two server processes on the same PostgreSQL, each
// stored with its lines and counted in the rollups in its own transaction. Orders per second and latency.
import { spawn } from 'node:child_process';
import { Worker } from 'node:worker_threads';
import { sql } from 'drizzle-orm';
import { WEBHOOK_PARTNERS } from '../src/domain/orders.ts';
import type { Db } from '../server/db/client.ts';
import { selectRows } from '../server/db/rows.ts';
import type { BenchOptions } from './args.ts';
import type { IntakeAnswer, IntakeLoad } from './intakeLoad.ts';
import { ms, perSecond, yesNo } from './format.ts';
import { summarise, type LatencySummary } from './stats.ts';
import type { Row } from './table.ts';
import type { RunningApp } from './server.ts';

const BOOTSTRAP = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(new URL('./intakeLoad.ts', import.meta.url).href)}); })`;

export interface IntakeResult {
  summary: LatencySummary;
  orders: number;
  processes: number;
  firstFailure?: string;
}

/** The second process (bench/intakeServer.ts); resolves with its URL once it listens. */
function startSecondServer(databaseUrl: string, secrets: Record<string, string>): Promise<{ url: string; stop: () => Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/intakeServer.ts'], {
    env: { ...process.env, BENCH_WORKER_URL: databaseUrl, BENCH_WEBHOOK_SECRETS: JSON.stringify(secrets) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.stdout.on('data', (chunk: Buffer) => {
      const ready = /ready (\S+)/.exec(chunk.toString());
      if (!ready) return;
      resolve({
        url: ready[1]!,
        stop: () =>
          new Promise<void>((done) => {
            child.once('exit', () => done());
            child.kill('SIGTERM');
          }),
      });
    });
  });
}

function runLoad(load: IntakeLoad): Promise<IntakeAnswer> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(BOOTSTRAP, { eval: true, workerData: load });
    worker.once('message', (answer: IntakeAnswer) => {
      void worker.terminate();
      resolve(answer);
    });
    worker.once('error', reject);
  });
}

/** Sends `orders` new orders to stores linked to a partner (one process on PGlite, two on PostgreSQL). */
export async function measureIntake(running: RunningApp, db: Db, options: BenchOptions, databaseUrl: string | null): Promise<IntakeResult> {
  const keyOf = Object.fromEntries(Object.entries(WEBHOOK_PARTNERS).map(([key, name]) => [name, key]));
  const links = (
    await selectRows<{ partner: string; partner_store_id: string }>(
      db,
      sql`select p.name as partner, sp.partner_store_id from store_partners sp join partners p on p.id = sp.partner_id
          join stores s on s.id = sp.store_id and s.deleted_at is null
          where sp.partner_store_id is not null and sp.partner_store_id not like 'ERR-%' order by sp.store_id, sp.partner_id limit 500`,
    )
  ).map((row) => ({ partner: keyOf[row.partner]!, partnerStoreId: row.partner_store_id }));
  if (links.length === 0) throw new Error('no store is linked to a partner');
  const secrets = { ...running.app.webhookSecrets };
  const second = databaseUrl ? await startSecondServer(databaseUrl, secrets) : null;
  const orders = options.smoke ? 200 : 20_000;
  try {
    const answer = await runLoad({
      servers: [running.baseUrl, ...(second ? [second.url] : [])],
      secrets,
      links,
      orders,
      connections: options.smoke ? 4 : 32,
      runId: Date.now().toString(36),
    });
    return { summary: summarise(answer.samples, answer.seconds, answer.failures), orders, processes: second ? 2 : 1, firstFailure: answer.firstFailure };
  } finally {
    await second?.stop();
  }
}

/** Held to ≥ 1,000 orders/s with two server processes and no refused order. */
export function intakeRow({ summary, orders, processes, firstFailure }: IntakeResult): Row {
  return {
    measurement: `Webhook intake: ${orders.toLocaleString('en-US')} new signed orders, ${processes} server process${processes > 1 ? 'es' : ''}`,
    p50: ms(summary.p50),
    p95: ms(summary.p95),
    p99: ms(summary.p99),
    rate: perSecond(summary.rate, 'orders') + (summary.errors ? ` (${summary.errors} refused${firstFailure ? `: ${firstFailure}` : ''})` : ''),
    target: '≥ 1,000 orders/s, two server processes',
    met: yesNo([
      [summary.rate >= 1000, 'rate'],
      [summary.errors === 0, 'errors'],
      [processes === 2, 'processes'],
    ]),
  };
}
