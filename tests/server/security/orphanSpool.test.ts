import { existsSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORPHAN_SPOOL_AGE_MS, removeOrphanSpoolFiles } from '../../../server/jobs/reapIngestions.ts';
import { sweep } from '../../../server/jobs/sweep.ts';
import { createTestApp, type TestApp } from '../helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const spoolFile = (tag: string, ageMs: number) => {
  const path = join(tmpdir(), `lsm-ingestion-${tag.padEnd(16, '0')}.csv`);
  writeFileSync(path, 'name,price\nA,1\n');
  const then = new Date(Date.now() - ageMs);
  utimesSync(path, then, then);
  return path;
};

describe('an upload killed before its job existed leaves no spool file behind', () => {
  it('the sweep every worker runs at start removes old spool files no running ingestion names, and only those', async () => {
    const orphan = spoolFile('dead01', ORPHAN_SPOOL_AGE_MS + 60_000);
    const fresh = spoolFile('f4e5b02', 1_000);
    const named = spoolFile('a4ed03', ORPHAN_SPOOL_AGE_MS + 60_000);
    await t.database.db.execute(sql`
      insert into jobs (queue, payload, status, attempts, max_attempts, locked_at, locked_by, locked_until)
      values ('ingestion', ${JSON.stringify({ store_id: 1, spool_path: named })}::jsonb, 'running', 1, 1, now(), 'http', now() + interval '1 minute')`);
    await sweep(t.database.db, []);
    expect(existsSync(orphan)).toBe(false);
    expect(existsSync(fresh)).toBe(true);
    expect(existsSync(named)).toBe(true);
    // Nothing old is left to remove (the clock is not moved: other test files may be spooling right now).
    expect(await removeOrphanSpoolFiles(t.database.db)).toBe(0);
    rmSync(fresh);
    rmSync(named);
  });
});
