// The one markdown table of the bench, always with the same columns, headed by command and machine.
import type { Machine } from './machine.ts';

export interface Row {
  measurement: string;
  p50?: string;
  p95?: string;
  p99?: string;
  rate?: string;
  time?: string;
  memory?: string;
  ratio?: string;
  target?: string;
  met?: string;
}

const COLUMNS: readonly [keyof Row, string][] = [
  ['measurement', 'Measurement'],
  ['p50', 'p50 ms'],
  ['p95', 'p95 ms'],
  ['p99', 'p99 ms'],
  ['rate', 'Throughput'],
  ['time', 'Time'],
  ['memory', 'RSS growth'],
  ['ratio', 'API p95 / SQL p95'],
  ['target', 'Target'],
  ['met', 'Met?'],
];

const escape = (text: string) => text.replace(/\|/g, '\\|');

export function renderReport(commandLine: string, machine: Machine, rows: readonly Row[], when: Date, loadAtEnd: number): string {
  const head = [
    `### \`${commandLine}\``,
    '',
    `Machine: ${machine.cpu}, ${machine.cores} cores, ${machine.memoryGb} GB RAM; Node ${machine.node}; ${machine.database}; load average ${machine.load.toFixed(1)} at start, ${loadAtEnd.toFixed(1)} at the end. Run ${when.toISOString()}.`,
    '',
  ];
  const header = `| ${COLUMNS.map(([, title]) => title).join(' | ')} |`;
  const rule = `| ${COLUMNS.map(([key]) => (key === 'measurement' || key === 'target' ? '---' : '---:')).join(' | ')} |`;
  const body = rows.map((row) => `| ${COLUMNS.map(([key]) => escape(row[key] ?? '–')).join(' | ')} |`);
  return [...head, header, rule, ...body].join('\n');
}
