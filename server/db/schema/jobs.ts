import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './common.ts';

export const JOB_STATUSES = ['queued', 'running', 'completed', 'failed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/**
 * Durable background jobs (server/jobs), claimed with FOR UPDATE SKIP LOCKED by any server instance.
 * `queue` is the job's kind. A running job holds a lease (`locked_until`) that its worker renews; a job
 * whose lease ran out belongs to a worker that died and is claimed again. `locked_by` names the claim
 * (worker and claim number), so a worker that lost its lease cannot finish the job another one took.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    queue: text('queue').notNull(),
    payload: jsonb('payload').notNull(),
    status: text('status').$type<JobStatus>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(3),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    lockedBy: text('locked_by'),
    /** end of the running claim's lease; renewed by the worker's heartbeat */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** at most one queued or running job per kind and key */
    dedupeKey: text('dedupe_key'),
    lastError: text('last_error'),
    result: jsonb('result'),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('jobs_claim').on(t.queue, t.status, t.runAt),
    uniqueIndex('jobs_dedupe')
      .on(t.queue, t.dedupeKey)
      .where(sql`${t.dedupeKey} is not null and ${t.status} in ('queued', 'running')`),
  ],
);
