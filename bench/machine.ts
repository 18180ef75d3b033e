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

export async function describeMachine(db: Db, kind: 'pglite' | 'postgres'): Promise<Machine> {
  const [row] = await selectRows<{ version: string }>(db, sql`select version() as version`);
  const version = /PostgreSQL [\d.]+/.exec(row?.version ?? '')?.[0] ?? 'PostgreSQL ?';
  return {
    cpu: cpus()[0]?.model.trim() ?? 'unknown',
    cores: cpus().length,
    memoryGb: Math.round(totalmem() / 1024 ** 3),
    node: process.version,
    load: loadavg()[0] ?? 0,
    database: kind === 'pglite' ? `PGlite (${version}, WASM, in-process)` : `${version} (node-postgres pool)`,
  };
}
