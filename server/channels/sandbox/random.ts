/** mulberry32: a tiny deterministic generator, so a seed replays the same sequence. */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A number in [0, 1) fixed by the seed and the keys: the same push (reference and attempt) gets the same
 * decision on every server instance and every run, whatever else happened before.
 */
export function draw(seed: number, ...keys: (string | number)[]): number {
  let hash = 2166136261 ^ seed;
  for (const char of keys.join('\u0000')) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return seeded(hash >>> 0)();
}
