/**
 * Runs at most `width` pieces of work at once. `add` waits for a free lane, so whoever feeds it is
 * held back while every lane is busy. After a failure nothing more starts; `drain` waits for the work
 * still running and then throws the first failure.
 */
export class Lanes {
  private readonly running = new Set<Promise<void>>();
  private failure: { error: unknown } | null = null;

  constructor(private readonly width: number) {}

  async add(work: () => Promise<void>): Promise<void> {
    while (this.running.size >= this.width) await Promise.race(this.running);
    if (this.failure) return this.drain();
    const done: Promise<void> = work()
      .catch((error: unknown) => {
        this.failure ??= { error };
      })
      .finally(() => this.running.delete(done));
    this.running.add(done);
  }

  async drain(): Promise<void> {
    await Promise.all(this.running);
    if (this.failure) throw this.failure.error;
  }
}
