// Command-line options of `npm run seed:large -- [--seed 42] [--scale 1] [--orders 10000000] [--force]`.

export interface SeedOptions {
  seed: number;
  /** 1 = the full data set (1M global items); 0.01 = a tiny one for CI smoke runs */
  scale: number;
  /** truncate the data tables of a database that already holds a large data set */
  force: boolean;
  /** orders across the stores' channels over the last 90 days (0: none) */
  orders: number;
}

/** The orders of the full data set. */
export const DEFAULT_ORDERS = 10_000_000;

function numberAfter(argv: readonly string[], flag: string, fallback: number): number {
  const at = argv.indexOf(flag);
  if (at === -1) return fallback;
  const value = Number(argv[at + 1]);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${flag} needs a positive number, got "${argv[at + 1]}"`);
  return value;
}

export function parseSeedArgs(argv: readonly string[]): SeedOptions {
  const known = new Set(['--seed', '--scale', '--orders', '--force']);
  argv.forEach((arg, i) => {
    if (arg.startsWith('--') && !known.has(arg)) throw new Error(`Unknown option ${arg}`);
    if (!arg.startsWith('--') && !['--seed', '--scale', '--orders'].includes(argv[i - 1] ?? '')) throw new Error(`Unexpected argument ${arg}`);
  });
  const ordersAt = argv.indexOf('--orders');
  const orders = ordersAt === -1 ? DEFAULT_ORDERS : Number(argv[ordersAt + 1]);
  if (!Number.isInteger(orders) || orders < 0) throw new Error(`--orders needs a whole number of at least 0, got "${argv[ordersAt + 1]}"`);
  return {
    seed: Math.floor(numberAfter(argv, '--seed', 42)),
    scale: Math.min(numberAfter(argv, '--scale', 1), 10),
    force: argv.includes('--force'),
    orders,
  };
}
