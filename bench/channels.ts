// Channels rows of issue 13: the push payload of a 10,000-item menu, a bulk push to 1,000 stores drained
// by two server processes, and the unsync count of the 100,000-item store.
import { spawn } from 'node:child_process';
import { sql } from 'drizzle-orm';
import type { Db } from '../server/db/client.ts';
import { selectRows } from '../server/db/rows.ts';
import { findLink } from '../server/services/channels/links.ts';
import { digestOf } from '../server/services/channels/menuDigest.ts';
import { buildPartnerMenu, payloadLink } from '../server/services/channels/menuPayload.ts';
import { load } from './api.ts';
import type { BenchOptions } from './args.ts';
import type { Fixtures } from './fixtures.ts';
import { megabytes, perSecond, seconds, yesNo } from './format.ts';
import { withRssSampling } from './memory.ts';
import { latencyRow } from './report.ts';
import type { RunningApp } from './server.ts';
import type { Row } from './table.ts';

const UBEREATS = 2;
const PAYLOAD_STORE = 'Bench Menu Store';
const PUSH_MENU = 'Bench Push Menu';

/** A store of the big store's company with 10,000 items on one menu, fee rules and an UberEats link (made once). */
async function payloadStore(db: Db, companyId: number): Promise<number> {
  const [found] = await selectRows<{ id: number }>(db, sql`select id from stores where company_id = ${companyId} and name = ${PAYLOAD_STORE} limit 1`);
  if (found) return found.id;
  const [store] = await selectRows<{ id: number }>(db, sql`insert into stores (company_id, name) values (${companyId}, ${PAYLOAD_STORE}) returning id`);
  await db.execute(sql`
    insert into store_items (store_id, name, price, category_id, images)
    select ${store.id}, 'Bench item ' || n, round((1 + (n % 500) / 10.0)::numeric, 2),
           (select id from categories order by id offset (n % 15) limit 1), array['https://img.example/' || n || '.png']
    from generate_series(1, 10000) n`);
  const [menu] = await selectRows<{ id: number }>(db, sql`insert into menus (store_id, menu_name) values (${store.id}, 'All Day') returning id`);
  await db.execute(sql`insert into menu_hours (menu_id, day_of_week, open_time, close_time) select ${menu.id}, d, '07:00', '22:00' from generate_series(0, 6) d`);
  await db.execute(sql`insert into menu_items (menu_id, store_item_id) select ${menu.id}, id from store_items where store_id = ${store.id}`);
  await db.execute(sql`insert into store_partners (store_id, partner_id, partner_store_id, delivery_upcharge) values (${store.id}, ${UBEREATS}, 'ubereats-bench-menu', 10)`);
  await db.execute(sql`
    insert into store_fees (store_id, partner_id, fee_type, percent, flat_fee, scope, scope_values) values
      (${store.id}, null, 'percent_plus_fee', 5, 0, 'all', null),
      (${store.id}, ${UBEREATS}, 'flat_fee', 0, 0.3, 'category', (select array_agg(id::text) from (select id from categories order by id limit 3) c))`);
  return store.id;
}

export interface PayloadResult {
  items: number;
  seconds: number;
  growthMb: number;
}

/** What a push does before it calls the partner: read and price the menu, digest it, serialise it. */
export async function measurePayload(db: Db, fixtures: Fixtures): Promise<PayloadResult> {
  const storeId = await payloadStore(db, fixtures.companyId);
  const link = (await findLink(db, storeId, UBEREATS))!;
  const started = performance.now();
  const { result, memory } = await withRssSampling(async () => {
    const built = await buildPartnerMenu(db, storeId, await payloadLink(db, link));
    digestOf(built.menu);
    JSON.stringify(built.menu);
    return built.menu.items.length;
  });
  return { items: result, seconds: (performance.now() - started) / 1000, growthMb: memory.growthMb };
}

export function payloadRow(result: PayloadResult): Row {
  return {
    measurement: `Menu push payload: ${result.items.toLocaleString('en-US')}-item menu (build, price, digest, serialise)`,
    time: seconds(result.seconds),
    memory: megabytes(result.growthMb),
    target: '≤ 1 s, RSS growth ≤ 100 MB',
    met: yesNo([
      [result.seconds <= 1, 'time'],
      [result.growthMb <= 100, 'RSS'],
    ]),
  };
}

/**
 * Up to 1,000 stores with a menu-enabled link, each given a menu of its own items (made once), grouped
 * by company: the grid's bulk push is one call per company.
 */
async function pushCells(db: Db, wanted: number): Promise<Map<number, { store_id: number; partner_id: number }[]>> {
  const cells = await selectRows<{ company_id: number; store_id: number; partner_id: number }>(
    db,
    sql`select s.company_id, s.id as store_id, (select min(sp.partner_id) from store_partners sp where sp.store_id = s.id and sp.menu_enabled) as partner_id
        from stores s
        where s.deleted_at is null and s.name <> ${PAYLOAD_STORE}
          and exists (select 1 from store_partners sp where sp.store_id = s.id and sp.menu_enabled)
          and exists (select 1 from store_items si where si.store_id = s.id)
          and (select count(*) from store_items si where si.store_id = s.id) <= 100
        order by s.id limit ${wanted}`,
  );
  const ids = cells.map((cell) => cell.store_id);
  await db.execute(sql`
    with made as (
      insert into menus (store_id, menu_name)
      select id, ${PUSH_MENU} from stores
      where id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})
        and not exists (select 1 from menus m where m.store_id = stores.id and m.menu_name = ${PUSH_MENU})
      returning id, store_id),
    hours as (insert into menu_hours (menu_id, day_of_week, open_time, close_time) select made.id, d, '06:00', '23:00' from made, generate_series(0, 6) d)
    insert into menu_items (menu_id, store_item_id) select made.id, si.id from made join store_items si on si.store_id = made.store_id`);
  const byCompany = new Map<number, { store_id: number; partner_id: number }[]>();
  for (const cell of cells) {
    const list = byCompany.get(cell.company_id) ?? [];
    list.push({ store_id: cell.store_id, partner_id: cell.partner_id });
    byCompany.set(cell.company_id, list);
  }
  return byCompany;
}

/** A second server process: only its job worker, on the same PostgreSQL (bench/pushWorker.ts). */
function startSecondWorker(url: string): Promise<{ stop: () => Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/pushWorker.ts'], { env: { ...process.env, BENCH_WORKER_URL: url }, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) {
        resolve({
          stop: () =>
            new Promise<void>((done) => {
              child.once('exit', () => done());
              child.kill('SIGTERM');
            }),
        });
      }
    });
  });
}

export interface BulkPushResult {
  cells: number;
  companies: number;
  processes: number;
  enqueueSeconds: number;
  drainSeconds: number;
  completed: number;
  failed: number;
}

export async function measureBulkPush(running: RunningApp, db: Db, options: BenchOptions, databaseUrl: string | null): Promise<BulkPushResult> {
  const byCompany = await pushCells(db, 1000);
  const second = databaseUrl ? await startSecondWorker(databaseUrl) : null;
  const [{ before }] = await selectRows<{ before: number }>(db, sql`select coalesce(max(id), 0) as before from menu_sync_status`);
  try {
    const started = performance.now();
    const answers = await Promise.all(
      [...byCompany.entries()].map(async ([companyId, list]) => {
        const response = await fetch(`${running.baseUrl}/api/stores/company/${companyId}/sync-grid/push`, {
          method: 'POST',
          headers: { ...running.headers, 'content-type': 'application/json' },
          body: JSON.stringify({ cells: list }),
        });
        if (response.status !== 202) throw new Error(`bulk push answered ${response.status}: ${await response.text()}`);
        return (await response.json()) as { queued: unknown[] };
      }),
    );
    const enqueued = performance.now();
    const queued = answers.reduce((sum, answer) => sum + answer.queued.length, 0);
    const deadline = Date.now() + (options.smoke ? 60_000 : 300_000);
    let done = { completed: 0, failed: 0 };
    for (;;) {
      const [row] = await selectRows<{ completed: number; failed: number }>(
        db,
        sql`select count(*) filter (where status = 'completed')::int as completed, count(*) filter (where status = 'failed')::int as failed
            from menu_sync_status where id > ${before}`,
      );
      done = { completed: Number(row.completed), failed: Number(row.failed) };
      if (done.completed + done.failed >= queued || Date.now() > deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const drained = performance.now();
    return {
      cells: queued,
      companies: byCompany.size,
      processes: second ? 2 : 1,
      enqueueSeconds: (enqueued - started) / 1000,
      drainSeconds: (drained - enqueued) / 1000,
      ...done,
    };
  } finally {
    await second?.stop();
    // The bench's own tasks and jobs go; the menus it made stay for the next run.
    await db.execute(sql`delete from jobs where queue = 'menu-push' and (payload->>'syncId')::int > ${before}`);
    await db.execute(sql`delete from sandbox_menu_jobs where reference in (select 'lsm-sync-' || id from menu_sync_status where id > ${before})`);
    await db.execute(sql`delete from menu_sync_status where id > ${before}`);
  }
}

export function bulkPushRows(result: BulkPushResult): Row[] {
  const rate = (result.completed + result.failed) / Math.max(result.drainSeconds, 0.001);
  const scope = `${result.cells.toLocaleString('en-US')} stores, ${result.companies} companies, ${result.processes} server process${result.processes === 1 ? '' : 'es'}`;
  return [
    {
      measurement: `Bulk menu push enqueued (${scope})`,
      time: seconds(result.enqueueSeconds),
      target: '1,000 stores enqueued ≤ 2 s',
      met: yesNo([
        [result.enqueueSeconds <= 2, 'time'],
        [result.cells >= 1000, `only ${result.cells} stores`],
      ]),
    },
    {
      measurement: `↳ drained with SANDBOX_LATENCY_MS=0 (${result.completed} completed, ${result.failed} failed)`,
      rate: perSecond(rate, 'pushes'),
      time: seconds(result.drainSeconds),
      target: '≥ 50 pushes/s, two server processes on PostgreSQL',
      met: yesNo([
        [rate >= 50, 'pushes/s'],
        [result.completed + result.failed >= result.cells, 'not all drained'],
        [result.processes === 2, 'one process'],
      ]),
    },
  ];
}

/** The big store has a link whose partner last accepted a menu a day ago, and one that never did. */
async function unsyncFixture(db: Db, storeId: number): Promise<void> {
  await db.execute(sql`
    insert into store_partners (store_id, partner_id, partner_store_id) values (${storeId}, 1, 'doordash-big'), (${storeId}, 2, 'ubereats-big')
    on conflict (store_id, partner_id) do update set menu_enabled = true`);
  await db.execute(sql`
    insert into partner_menu_snapshots (store_id, partner_id, accepted_digest, accepted_built_at, accepted_at)
    values (${storeId}, 1, '{"menus":{},"items":{}}'::jsonb, now() - interval '1 day', now() - interval '1 day')
    on conflict (store_id, partner_id) do nothing`);
}

export async function unsyncRow(running: RunningApp, db: Db, fixtures: Fixtures, options: BenchOptions): Promise<Row> {
  await unsyncFixture(db, fixtures.bigStoreId);
  const url = `${running.baseUrl}/api/stores/${fixtures.bigStoreId}/store-partners/unsync-count/`;
  const check = await fetch(url, { headers: running.headers });
  if (!check.ok) throw new Error(`unsync-count answered ${check.status}`);
  const summary = await load({ url, headers: running.headers, connections: options.connections, duration: options.duration });
  return latencyRow('API: unsync-count (100,000-item store)', summary, 10, 'p95 ≤ 10 ms');
}
