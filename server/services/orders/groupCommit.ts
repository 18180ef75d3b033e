/**
 * Group commit: items arriving while earlier batches are being written wait and go together as the next batch, one
 * write (one statement, one commit) for all of them. Each caller gets its own item's answer once its batch is
 * written. A batch holds at most `maxBatch` items and no two with the same key (a later one waits for the next
 * batch, so it sees the first one written). When a batch fails, each half is written again on its own, down to
 * single items: a bad item fails alone, after a few more writes, and the others are written and answered.
 */
export class GroupCommit<In, Out> {
  private readonly queue: { item: In; resolve: (out: Out) => void; reject: (error: unknown) => void }[] = [];
  private inFlight = 0;
  private scheduled = false;

  constructor(
    private readonly write: (items: In[]) => Promise<Out[]>,
    private readonly options: { maxBatch: number; maxInFlight: number; keyOf: (item: In) => string },
  ) {}

  submit(item: In): Promise<Out> {
    return new Promise((resolve, reject) => {
      this.queue.push({ item, resolve, reject });
      this.schedule();
    });
  }

  /** Flushes after this event-loop turn, so the requests read in the same turn share a batch. */
  private schedule() {
    if (this.scheduled || this.inFlight >= this.options.maxInFlight) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      this.flush();
    });
  }

  private flush() {
    while (this.queue.length && this.inFlight < this.options.maxInFlight) {
      const keys = new Set<string>();
      const batch: typeof this.queue = [];
      for (let i = 0; i < this.queue.length && batch.length < this.options.maxBatch; ) {
        const key = this.options.keyOf(this.queue[i]!.item);
        if (keys.has(key)) {
          i++;
          continue;
        }
        keys.add(key);
        batch.push(...this.queue.splice(i, 1));
      }
      this.inFlight++;
      void this.run(batch).finally(() => {
        this.inFlight--;
        if (this.queue.length) this.schedule();
      });
    }
  }

  private async run(batch: typeof this.queue): Promise<void> {
    try {
      const answers = await this.write(batch.map((entry) => entry.item));
      batch.forEach((entry, k) => entry.resolve(answers[k]!));
    } catch (error) {
      if (batch.length === 1) return batch[0]!.reject(error);
      const half = Math.ceil(batch.length / 2);
      await Promise.all([this.run(batch.slice(0, half)), this.run(batch.slice(half))]);
    }
  }
}
