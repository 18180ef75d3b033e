// The machine and database the figures were measured on.
import { cpus, loadavg, totalmem } from 'node:os';
import { sql } from 'drizzle-orm';
import type { Db } from '../server/db/client.ts';
import { selectRows } from '../server/db/rows.ts';

export interface Machine {
  cpu: string;
  cores: number;
  memoryGb: number;
  node: string;
  database: string;
  /** 1-minute load average when the run started: other work on the machine skews the figures */
  load: number;
}

/** The 1-minute load average now (the report gives it at the start and at the end of the run). */
export const loadNow = () => loadavg()[0] ?? 0;

export async function describeMachine(db: Db, kind: 'pglite' | 'postgres'): Promise<Machine> {
  const [row] = await selectRows<{ version: string; autovacuum: string }>(db, sql`select version() as version, current_setting('autovacuum') as autovacuum`);
  const version = /PostgreSQL [\d.]+/.exec(row?.version ?? '')?.[0] ?? 'PostgreSQL ?';
  const autovacuum = row?.autovacuum === 'off' ? ', autovacuum off: the bench vacuums after its own writes' : '';
  return {
    cpu: cpus()[0]?.model.trim() ?? 'unknown',
    cores: cpus().length,
    memoryGb: Math.round(totalmem() / 1024 ** 3),
    node: process.version,
    load: loadNow(),
    database: kind === 'pglite' ? `PGlite (${version}, WASM, in-process)` : `${version} (node-postgres pool${autovacuum})`,
  };
}
