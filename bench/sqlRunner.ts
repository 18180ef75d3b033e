// Runs one query case over and over with a fixed number of concurrent workers for a fixed time.
import type { Db } from '../server/db/client.ts';
import type { SqlCase } from './sql.ts';
import { summarise, type LatencySummary } from './stats.ts';

export async function runSql(db: Db, query: SqlCase, workers: number, seconds: number): Promise<LatencySummary> {
  await query(db); // warm-up, and fail early on a broken statement
  const samples: number[] = [];
  let errors = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const worker = async () => {
    while (performance.now() < deadline) {
      const t0 = performance.now();
      try {
        await query(db);
        samples.push(performance.now() - t0);
      } catch {
        errors++;
      }
    }
  };
  await Promise.all(Array.from({ length: workers }, worker));
  return summarise(samples, (performance.now() - started) / 1000, errors);
}
