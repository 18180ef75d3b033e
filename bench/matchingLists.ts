// Item matching list calls (issue 14: p95 ≤ 20 ms) on the big store with a result for every item.
import { sql } from 'drizzle-orm';
import type { Db } from '../server/db/client.ts';
import { load } from './api.ts';
import type { BenchOptions } from './args.ts';
import { latencyRow } from './report.ts';
import type { RunningApp } from './server.ts';
import type { Row } from './table.ts';

/**
 * Gives every live item of the store that has no result yet a result (7 in 10 match, 2 partial, 1 no match),
 * linked to the item's own catalogue item: matching the whole store for real takes longer than the bench
 * (see the throughput row), and the list calls' cost depends on how many results the store holds, not on
 * how they were decided.
 */
async function fillResults(db: Db, storeId: number): Promise<void> {
  await db.execute(sql`
    insert into store_item_matches (store_item_id, store_id, result, score, reasons, global_item_id, candidates, item_updated_at)
    select si.id, si.store_id, kind.result, kind.score, array['bench fixture'],
           case when kind.result = 'noMatch' then null else coalesce(si.item_id, any_item.id) end, '[]'::jsonb, si.updated_at
    from store_items si
    cross join lateral (select case when si.id % 10 < 7 then 'match' when si.id % 10 < 9 then 'partial' else 'noMatch' end as result,
                               0.5 + (si.id % 50) / 100.0 as score) kind
    cross join (select id from global_items where deleted_at is null order by id limit 1) any_item
    left join store_item_matches m on m.store_item_id = si.id
    where si.store_id = ${storeId} and si.deleted_at is null and m.store_item_id is null`);
  // VACUUM as well: the lists and counts read the results by index only, which needs the visibility map set.
  await db.execute(sql`vacuum analyze store_item_matches`);
}

const CALLS = [
  { name: 'counts', path: 'manual-match-items-count' },
  { name: 'matches, first page (lowest score first)', path: 'match?offset=0&limit=20' },
  { name: 'partial, page 3', path: 'partial-match?offset=40&limit=20' },
  { name: 'no match, search by a word ("tofu": 191 items of the store)', path: 'no-match?offset=0&limit=20&search=tofu' },
];

export async function matchingListRows(running: RunningApp, db: Db, storeId: number, options: BenchOptions): Promise<Row[]> {
  await fillResults(db, storeId);
  const rows: Row[] = [];
  for (const call of CALLS) {
    const url = `${running.baseUrl}/api/stores/${storeId}/inventory/item-management/${call.path}`;
    const check = await fetch(url, { headers: running.headers });
    if (!check.ok) throw new Error(`${call.path} answered ${check.status}`);
    const summary = await load({ url, headers: running.headers, connections: options.connections, duration: options.duration });
    rows.push(latencyRow(`API: matching ${call.name} (100,000-item store, a result per item)`, summary, 20, 'p95 ≤ 20 ms'));
  }
  return rows;
}
