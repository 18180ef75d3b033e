// Progress lines with rows per second, at most one every two seconds per step.

export class Progress {
  private done = 0;
  private readonly started = performance.now();
  private lastPrint = 0;

  constructor(
    private readonly label: string,
    private readonly total: number,
  ) {}

  add(rows: number): void {
    this.done += rows;
    const now = performance.now();
    if (now - this.lastPrint > 2000 && this.done < this.total) {
      this.lastPrint = now;
      console.log(`  ${this.label}: ${this.done.toLocaleString('en-US')} / ${this.total.toLocaleString('en-US')} (${this.rate(now)} rows/s)`);
    }
  }

  finish(): number {
    const now = performance.now();
    const seconds = (now - this.started) / 1000;
    console.log(`  ${this.label}: ${this.done.toLocaleString('en-US')} rows in ${seconds.toFixed(1)} s (${this.rate(now)} rows/s)`);
    return seconds;
  }

  private rate(now: number): string {
    const seconds = Math.max(0.001, (now - this.started) / 1000);
    return Math.round(this.done / seconds).toLocaleString('en-US');
  }
}

export async function timed<T>(label: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work();
  console.log(`  ${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return result;
}
