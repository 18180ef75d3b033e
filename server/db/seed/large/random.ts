// Fast seeded draws for the hot loops (faker itself is seeded for names and addresses).
import { prng } from '../demo/util.ts';

export interface Random {
  next(): number;
  int(min: number, max: number): number;
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** weights need not sum to 1 */
  weighted<T>(choices: readonly (readonly [T, number])[]): T;
}

export function random(seed: number): Random {
  const next = prng(seed);
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    chance: (p) => next() < p,
    pick: (items) => items[Math.floor(next() * items.length)]!,
    weighted: (choices) => {
      const total = choices.reduce((sum, [, w]) => sum + w, 0);
      let draw = next() * total;
      for (const [value, weight] of choices) {
        draw -= weight;
        if (draw < 0) return value;
      }
      return choices[choices.length - 1]![0];
    },
  };
}
