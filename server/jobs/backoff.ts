export interface BackoffPolicy {
  /** delay before the second attempt */
  baseMs: number;
  /** longest delay */
  maxMs: number;
}

export const DEFAULT_BACKOFF: BackoffPolicy = { baseMs: 2_000, maxMs: 10 * 60_000 };

/**
 * Delay before the next attempt after `attempt` failed (1-based): base × 2^(attempt-1), spread by
 * ±10 % from the job id so a burst of jobs failing together does not come back at the same instant, and capped.
 * Deterministic: the same job and attempt always wait the same time.
 */
export function backoffDelay(policy: BackoffPolicy, attempt: number, jobId: number): number {
  const exponential = policy.baseMs * 2 ** Math.max(0, attempt - 1);
  const spread = 0.9 + 0.2 * ((Math.imul(jobId ^ attempt, 2654435761) >>> 0) / 4294967296);
  return Math.round(Math.min(policy.maxMs, exponential * spread));
}
