// Command-line options of `npm run bench -- [--pglite] [--duration 10] [--connections 10] [--smoke]`.

export interface BenchOptions {
  pglite: boolean;
  smoke: boolean;
  /** seconds per latency measurement */
  duration: number;
  connections: number;
  /** the command as typed, for the report heading */
  commandLine: string;
}

function numberAfter(argv: readonly string[], flag: string, fallback: number): number {
  const at = argv.indexOf(flag);
  if (at === -1) return fallback;
  const value = Number(argv[at + 1]);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${flag} needs a positive number, got "${argv[at + 1]}"`);
  return value;
}

export function parseBenchArgs(argv: readonly string[]): BenchOptions {
  const flags = new Set(['--pglite', '--smoke', '--duration', '--connections']);
  argv.forEach((arg, i) => {
    if (arg.startsWith('--') ? !flags.has(arg) : !['--duration', '--connections'].includes(argv[i - 1] ?? '')) {
      throw new Error(`Unknown argument ${arg}`);
    }
  });
  const smoke = argv.includes('--smoke');
  return {
    pglite: argv.includes('--pglite'),
    smoke,
    duration: numberAfter(argv, '--duration', smoke ? 1 : 10),
    connections: Math.floor(numberAfter(argv, '--connections', 10)),
    commandLine: ['npm run bench', ...(argv.length ? ['--', ...argv] : [])].join(' '),
  };
}
