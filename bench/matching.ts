// Item matching: quality on the labelled set (tests/fixtures/matching) and throughput on a large store.
import { sql } from 'drizzle-orm';
import type { Db } from '../server/db/client.ts';
import { selectRows } from '../server/db/rows.ts';
import { matchStoreItems } from '../server/services/matching/run.ts';
import { measureLabelledSet } from '../tests/fixtures/matching/evaluate.ts';
import { perSecond, seconds } from './format.ts';
import type { Row } from './table.ts';

/** Store items of the big store matched for the throughput figure (a sample: the whole store takes minutes). */
const THROUGHPUT_SAMPLE = 5_000;

export async function matchingRows(db: Db, bigStoreId: number, smoke: boolean): Promise<Row[]> {
  const quality = await measureLabelledSet(db);
  const set = `${quality.storeItems} store items over ${quality.catalogueItems} catalogue items`;
  const rows: Row[] = [
    {
      measurement: `Matching: auto-match precision (${set}, ${quality.autoMatches} automatic)`,
      p50: quality.precision.toFixed(3),
      target: '≥ 0.98',
      met: quality.precision >= 0.98 ? 'yes' : 'no',
    },
    { measurement: 'Matching: coverage (true item shown as match or candidate)', p50: quality.coverage.toFixed(3), target: '≥ 0.95', met: quality.coverage >= 0.95 ? 'yes' : 'no' },
    {
      measurement: 'Matching: automatic matches of items not in the catalogue',
      p50: String(quality.falseAutoMatchesOutside),
      target: '0',
      met: quality.falseAutoMatchesOutside === 0 ? 'yes' : 'no',
    },
  ];
  const sample = await selectRows<{ id: number }>(
    db,
    sql`select id from store_items where store_id = ${bigStoreId} and deleted_at is null order by id limit ${smoke ? 500 : THROUGHPUT_SAMPLE}`,
  );
  const [{ catalogue }] = await selectRows<{ catalogue: number }>(
    db,
    sql`select count(*)::int as catalogue from global_items g join stores s on s.id = ${bigStoreId}
        where g.deleted_at is null and (g.company_id is null or g.company_id = s.company_id)`,
  );
  const started = performance.now();
  await matchStoreItems(db, bigStoreId, { itemIds: sample.map((row) => row.id) });
  const elapsed = (performance.now() - started) / 1000;
  const rate = sample.length / elapsed;
  rows.push({
    measurement: `Matching: throughput (${sample.length.toLocaleString('en-US')} items of the big store, catalogue of ${catalogue.toLocaleString('en-US')})`,
    rate: perSecond(rate, 'items'),
    time: seconds(elapsed),
    target: '≥ 5,000 items/s',
    met: rate >= 5000 ? 'yes' : 'no',
  });
  // As autovacuum would (the bench's PostgreSQL runs without it): the labelled set's items and the engine's
  // links leave entries in the GIN pending lists of both tables, which every later search reads page by page
  // (a no-match search by a word took 1.9 ms of SQL instead of 1.0 after six runs).
  await db.execute(sql`vacuum analyze store_items`);
  await db.execute(sql`vacuum analyze global_items`);
  return rows;
}
