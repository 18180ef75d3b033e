// Command-line options of `npm run bench -- [--pglite] [--duration 10] [--connections 10] [--smoke] [--only words]`.

export interface BenchOptions {
  pglite: boolean;
  smoke: boolean;
  /** seconds per latency measurement */
  duration: number;
  connections: number;
  /** the mixed load (`--only load`): seconds and connections, 60 and 50 unless --duration / --connections say */
  loadDuration: number;
  loadConnections: number;
  /** lower-case words; a measurement runs when its name contains one of them (empty: all) */
  only: string[];
  /** the command as typed, for the report heading */
  commandLine: string;
}

const VALUED = ['--duration', '--connections', '--only'];

function numberAfter(argv: readonly string[], flag: string, fallback: number): number {
  const at = argv.indexOf(flag);
  if (at === -1) return fallback;
  const value = Number(argv[at + 1]);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${flag} needs a positive number, got "${argv[at + 1]}"`);
  return value;
}

export function parseBenchArgs(argv: readonly string[]): BenchOptions {
  const flags = new Set(['--pglite', '--smoke', ...VALUED]);
  argv.forEach((arg, i) => {
    if (arg.startsWith('--') ? !flags.has(arg) : !VALUED.includes(argv[i - 1] ?? '')) {
      throw new Error(`Unknown argument ${arg}`);
    }
  });
  const smoke = argv.includes('--smoke');
  const onlyAt = argv.indexOf('--only');
  return {
    pglite: argv.includes('--pglite'),
    smoke,
    duration: numberAfter(argv, '--duration', smoke ? 1 : 10),
    connections: Math.floor(numberAfter(argv, '--connections', 10)),
    loadDuration: numberAfter(argv, '--duration', smoke ? 2 : 60),
    loadConnections: Math.floor(numberAfter(argv, '--connections', 50)),
    only: onlyAt === -1 ? [] : (argv[onlyAt + 1] ?? '').split(',').map((word) => word.trim().toLowerCase()).filter(Boolean),
    commandLine: ['npm run bench', ...(argv.length ? ['--', ...argv] : [])].join(' '),
  };
}

const wordStart = (word: string) => new RegExp(`(^|[^a-z0-9])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

/**
 * Whether the measurement called `name` is selected by `--only` (always, without it): a word must start a
 * word of the name, so `--only load` is the mixed load, not the menu push "payload".
 */
export const selected = (options: BenchOptions, name: string) =>
  options.only.length === 0 || options.only.some((word) => wordStart(word).test(name.toLowerCase()));
