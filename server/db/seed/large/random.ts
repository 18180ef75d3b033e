// Fast seeded draws for the hot loops (faker itself is seeded for names and addresses).
import { prng } from '../demo/util.ts';

export interface Random {
  next(): number;
  int(min: number, max: number): number;
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** a shuffled copy (Fisher-Yates) */
  shuffled<T>(items: readonly T[]): T[];
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
    shuffled: (items) => {
      const out = [...items];
      for (let i = out.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [out[i], out[j]] = [out[j]!, out[i]!];
      }
      return out;
    },
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
