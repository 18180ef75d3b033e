import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { selectRows } from '../db/rows.ts';
import type { JobKind, JobPayloads } from './kinds.ts';

export const DEFAULT_MAX_ATTEMPTS = 5;

export interface EnqueueOptions {
  /** run no earlier than this many milliseconds from now (database clock) */
  delayMs?: number;
  maxAttempts?: number;
  /**
   * At most one queued or running job per kind and key: enqueueing again while one is waiting or running
   * adds nothing and answers the existing job.
   */
  dedupeKey?: string;
}

export interface Enqueued {
  id: number;
  /** false when a job with the same de-duplication key was already waiting or running */
  created: boolean;
}

/**
 * Writes a job in the caller's transaction: the job exists if and only if the caller's change commits.
 * Pass the transaction (`tx`), not the database, when there is a change to go with it.
 */
export async function enqueue<K extends JobKind>(tx: Db, kind: K, payload: JobPayloads[K], options: EnqueueOptions = {}): Promise<Enqueued> {
  const maxAttempts = options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  const runAt = sql`now() + ${options.delayMs ?? 0} * interval '1 millisecond'`;
  const values = sql`(${kind}, ${JSON.stringify(payload)}::jsonb, ${maxAttempts}, ${runAt}, ${options.dedupeKey ?? null})`;
  const inserted = await selectRows<{ id: number }>(
    tx,
    options.dedupeKey === undefined
      ? sql`insert into jobs (queue, payload, max_attempts, run_at, dedupe_key) values ${values} returning id`
      : sql`insert into jobs (queue, payload, max_attempts, run_at, dedupe_key) values ${values}
            on conflict (queue, dedupe_key) where dedupe_key is not null and status in ('queued', 'running') do nothing
            returning id`,
  );
  if (inserted.length) return { id: inserted[0].id, created: true };
  const [existing] = await selectRows<{ id: number }>(
    tx,
    sql`select id from jobs where queue = ${kind} and dedupe_key = ${options.dedupeKey!} and status in ('queued', 'running')`,
  );
  // The other job finished between the insert and this read: enqueue again.
  return existing ? { id: existing.id, created: false } : enqueue(tx, kind, payload, options);
}

/**
 * Writes many jobs of one kind in one statement, in the caller's transaction (bulk actions: one job per
 * cell of a selection). Answers each job's id with its payload.
 */
export async function enqueueMany<K extends JobKind>(
  tx: Db,
  kind: K,
  payloads: readonly JobPayloads[K][],
  options: Omit<EnqueueOptions, 'dedupeKey'> = {},
): Promise<{ id: number; payload: JobPayloads[K] }[]> {
  if (payloads.length === 0) return [];
  const maxAttempts = options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  const rows = await selectRows<{ id: number; payload: JobPayloads[K] }>(
    tx,
    sql`insert into jobs (queue, payload, max_attempts, run_at)
        select ${kind}, payload, ${maxAttempts}, now() + ${options.delayMs ?? 0} * interval '1 millisecond'
        from jsonb_array_elements(${JSON.stringify(payloads)}::jsonb) as payload
        returning id, payload`,
  );
  return rows;
}
