// Peak resident memory of this process (the server runs in-process) while some work runs.

export interface MemoryPeak {
  startMb: number;
  peakMb: number;
  growthMb: number;
}

const mb = (bytes: number) => bytes / 1024 / 1024;

/** Samples process.memoryUsage().rss every 50 ms while `work` runs. */
export async function withRssSampling<T>(work: () => Promise<T>): Promise<{ result: T; memory: MemoryPeak }> {
  const start = process.memoryUsage().rss;
  let peak = start;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 50);
  try {
    const result = await work();
    peak = Math.max(peak, process.memoryUsage().rss);
    return { result, memory: { startMb: mb(start), peakMb: mb(peak), growthMb: mb(peak - start) } };
  } finally {
    clearInterval(timer);
  }
}
