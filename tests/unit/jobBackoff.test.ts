import { describe, expect, it } from 'vitest';
import { backoffDelay } from '../../server/jobs/backoff.ts';

describe('job backoff', () => {
  const policy = { baseMs: 1_000, maxMs: 60_000 };

  it('doubles with each attempt, within ±10 %', () => {
    for (const [attempt, expected] of [[1, 1_000], [2, 2_000], [3, 4_000], [5, 16_000]] as const) {
      const delay = backoffDelay(policy, attempt, 42);
      expect(delay).toBeGreaterThanOrEqual(expected * 0.9);
      expect(delay).toBeLessThanOrEqual(expected * 1.1);
    }
  });

  it('never waits longer than the cap', () => {
    expect(backoffDelay(policy, 30, 7)).toBeLessThanOrEqual(60_000);
    expect(backoffDelay(policy, 30, 7)).toBeGreaterThanOrEqual(54_000);
  });

  it('is the same for the same job and attempt, and spreads different jobs', () => {
    expect(backoffDelay(policy, 3, 11)).toBe(backoffDelay(policy, 3, 11));
    const delays = new Set(Array.from({ length: 20 }, (_, id) => backoffDelay(policy, 3, id + 1)));
    expect(delays.size).toBeGreaterThan(10);
  });
});
