// Unique suffixes for factory rows, so tests can build many rows on one database without clashes.
const run = Math.random().toString(36).slice(2, 7);
let counter = 0;

/** "store-k3x9a-7": unique within the test run. */
export function unique(prefix: string): string {
  counter += 1;
  return `${prefix}-${run}-${counter}`;
}
