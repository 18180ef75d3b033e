import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { reapIngestions, removeOrphanSpoolFiles } from './reapIngestions.ts';

export interface SweepOptions {
  /** finished jobs of the worker's kinds are deleted after this many days */
  keepFinishedDays?: number;
}

/** Housekeeping every worker runs at start and then periodically; safe to run on several instances at once. */
export async function sweep(db: Db, kinds: readonly string[], options: SweepOptions = {}): Promise<void> {
  await reapIngestions(db);
  await removeOrphanSpoolFiles(db);
  if (kinds.length === 0) return;
  const days = options.keepFinishedDays ?? 14;
  await db.execute(sql`
    delete from jobs where id in (
      select id from jobs
      where queue in (${sql.join(kinds.map((kind) => sql`${kind}`), sql`, `)}) and status in ('completed', 'failed')
        and finished_at < now() - ${days} * interval '1 day'
      limit 1000)`);
}
