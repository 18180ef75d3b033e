import { sql } from 'drizzle-orm';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, dirname, resolve } from 'node:path';
import type { Db } from '../db/client.ts';
import { selectRows } from '../db/rows.ts';

export const INTERRUPTED_INGESTION = 'The server stopped while this file was being applied. Upload it again: rows already applied match and stay unchanged.';

/** Only the ingestion's own spool files are removed, whatever a row says. */
const isSpoolFile = (path: string) => dirname(resolve(path)) === resolve(tmpdir()) && /^lsm-ingestion-[0-9a-f]+\.csv$/.test(basename(path));

/**
 * CSV ingestions run inside their HTTP request and record themselves as a running jobs row whose lease
 * the request renews. One left running with its lease out belongs to a process that died: it is marked
 * failed and its spool file removed. Rows from before leases (no locked_until) count after an hour.
 */
export async function reapIngestions(db: Db): Promise<number> {
  const rows = await selectRows<{ spool_path: string | null }>(
    db,
    sql`update jobs set status = 'failed', last_error = ${INTERRUPTED_INGESTION}, finished_at = now(), locked_by = null, locked_until = null
        where queue = 'ingestion' and status = 'running'
          and (locked_until < now() or (locked_until is null and locked_at < now() - interval '1 hour'))
        returning payload->>'spool_path' as spool_path`,
  );
  await Promise.all(rows.map((row) => (row.spool_path && isSpoolFile(row.spool_path) ? rm(row.spool_path, { force: true }) : undefined)));
  return rows.length;
}
