import { openPostgres } from '/work/main/server/db/client.ts';
import { listStores } from '/work/main/server/services/stores/query.ts';
import { withOperatingStatus } from '/work/main/server/services/stores/status.ts';
import { createSandboxAdapters } from '/work/main/server/channels/sandbox/index.ts';
const db = await openPostgres('postgres://postgres@127.0.0.1:5432/lsm_bench', 4);
const channels = createSandboxAdapters({ db: db.db, latencyMs: 0 } as any);
const q = { limit: 20, offset: 0, search_string: 'buf', order_column: 'name', sort_direction: 'ASC' } as any;
for (let round = 0; round < 3; round++) {
  let a = 0, b = 0;
  for (let i = 0; i < 30; i++) {
    const t0 = performance.now();
    const answer = await listStores(db.db, q, undefined, new Date());
    const t1 = performance.now();
    await withOperatingStatus(db.db, channels, answer.stores, new Date());
    const t2 = performance.now();
    a += t1 - t0; b += t2 - t1;
  }
  console.log('list', (a / 30).toFixed(2), 'status', (b / 30).toFixed(2));
}
await db.close();
