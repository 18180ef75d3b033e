import { describe, expect, it } from 'vitest';
import { sharedReads } from '../../server/db/sharedReads.ts';

/** A read whose runs are counted and end when the test says: each run answers its own number. */
function controlledRead() {
  const ends: (() => void)[] = [];
  let runs = 0;
  return {
    read: () =>
      new Promise<number>((resolve) => {
        const run = ++runs;
        ends.push(() => resolve(run));
      }),
    endRun: (index: number) => ends[index](),
    runs: () => runs,
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('sharedReads', () => {
  it('answers the identical reads asked during a run from that run', async () => {
    const shared = sharedReads<number>();
    const work = controlledRead();
    const asked = [shared('k', work.read)];
    await settle();
    asked.push(shared('k', work.read), shared('k', work.read));
    await settle();
    expect(work.runs()).toBe(1);
    work.endRun(0);
    await expect(Promise.all(asked)).resolves.toEqual([1, 1, 1]);
  });

  it('runs reads of other keys on their own, and runs again once the run has ended', async () => {
    const shared = sharedReads<number>();
    const work = controlledRead();
    const a = shared('a', work.read);
    const b = shared('b', work.read);
    await settle();
    expect(work.runs()).toBe(2);
    work.endRun(0);
    work.endRun(1);
    await expect(Promise.all([a, b])).resolves.toEqual([1, 2]);

    const later = shared('a', work.read);
    await settle();
    expect(work.runs()).toBe(3);
    work.endRun(2);
    await expect(later).resolves.toBe(3);
  });

  it('fails everyone who joined a failed run, and the next ask runs again', async () => {
    const shared = sharedReads<number>();
    let calls = 0;
    const failingOnce = async () => {
      calls++;
      await settle();
      if (calls === 1) throw new Error('read failed');
      return calls;
    };
    const first = shared('k', failingOnce);
    const joined = shared('k', failingOnce);
    await expect(first).rejects.toThrow('read failed');
    await expect(joined).rejects.toThrow('read failed');
    await expect(shared('k', failingOnce)).resolves.toBe(2);
  });
});
