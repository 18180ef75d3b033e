import type { Db } from '../db/client.ts';
import type { BackoffPolicy } from './backoff.ts';
import type { JobKind, JobPayloads } from './kinds.ts';

/** The job as its handler sees it. */
export interface JobInfo<P> {
  id: number;
  kind: string;
  payload: P;
  /** 1 on the first run */
  attempt: number;
  maxAttempts: number;
  createdAt: Date;
}

export interface JobContext<P> {
  job: JobInfo<P>;
  db: Db;
  /** aborted when the attempt times out, the worker loses the job or shuts down: stop and return */
  signal: AbortSignal;
  /**
   * Runs `work` and the job's completion in one transaction. Nothing commits when another worker has
   * taken the job meanwhile (this one's lease ran out): effects written here happen exactly once.
   * A handler that returns without calling it is completed without further writes.
   */
  complete(work?: (tx: Db) => Promise<void>, result?: unknown): Promise<void>;
}

/** One kind of job: one file in server/jobs/handlers/. */
export interface JobHandler<K extends JobKind> {
  kind: K;
  /** time limit of one attempt; running over it counts as a transient failure */
  timeoutMs: number;
  backoff?: BackoffPolicy;
  /**
   * Throws JobRefusal for a permanent failure (not retried), JobNotReady to be run again later, any other
   * error for a transient one (retried with backoff).
   */
  run(context: JobContext<JobPayloads[K]>): Promise<void>;
  /** in the transaction that schedules another attempt after a transient failure */
  onRetry?(tx: Db, job: JobInfo<JobPayloads[K]>, error: string): Promise<void>;
  /** in the transaction that marks the job failed for good (refused, out of attempts, or its worker died on the last one) */
  onFailure?(tx: Db, job: JobInfo<JobPayloads[K]>, error: string, details?: unknown): Promise<void>;
}

/** A handler with its payload type erased, as the worker holds it. */
export interface RegisteredHandler {
  kind: string;
  timeoutMs: number;
  backoff?: BackoffPolicy;
  run(context: JobContext<unknown>): Promise<void>;
  onRetry(tx: Db, job: JobInfo<unknown>, error: string): Promise<void>;
  onFailure(tx: Db, job: JobInfo<unknown>, error: string, details?: unknown): Promise<void>;
}

/**
 * Registers a handler. The worker only hands it payloads that `enqueue` wrote for its kind, whose type
 * JobPayloads fixes, hence the casts.
 */
export function defineJobHandler<K extends JobKind>(handler: JobHandler<K>): RegisteredHandler {
  type P = JobPayloads[K];
  return {
    kind: handler.kind,
    timeoutMs: handler.timeoutMs,
    backoff: handler.backoff,
    run: (context) => handler.run(context as JobContext<P>),
    onRetry: async (tx, job, error) => handler.onRetry?.(tx, job as JobInfo<P>, error),
    onFailure: async (tx, job, error, details) => handler.onFailure?.(tx, job as JobInfo<P>, error, details),
  };
}
