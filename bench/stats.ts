// Latency summaries: nearest-rank percentiles over every recorded sample.

export interface LatencySummary {
  p50: number;
  p95: number;
  p99: number;
  /** completed operations per second */
  rate: number;
  count: number;
  errors: number;
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank]!;
}

export function summarise(samples: readonly number[], seconds: number, errors = 0): LatencySummary {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    rate: samples.length / Math.max(seconds, 0.001),
    count: samples.length,
    errors,
  };
}
