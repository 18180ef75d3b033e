import { sql } from 'drizzle-orm';
import { readdir, rm, stat } from 'node:fs/promises';
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

/** A spool file untouched this long belongs to no upload still spooling or checking its file. */
export const ORPHAN_SPOOL_AGE_MS = 60 * 60 * 1000;

/**
 * Spool files no running ingestion names (an upload killed while spooling or checking its file, before
 * its jobs row existed) are removed once they are an hour old. Returns how many were removed.
 */
export async function removeOrphanSpoolFiles(db: Db, now = Date.now()): Promise<number> {
  const names = (await readdir(tmpdir())).filter((name) => isSpoolFile(resolve(tmpdir(), name)));
  if (names.length === 0) return 0;
  const running = await selectRows<{ spool_path: string | null }>(
    db,
    sql`select payload->>'spool_path' as spool_path from jobs where queue = 'ingestion' and status = 'running'`,
  );
  const inUse = new Set(running.map((row) => row.spool_path && resolve(row.spool_path)));
  let removed = 0;
  for (const name of names) {
    const path = resolve(tmpdir(), name);
    if (inUse.has(path)) continue;
    const modified = await stat(path).then((info) => info.mtimeMs, () => null);
    if (modified === null || now - modified < ORPHAN_SPOOL_AGE_MS) continue;
    await rm(path, { force: true });
    removed++;
  }
  return removed;
}
