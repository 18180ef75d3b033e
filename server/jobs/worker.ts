import { sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { Db } from '../db/client.ts';
import { DEFAULT_BACKOFF, backoffDelay } from './backoff.ts';
import { claimAbandoned, claimJobs, markCompleted, markFailed, markQueued, nextDueIn, renewLeases, type Claim } from './claims.ts';
import { JobNotReady, JobRefusal, JobTimeout, LeaseLost, WorkerStopping, errorMessage } from './errors.ts';
import type { JobContext, JobInfo, RegisteredHandler } from './handler.ts';
import { sweep, type SweepOptions } from './sweep.ts';

export interface JobLog {
  debug(details: object, message: string): void;
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

const SILENT: JobLog = { debug() {}, info() {}, warn() {}, error() {} };

export interface WorkerOptions {
  /** jobs run at once by this worker */
  concurrency?: number;
  /** how often an idle worker looks for due jobs */
  pollMs?: number;
  /** a running job's lease; renewed every third of it. A dead worker's jobs are taken up once it runs out */
  leaseMs?: number;
  /** how long a shutdown waits for running jobs before giving them back to the queue */
  drainMs?: number;
  /** how often lost jobs are failed, dead CSV ingestions reaped and old finished jobs deleted */
  sweepMs?: number;
  /**
   * This process is the only one using the database (embedded PGlite): at start every running job is an
   * orphan of the previous run and is taken up at once instead of when its lease runs out.
   */
  exclusive?: boolean;
  sweep?: SweepOptions;
  log?: JobLog;
}

export interface DrainOptions {
  /** also wait for jobs due within this many milliseconds (backoffs, partners still processing) */
  waitMs?: number;
  /** stop after this many jobs (a job that keeps coming back must not loop a test forever) */
  maxJobs?: number;
}

interface Running {
  controller: AbortController;
  done: Promise<void>;
}

const infoOf = (claim: Claim): JobInfo<unknown> => ({
  id: claim.id,
  kind: claim.kind,
  payload: claim.payload,
  attempt: claim.attempt,
  maxAttempts: claim.maxAttempts,
  createdAt: claim.createdAt,
});

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs jobs from the jobs table: claims due ones (SKIP LOCKED, so any number of workers in any number of
 * processes share one queue), runs each under a time limit while renewing its lease, and records the
 * outcome fenced by the claim. Start/stop for the server; `drain` runs the due jobs and returns, for tests.
 */
export class JobWorker {
  readonly id = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  private readonly handlers: Map<string, RegisteredHandler>;
  private readonly kinds: string[];
  private readonly concurrency: number;
  private readonly pollMs: number;
  private readonly leaseMs: number;
  private readonly drainMs: number;
  private readonly sweepMs: number;
  private readonly log: JobLog;
  private readonly running = new Map<string, Running>();
  private loop: Promise<void> | null = null;
  private stopping = false;
  private wakeUp: (() => void) | null = null;
  private timers: NodeJS.Timeout[] = [];

  constructor(
    private readonly db: Db,
    handlers: readonly RegisteredHandler[],
    private readonly options: WorkerOptions = {},
  ) {
    this.handlers = new Map(handlers.map((handler) => [handler.kind, handler]));
    if (this.handlers.size !== handlers.length) throw new Error('Two job handlers share a kind');
    this.kinds = [...this.handlers.keys()];
    this.concurrency = options.concurrency ?? 4;
    this.pollMs = options.pollMs ?? 500;
    this.leaseMs = options.leaseMs ?? 30_000;
    this.drainMs = options.drainMs ?? 10_000;
    this.sweepMs = options.sweepMs ?? 30_000;
    this.log = options.log ?? SILENT;
  }

  /** Starts claiming in the background (after taking up what a previous run left behind). */
  start(): void {
    if (this.loop) return;
    this.stopping = false;
    this.timers.push(setInterval(() => void this.heartbeat(), Math.max(50, Math.floor(this.leaseMs / 3))));
    this.timers.push(setInterval(() => void this.sweepSafely(), this.sweepMs));
    this.loop = this.startUp().then(() => this.claimLoop());
  }

  /** Stops claiming, waits for running jobs up to drainMs, then gives the rest back to the queue. */
  async stop(): Promise<void> {
    this.stopping = true;
    this.wake();
    await this.loop;
    this.loop = null;
    const finished = Promise.all([...this.running.values()].map((run) => run.done));
    const timer = new Promise<'late'>((resolve) => this.timers.push(setTimeout(() => resolve('late'), this.drainMs)));
    if ((await Promise.race([finished, timer])) === 'late') {
      this.log.warn({ jobs: this.running.size }, 'shutdown: giving unfinished jobs back to the queue');
      for (const run of this.running.values()) run.controller.abort(new WorkerStopping());
      await finished;
    }
    for (const timer of this.timers) clearTimeout(timer);
    this.timers = [];
  }

  /** Looks for due jobs now (after a local enqueue committed) instead of at the next poll. */
  wake(): void {
    this.wakeUp?.();
  }

  /**
   * Runs every due job in this process and returns when none is left (with waitMs, also those due
   * within that time). For tests and tools; do not use it while the background loop runs.
   */
  async drain(options: DrainOptions = {}): Promise<{ ran: number }> {
    const maxJobs = options.maxJobs ?? 10_000;
    let ran = 0;
    const heartbeat = setInterval(() => void this.heartbeat(), Math.max(50, Math.floor(this.leaseMs / 3)));
    try {
      await this.sweepSafely();
      while (ran < maxJobs) {
        const claims = await claimJobs(this.db, this.kinds, this.id, Math.min(this.concurrency, maxJobs - ran), this.leaseMs);
        if (claims.length) {
          ran += claims.length;
          for (const claim of claims) this.track(claim);
          await Promise.all([...this.running.values()].map((run) => run.done));
          continue;
        }
        const wait = options.waitMs ? await nextDueIn(this.db, this.kinds) : null;
        if (wait === null || wait > (options.waitMs ?? 0)) break;
        await sleep(wait + 5);
      }
    } finally {
      clearInterval(heartbeat);
    }
    return { ran };
  }

  private async startUp(): Promise<void> {
    try {
      if (this.options.exclusive) await this.db.execute(expireAllLeases);
    } catch (error) {
      this.log.error({ err: error }, 'jobs: could not release the previous run\u2019s jobs');
    }
    await this.sweepSafely();
  }

  private async claimLoop(): Promise<void> {
    while (!this.stopping) {
      const free = this.concurrency - this.running.size;
      let claimed = 0;
      if (free > 0) {
        try {
          const claims = await claimJobs(this.db, this.kinds, this.id, free, this.leaseMs);
          claimed = claims.length;
          for (const claim of claims) this.track(claim);
        } catch (error) {
          this.log.error({ err: error }, 'jobs: claiming failed');
        }
      }
      // A full batch means more may be waiting: claim again as soon as a slot frees up.
      if (claimed > 0 && claimed === free) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, this.pollMs);
        this.wakeUp = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.wakeUp = null;
    }
  }

  private track(claim: Claim): void {
    const controller = new AbortController();
    const done = this.execute(claim, controller).finally(() => {
      this.running.delete(claim.claim);
      this.wake();
    });
    this.running.set(claim.claim, { controller, done });
  }

  private async heartbeat(): Promise<void> {
    const claims = [...this.running.keys()];
    if (claims.length === 0) return;
    try {
      const renewed = await renewLeases(this.db, claims, this.leaseMs);
      for (const claim of claims) {
        if (!renewed.has(claim) && this.running.has(claim)) this.running.get(claim)!.controller.abort(new LeaseLost());
      }
    } catch (error) {
      this.log.error({ err: error }, 'jobs: renewing leases failed');
    }
  }

  private async sweepSafely(): Promise<void> {
    try {
      await sweep(this.db, this.kinds, this.options.sweep);
      for (const claim of await claimAbandoned(this.db, this.kinds, this.id, this.leaseMs)) {
        await this.fail(claim, this.handlers.get(claim.kind)!, 'The worker running this job stopped during its last attempt');
      }
    } catch (error) {
      this.log.error({ err: error }, 'jobs: sweep failed');
    }
  }

  /** Runs one claimed job to an outcome; never throws. */
  private async execute(claim: Claim, controller: AbortController): Promise<void> {
    const handler = this.handlers.get(claim.kind)!;
    const job = infoOf(claim);
    let completed = false;
    const context: JobContext<unknown> = {
      job,
      db: this.db,
      signal: controller.signal,
      complete: async (work, result) => {
        if (completed) return;
        // An attempt that timed out or was given back must not complete late.
        if (controller.signal.aborted) throw controller.signal.reason instanceof Error ? controller.signal.reason : new LeaseLost();
        await this.db.transaction(async (tx) => {
          if (!(await markCompleted(tx, claim, result))) throw new LeaseLost();
          if (work) await work(tx);
        });
        completed = true;
      },
    };
    try {
      await runWithin(handler.run(context), handler.timeoutMs, controller);
      if (!completed) await context.complete();
      this.log.debug({ job: claim.id, kind: claim.kind, attempt: claim.attempt }, 'job completed');
    } catch (error) {
      if (completed) return;
      await this.settleFailure(claim, handler, job, error);
    }
  }

  private async settleFailure(claim: Claim, handler: RegisteredHandler, job: JobInfo<unknown>, error: unknown): Promise<void> {
    const message = errorMessage(error);
    try {
      if (error instanceof LeaseLost) {
        this.log.warn({ job: claim.id, kind: claim.kind }, 'job taken over by another worker');
      } else if (error instanceof WorkerStopping) {
        await markQueued(this.db, claim, 0, null, false);
      } else if (error instanceof JobNotReady) {
        await markQueued(this.db, claim, error.retryInMs, null, false);
      } else if (error instanceof JobRefusal) {
        await this.fail(claim, handler, message, error.details);
      } else if (claim.attempt >= claim.maxAttempts) {
        await this.fail(claim, handler, message);
      } else {
        const delay = backoffDelay(handler.backoff ?? DEFAULT_BACKOFF, claim.attempt, claim.id);
        await this.db.transaction(async (tx) => {
          if (!(await markQueued(tx, claim, delay, message, true))) return;
          await handler.onRetry(tx, job, message);
        });
        this.log.warn({ job: claim.id, kind: claim.kind, attempt: claim.attempt, retryInMs: delay, err: message }, 'job failed, will retry');
      }
    } catch (settleError) {
      // The lease runs out and the job is taken up again: nothing is lost.
      this.log.error({ job: claim.id, err: settleError }, 'jobs: could not record the outcome');
    }
  }

  private async fail(claim: Claim, handler: RegisteredHandler, message: string, details?: unknown): Promise<void> {
    const job = infoOf(claim);
    await this.db.transaction(async (tx) => {
      if (!(await markFailed(tx, claim, message, details))) return;
      await handler.onFailure(tx, job, message, details);
    });
    this.log.warn({ job: claim.id, kind: claim.kind, attempt: claim.attempt, err: message }, 'job failed');
  }
}

const expireAllLeases = sql`update jobs set locked_until = now() - interval '1 millisecond' where status = 'running' and locked_until is not null`;

/** The handler's promise, or a rejection when the time limit passes or the controller aborts first. */
function runWithin(work: Promise<void>, limitMs: number, controller: AbortController): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const onAbort = () => reject(controller.signal.reason instanceof Error ? controller.signal.reason : new Error('Aborted'));
    if (controller.signal.aborted) return onAbort();
    controller.signal.addEventListener('abort', onAbort, { once: true });
    const timer = setTimeout(() => controller.abort(new JobTimeout(limitMs)), limitMs);
    work.then(resolve, reject).finally(() => {
      clearTimeout(timer);
      controller.signal.removeEventListener('abort', onAbort);
    });
  });
}
