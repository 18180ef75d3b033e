import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/** Lease of work that runs outside the worker but is recorded in the jobs table (CSV ingestion). */
export const OUTSIDE_LEASE_MS = 60_000;

/**
 * Keeps renewing the lease of a running jobs row until the returned function is called, so a sweep
 * can tell a live run (lease renewed) from one whose process died (lease out).
 */
export function holdLease(db: Db, jobId: number, leaseMs = OUTSIDE_LEASE_MS): () => void {
  const timer = setInterval(() => {
    db.execute(sql`update jobs set locked_until = now() + ${leaseMs} * interval '1 millisecond' where id = ${jobId} and status = 'running'`).catch(
      () => undefined, // a missed renewal only shortens the lease; the next one restores it
    );
  }, Math.floor(leaseMs / 3));
  timer.unref();
  return () => clearInterval(timer);
}
