import { describe, expect, it } from 'vitest';
import { Lanes } from '../../server/services/ingestion/lanes.ts';

const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('Lanes', () => {
  it('runs at most its width at once and holds the caller back while every lane is busy', async () => {
    const lanes = new Lanes(2);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    for (let i = 0; i < 6; i++) {
      await lanes.add(async () => {
        started.push(i);
        most = Math.max(most, ++running);
        await later(5);
        running--;
      });
      expect(started.length - 2).toBeLessThanOrEqual(i);
    }
    await lanes.drain();
    expect(most).toBe(2);
    expect(started).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('starts nothing after a failure and throws it once the running work has ended', async () => {
    const lanes = new Lanes(2);
    let finished = 0;
    await lanes.add(async () => {
      await later(1);
      throw new Error('write failed');
    });
    await lanes.add(async () => {
      await later(10);
      finished++;
    });
    await later(5);
    let ran = false;
    await expect(lanes.add(async () => void (ran = true))).rejects.toThrow('write failed');
    expect(ran).toBe(false);
    expect(finished).toBe(1);
    await expect(lanes.drain()).rejects.toThrow('write failed');
  });
});
