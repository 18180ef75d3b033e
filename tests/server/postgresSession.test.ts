import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openPostgres } from '../../server/db/client.ts';
import { selectRows } from '../../server/db/rows.ts';

const url = process.env.TEST_DATABASE_URL;

describe('PostgreSQL connections', () => {
  it.skipIf(!url)('do not synchronise sequential scans (a capped count must start at the table start)', async () => {
    const database = await openPostgres(url!, 2);
    try {
      const show = () => selectRows<{ synchronize_seqscans: string }>(database.db, sql`show synchronize_seqscans`);
      const answers = await Promise.all([show(), show()]);
      expect(answers.map(([row]) => row?.synchronize_seqscans)).toEqual(['off', 'off']);
    } finally {
      await database.close();
    }
  });
});
