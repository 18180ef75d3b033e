import { describe, expect, it } from 'vitest';
import { againOnDeadlock } from '../../server/db/againOnDeadlock.ts';

const deadlock = () => Object.assign(new Error('Failed query'), { cause: Object.assign(new Error('deadlock detected'), { code: '40P01' }) });

/** A transaction that fails with each of `failures` in turn, then answers how many times it ran. */
function flaky(failures: Error[]) {
  let runs = 0;
  return {
    run: async () => {
      runs++;
      const failure = failures.shift();
      if (failure) throw failure;
      return runs;
    },
    runs: () => runs,
  };
}

describe('againOnDeadlock', () => {
  it('runs a transaction PostgreSQL aborted to break a deadlock again, until it commits', async () => {
    const work = flaky([deadlock(), deadlock()]);
    await expect(againOnDeadlock(work.run)).resolves.toBe(3);
  });

  it('gives up after its attempts, throwing the deadlock', async () => {
    const work = flaky([deadlock(), deadlock(), deadlock()]);
    await expect(againOnDeadlock(work.run)).rejects.toThrow('Failed query');
    expect(work.runs()).toBe(3);
  });

  it('never runs again after any other failure', async () => {
    const work = flaky([Object.assign(new Error('duplicate key'), { code: '23505' })]);
    await expect(againOnDeadlock(work.run)).rejects.toThrow('duplicate key');
    expect(work.runs()).toBe(1);
  });
});
