import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { openPglite, openPostgres, type Database } from '../../server/db/client.ts';
import { selectRows } from '../../server/db/rows.ts';
import { backoffDelay } from '../../server/jobs/backoff.ts';
import { enqueue } from '../../server/jobs/queue.ts';
import { INTERRUPTED_INGESTION } from '../../server/jobs/reapIngestions.ts';
import { JobWorker, type WorkerOptions } from '../../server/jobs/worker.ts';
import { claimJobs } from '../../server/jobs/claims.ts';
import { EFFECTS_TABLE, TEST_HANDLERS } from './fixtures/jobHandlers.ts';
import { cloneDatabase, createTestApp } from './helpers.ts';

const onPostgres = Boolean(inject('templateDatabaseUrl'));

let database: Database;
let url: string | undefined;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ database, drop, url } = await cloneDatabase());
  await database.db.execute(EFFECTS_TABLE);
});
afterAll(async () => {
  await database.close();
  await drop();
});

interface JobRow extends Record<string, unknown> {
  status: string;
  attempts: number;
  last_error: string | null;
  result: unknown;
  locked_by: string | null;
}

const jobRow = async (id: number, db = database.db) =>
  (await selectRows<JobRow>(db, sql`select status, attempts, last_error, result, locked_by from jobs where id = ${id}`))[0];

const effects = (label: string, db = database.db) =>
  selectRows<{ job_id: number; note: string; attempt: number; at: Date | string }>(
    db,
    sql`select job_id, note, attempt, at from job_test_effects where label = ${label} order by id`,
  );

const worker = (options: WorkerOptions = {}, db = database.db) => new JobWorker(db, TEST_HANDLERS, { pollMs: 20, ...options });

async function waitFor(check: () => Promise<boolean>, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('enqueue', () => {
  it('writes the job only when the caller\u2019s transaction commits', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await enqueue(tx, 'test-effect', { label: 'rolled-back' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const committed = await database.db.transaction((tx) => enqueue(tx, 'test-effect', { label: 'committed' }));
    const rows = await selectRows<{ label: string }>(database.db, sql`select payload->>'label' as label from jobs where queue = 'test-effect'`);
    expect(rows.map((row) => row.label)).toEqual(['committed']);
    expect(committed.created).toBe(true);
    await worker().drain();
    expect((await jobRow(committed.id)).status).toBe('completed');
  });

  it('keeps one waiting job per de-duplication key, and a new one once it finished', async () => {
    const first = await enqueue(database.db, 'test-effect', { label: 'dedupe' }, { dedupeKey: 'store-1' });
    const second = await enqueue(database.db, 'test-effect', { label: 'dedupe' }, { dedupeKey: 'store-1' });
    const other = await enqueue(database.db, 'test-effect', { label: 'dedupe' }, { dedupeKey: 'store-2' });
    expect(second).toEqual({ id: first.id, created: false });
    expect(other.created).toBe(true);
    await worker().drain();
    expect((await effects('dedupe')).filter((row) => row.note === 'done')).toHaveLength(2);
    const third = await enqueue(database.db, 'test-effect', { label: 'dedupe' }, { dedupeKey: 'store-1' });
    expect(third.created).toBe(true);
    expect(third.id).not.toBe(first.id);
  });
});

describe('outcomes', () => {
  it('retries a transient failure with exponential backoff, then succeeds', async () => {
    const { id } = await enqueue(database.db, 'test-flaky', { label: 'flaky', succeedOn: 3 });
    await worker().drain({ waitMs: 5_000 });
    const row = await jobRow(id);
    expect(row).toMatchObject({ status: 'completed', attempts: 3, last_error: 'partner unreachable (attempt 2)' });
    const tries = (await effects('flaky')).filter((effect) => effect.note === 'tried');
    expect(tries.map((effect) => effect.attempt)).toEqual([1, 2, 3]);
    const at = tries.map((effect) => new Date(effect.at).getTime());
    // Each wait is at least the backoff for that attempt (base 150 ms, doubling, ±10 %).
    expect(at[1] - at[0]).toBeGreaterThanOrEqual(backoffDelay({ baseMs: 150, maxMs: 2_000 }, 1, id) - 5);
    expect(at[2] - at[1]).toBeGreaterThanOrEqual(backoffDelay({ baseMs: 150, maxMs: 2_000 }, 2, id) - 5);
    expect((await effects('flaky')).filter((effect) => effect.note.startsWith('retry'))).toHaveLength(2);
  });

  it('fails for good after max_attempts, telling the handler once', async () => {
    const { id } = await enqueue(database.db, 'test-flaky', { label: 'hopeless' }, { maxAttempts: 2 });
    await worker().drain({ waitMs: 5_000 });
    expect(await jobRow(id)).toMatchObject({ status: 'failed', attempts: 2, last_error: 'partner unreachable (attempt 2)' });
    expect((await effects('hopeless')).map((effect) => effect.note)).toEqual([
      'tried',
      'retry: partner unreachable (attempt 1)',
      'tried',
      'failed: partner unreachable (attempt 2)',
    ]);
  });

  it('does not retry a validation refusal, and keeps its details', async () => {
    const { id } = await enqueue(database.db, 'test-refused', { label: 'refused' });
    await worker().drain({ waitMs: 2_000 });
    expect(await jobRow(id)).toMatchObject({
      status: 'failed',
      attempts: 1,
      last_error: 'Menu has no hours',
      result: { errors: [{ item: 'x', reason: 'no price' }] },
    });
    expect((await effects('refused')).map((effect) => effect.note)).toEqual(['tried', 'failed: Menu has no hours']);
  });

  it('stops an attempt at its time limit and tries again', async () => {
    const { id } = await enqueue(database.db, 'test-slow', { label: 'slow', succeedOn: 2 });
    const started = Date.now();
    await worker().drain({ waitMs: 2_000 });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(await jobRow(id)).toMatchObject({ status: 'completed', attempts: 2, last_error: 'Timed out after 200 ms' });
  });

  it('runs a job that is not ready again later without spending its attempts', async () => {
    const { id } = await enqueue(database.db, 'test-waiting', { label: 'waiting', times: 3 }, { maxAttempts: 1 });
    await worker().drain({ waitMs: 1_000 });
    expect(await jobRow(id)).toMatchObject({ status: 'completed', attempts: 1 });
    expect(await effects('waiting')).toHaveLength(4);
  });
});

describe('workers that die, stop or compete', () => {
  it('takes up a dead worker\u2019s job when its lease runs out, and the dead claim cannot complete it', async () => {
    const { id } = await enqueue(database.db, 'test-effect', { label: 'orphan' });
    const [dead] = await claimJobs(database.db, ['test-effect'], 'dead-worker', 10, 1_500);
    expect(dead.id).toBe(id);
    expect(await worker().drain()).toEqual({ ran: 0 }); // its lease still runs
    await new Promise((resolve) => setTimeout(resolve, 1_600));
    await worker({ leaseMs: 5_000 }).drain();
    expect(await jobRow(id)).toMatchObject({ status: 'completed', attempts: 2 });
    const { markCompleted } = await import('../../server/jobs/claims.ts');
    expect(await markCompleted(database.db, dead, { late: true })).toBe(false);
    expect((await effects('orphan')).filter((effect) => effect.note === 'done')).toHaveLength(1);
  });

  it('fails a job whose worker died on its last attempt', async () => {
    const { id } = await enqueue(database.db, 'test-flaky', { label: 'died-last' }, { maxAttempts: 1 });
    await claimJobs(database.db, ['test-flaky'], 'dead-worker', 10, 50);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await worker().drain();
    expect(await jobRow(id)).toMatchObject({ status: 'failed', last_error: 'The worker running this job stopped during its last attempt' });
    expect((await effects('died-last')).map((effect) => effect.note)).toEqual(['failed: The worker running this job stopped during its last attempt']);
  });

  it('drains on shutdown: waits for running jobs, gives back those that run too long', async () => {
    const quick = await enqueue(database.db, 'test-effect', { label: 'drain-quick', sleepMs: 300 });
    const long = await enqueue(database.db, 'test-effect', { label: 'drain-long', sleepMs: 60_000 });
    const running = worker({ drainMs: 2_000 });
    running.start();
    await waitFor(async () => (await effects('drain-long')).length > 0 && (await effects('drain-quick')).length > 0, 5_000, 'both jobs to start');
    const stopping = Date.now();
    await running.stop();
    expect(Date.now() - stopping).toBeLessThan(6_000);
    expect(await jobRow(quick.id)).toMatchObject({ status: 'completed' });
    // Given back whole: queued again, its attempt not spent, no claim left on it.
    expect(await jobRow(long.id)).toMatchObject({ status: 'queued', attempts: 0, locked_by: null });
    // And nothing new was claimed while stopping.
    const later = await enqueue(database.db, 'test-effect', { label: 'after-stop' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await jobRow(later.id)).status).toBe('queued');
    await database.db.execute(sql`delete from jobs where id in (${long.id}, ${later.id})`);
  });

  it('runs each job once with two workers on their own connections', async () => {
    const second = url ? await openPostgres(url, 4) : null;
    try {
      const ids: number[] = [];
      await database.db.transaction(async (tx) => {
        for (let k = 0; k < 60; k++) ids.push((await enqueue(tx, 'test-effect', { label: 'pair', sleepMs: 5 })).id);
      });
      const a = worker({ concurrency: 3 });
      const b = worker({ concurrency: 3 }, second?.db ?? database.db);
      a.start();
      b.start();
      await waitFor(
        async () => Number((await selectRows<{ n: number }>(database.db, sql`select count(*)::int as n from jobs where queue = 'test-effect' and status = 'completed' and payload->>'label' = 'pair'`))[0].n) === 60,
        20_000,
        'the 60 jobs',
      );
      await Promise.all([a.stop(), b.stop()]);
      const runs = await effects('pair');
      for (const note of ['started', 'done']) {
        const perJob = new Map<number, number>();
        for (const run of runs.filter((effect) => effect.note === note)) perJob.set(run.job_id, (perJob.get(run.job_id) ?? 0) + 1);
        expect([...perJob.keys()].sort((x, y) => x - y), note).toEqual(ids);
        expect([...perJob.values()].every((count) => count === 1), note).toBe(true);
      }
    } finally {
      await second?.close();
    }
  });
});

describe('a server process killed with SIGKILL mid-job', () => {
  /** Starts tests/server/fixtures/jobChild.ts on the database, resolves once it is running a job. */
  function startChild(env: Record<string, string>) {
    const child = spawn(process.execPath, ['--import', 'tsx', 'tests/server/fixtures/jobChild.ts'], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const midJob = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`the worker process did not start a job: ${output}`)), 30_000);
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('mid-job')) {
          clearTimeout(timer);
          resolve();
        }
      });
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    });
    const exited = new Promise<NodeJS.Signals | null>((resolve) => child.on('exit', (_code, signal) => resolve(signal)));
    return { child, midJob, exited };
  }

  it('completes the job exactly once after a restart', async () => {
    if (onPostgres && url) {
      const { id } = await enqueue(database.db, 'test-effect', { label: 'killed', sleepMsFirstAttempt: 60_000 });
      const { child, midJob, exited } = startChild({ DATABASE_URL: url, LEASE_MS: '600' });
      await midJob;
      child.kill('SIGKILL');
      expect(await exited).toBe('SIGKILL');
      expect((await jobRow(id)).status).toBe('running');
      const restarted = worker({ leaseMs: 600 });
      restarted.start();
      await waitFor(async () => (await jobRow(id)).status === 'completed', 10_000, 'the job to complete after the restart');
      await restarted.stop();
      expect(await jobRow(id)).toMatchObject({ status: 'completed', attempts: 2 });
      expect((await effects('killed')).map((effect) => `${effect.note}#${effect.attempt}`)).toEqual(['started#1', 'started#2', 'done#2']);
      return;
    }
    // Embedded: the child owns a data directory; after the kill the restarted process opens it again.
    const dir = mkdtempSync(join(tmpdir(), 'lsm-jobs-kill-'));
    try {
      const seed = await openPglite(dir, new Blob([readFileSync(inject('pgliteDumpPath')!)]));
      await seed.db.execute(EFFECTS_TABLE);
      const { id } = await enqueue(seed.db, 'test-effect', { label: 'killed', sleepMsFirstAttempt: 60_000 });
      await seed.close();
      const { child, midJob, exited } = startChild({ PGLITE_DIR: dir, LEASE_MS: '60000' });
      await midJob;
      child.kill('SIGKILL');
      expect(await exited).toBe('SIGKILL');
      const reopened = await openPglite(dir);
      try {
        // The embedded database is this process's alone, so what was running is taken up at once.
        const restarted = worker({ exclusive: true, leaseMs: 60_000 }, reopened.db);
        restarted.start();
        await waitFor(async () => (await jobRow(id, reopened.db)).status === 'completed', 10_000, 'the job to complete after the restart');
        await restarted.stop();
        expect(await jobRow(id, reopened.db)).toMatchObject({ status: 'completed', attempts: 2 });
        expect((await effects('killed', reopened.db)).map((effect) => `${effect.note}#${effect.attempt}`)).toEqual(['started#1', 'started#2', 'done#2']);
      } finally {
        await reopened.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 90_000);
});

describe('CSV ingestions left running by a crash', () => {
  it('are failed at start and their spool files removed; a live one is left alone', async () => {
    const spool = join(tmpdir(), `lsm-ingestion-${'ab12'.repeat(4)}.csv`);
    writeFileSync(spool, 'name,price\n');
    const insert = (payload: object, lease: string) =>
      selectRows<{ id: number }>(
        database.db,
        sql`insert into jobs (queue, payload, status, attempts, max_attempts, locked_at, locked_by, locked_until)
            values ('ingestion', ${JSON.stringify(payload)}::jsonb, 'running', 1, 1, now(), 'http', now() + ${sql.raw(`interval '${lease}'`)}) returning id`,
      );
    const [dead] = await insert({ store_id: 1, spool_path: spool }, '-1 second');
    const [live] = await insert({ store_id: 1, spool_path: '/etc/hostname' }, '1 minute');
    const [outside] = await insert({ store_id: 1, spool_path: '/etc/hostname' }, '-1 second');
    const started = worker();
    started.start();
    await started.stop();
    expect(await jobRow(dead.id)).toMatchObject({ status: 'failed', last_error: INTERRUPTED_INGESTION });
    expect(existsSync(spool)).toBe(false);
    expect((await jobRow(live.id)).status).toBe('running');
    // A row naming a file that is not an ingestion spool file is failed, and the file left alone.
    expect((await jobRow(outside.id)).status).toBe('failed');
    expect(existsSync('/etc/hostname')).toBe(true);
  });
});

describe('the app', () => {
  it('runs no job by itself when the worker is off, and drains on demand', async () => {
    const t = await createTestApp({ jobs: { worker: false, extraHandlers: TEST_HANDLERS } });
    try {
      await t.database.db.execute(EFFECTS_TABLE);
      await t.app.jobs.drain(); // the demo data's own push
      const { id } = await enqueue(t.database.db, 'test-effect', { label: 'app' });
      await t.app.ready();
      await new Promise((resolve) => setTimeout(resolve, 600));
      expect((await jobRow(id, t.database.db)).status).toBe('queued');
      expect(await t.app.jobs.drain()).toEqual({ ran: 1 });
      expect((await jobRow(id, t.database.db)).status).toBe('completed');
    } finally {
      await t.close();
    }
  });

  it('runs jobs in the background when the worker is on', async () => {
    const t = await createTestApp({ jobs: { worker: true, pollMs: 20, extraHandlers: TEST_HANDLERS } });
    try {
      await t.database.db.execute(EFFECTS_TABLE);
      await t.app.ready();
      const { id } = await enqueue(t.database.db, 'test-effect', { label: 'app-background' });
      t.app.jobs.wake();
      await waitFor(async () => (await jobRow(id, t.database.db)).status === 'completed', 5_000, 'the background worker');
    } finally {
      await t.close();
    }
  });
});
