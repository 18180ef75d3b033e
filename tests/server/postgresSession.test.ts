import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openPostgres } from '../../server/db/client.ts';

const url = process.env.TEST_DATABASE_URL;

describe('PostgreSQL connections', () => {
  it.skipIf(!url)('do not synchronise sequential scans (a capped count must start at the table start)', async () => {
    const database = await openPostgres(url!, 2);
    try {
      const answers = await Promise.all([1, 2].map(() => database.db.execute(sql`show synchronize_seqscans`)));
      expect(answers.map((answer) => (answer.rows[0] as { synchronize_seqscans: string }).synchronize_seqscans)).toEqual(['off', 'off']);
    } finally {
      await database.close();
    }
  });
});
