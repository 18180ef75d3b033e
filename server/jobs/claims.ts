import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { selectRows } from '../db/rows.ts';

/** A job this worker holds; `claim` (the jobs row's locked_by) fences every write about it. */
export interface Claim {
  id: number;
  kind: string;
  payload: unknown;
  attempt: number;
  maxAttempts: number;
  createdAt: Date;
  claim: string;
}

interface ClaimRow extends Record<string, unknown> {
  id: number;
  queue: string;
  payload: unknown;
  attempts: number;
  max_attempts: number;
  created_at: Date | string;
  locked_by: string;
}

const toClaim = (row: ClaimRow): Claim => ({
  id: row.id,
  kind: row.queue,
  payload: row.payload,
  attempt: row.attempts,
  maxAttempts: row.max_attempts,
  createdAt: row.created_at instanceof Date ? row.created_at : new Date(row.created_at),
  claim: row.locked_by,
});

const textList = (kinds: readonly string[]) => sql.join(kinds.map((kind) => sql`${kind}`), sql`, `);
const millis = (ms: number) => sql`${Math.max(0, Math.round(ms))} * interval '1 millisecond'`;

/**
 * Takes up to `limit` jobs of `kinds` that are due, or whose worker's lease ran out (that worker died),
 * oldest first. SKIP LOCKED: two workers never take the same row, and neither waits for the other.
 */
export async function claimJobs(db: Db, kinds: readonly string[], workerId: string, limit: number, leaseMs: number): Promise<Claim[]> {
  if (kinds.length === 0 || limit <= 0) return [];
  const rows = await selectRows<ClaimRow>(
    db,
    sql`with next as (
          select id from jobs
          where queue in (${textList(kinds)})
            and ((status = 'queued' and run_at <= now())
              or (status = 'running' and locked_until < now() and attempts < max_attempts))
          order by run_at, id
          limit ${limit}
          for update skip locked
        )
        update jobs j
        set status = 'running', attempts = j.attempts + 1, locked_at = now(), locked_until = now() + ${millis(leaseMs)},
            locked_by = ${workerId} || '/' || gen_random_uuid()::text
        from next where j.id = next.id
        returning j.id, j.queue, j.payload, j.attempts, j.max_attempts, j.created_at, j.locked_by`,
  );
  return rows.map(toClaim).sort((a, b) => a.id - b.id);
}

/** Extends the leases of the claims still held; answers those renewed (a missing one was lost). */
export async function renewLeases(db: Db, claims: readonly string[], leaseMs: number): Promise<Set<string>> {
  if (claims.length === 0) return new Set();
  const rows = await selectRows<{ locked_by: string }>(
    db,
    sql`update jobs set locked_until = now() + ${millis(leaseMs)}
        where status = 'running' and locked_by in (${textList(claims)}) returning locked_by`,
  );
  return new Set(rows.map((row) => row.locked_by));
}

/** Applies `change` to the job if this claim still holds it; false when it does not. */
async function fenced(db: Db, claim: Claim, change: SQL): Promise<boolean> {
  const rows = await selectRows<{ id: number }>(
    db,
    sql`update jobs set ${change} where id = ${claim.id} and locked_by = ${claim.claim} and status = 'running' returning id`,
  );
  return rows.length === 1;
}

const unlocked = sql`locked_by = null, locked_until = null`;

export const markCompleted = (db: Db, claim: Claim, result: unknown) =>
  fenced(db, claim, sql`status = 'completed', ${unlocked}, finished_at = now(), result = ${result === undefined ? null : JSON.stringify(result)}::jsonb`);

export const markFailed = (db: Db, claim: Claim, error: string, details: unknown) =>
  fenced(
    db,
    claim,
    sql`status = 'failed', ${unlocked}, finished_at = now(), last_error = ${error}, result = ${details === undefined ? null : JSON.stringify(details)}::jsonb`,
  );

/** Back to the queue after `delayMs`; `countAttempt` false gives the attempt back (a wait, a shutdown). */
export const markQueued = (db: Db, claim: Claim, delayMs: number, error: string | null, countAttempt: boolean) =>
  fenced(
    db,
    claim,
    sql`status = 'queued', ${unlocked}, run_at = now() + ${millis(delayMs)}, last_error = coalesce(${error}, last_error)
        ${countAttempt ? sql`` : sql`, attempts = attempts - 1`}`,
  );

/** Milliseconds until the next waiting job of `kinds` is due (0 when one is due now), null when none waits. */
export async function nextDueIn(db: Db, kinds: readonly string[]): Promise<number | null> {
  if (kinds.length === 0) return null;
  const [row] = await selectRows<{ wait: number | null }>(
    db,
    sql`select (extract(epoch from (min(run_at) - now())) * 1000)::float8 as wait
        from jobs where status = 'queued' and queue in (${textList(kinds)})`,
  );
  return row?.wait == null ? null : Math.max(0, Number(row.wait));
}

/** Running jobs of `kinds` whose worker died on their last attempt (lease out, no attempt left). */
export async function claimAbandoned(db: Db, kinds: readonly string[], workerId: string, leaseMs: number): Promise<Claim[]> {
  if (kinds.length === 0) return [];
  const rows = await selectRows<ClaimRow>(
    db,
    sql`with dead as (
          select id from jobs
          where queue in (${textList(kinds)}) and status = 'running' and locked_until < now() and attempts >= max_attempts
          limit 100
          for update skip locked
        )
        update jobs j set locked_until = now() + ${millis(leaseMs)}, locked_by = ${workerId} || '/' || gen_random_uuid()::text
        from dead where j.id = dead.id
        returning j.id, j.queue, j.payload, j.attempts, j.max_attempts, j.created_at, j.locked_by`,
  );
  return rows.map(toClaim);
}
