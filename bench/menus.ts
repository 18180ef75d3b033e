// Menus on the 100,000-item store (issue 12): the menu list of a store with 50 menus, the rules preview of a
// 3-rule menu, saving rules that put about half the store (50,000 items) on a menu, and what keeping menu
// membership current adds to a CSV import. Run with `npm run bench -- --only menu`.
import { sql } from 'drizzle-orm';
import type { MenuRulesBody } from '../src/contract/menus.ts';
import type { Db } from '../server/db/client.ts';
import { selectRows } from '../server/db/rows.ts';
import { seedStoreMenus } from '../server/db/seed/large/menus.ts';
import { previewRules } from '../server/services/menus/preview.ts';
import { listMenus } from '../server/services/menus/query.ts';
import { load, probe } from './api.ts';
import { selected, type BenchOptions } from './args.ts';
import type { BenchDatabase } from './database.ts';
import type { Fixtures } from './fixtures.ts';
import { ms, perSecond, seconds, yesNo } from './format.ts';
import { measureIngestion, type IngestionResult, type IngestionRuns } from './ingestion.ts';
import type { InventoryRow } from './csvFile.ts';
import type { RunningApp } from './server.ts';
import { runSql } from './sqlRunner.ts';
import type { LatencySummary } from './stats.ts';
import type { Row } from './table.ts';

export const MENU_TARGETS = { listP95Ms: 20, previewP95Ms: 150, saveSeconds: 2, upkeepOverhead: 0.2 } as const;

/** A store's usual set (all day, breakfast, lunch, late night, drinks): each item on about one of them. */
const UPKEEP_MENUS = 5;

const NAMES = {
  list: 'Menu list (store with 50 menus)',
  preview: 'Menu rules preview (3 rules, 100k-item store)',
  save: 'Menu rules save putting half the store on a menu',
  upkeep: `Menu upkeep in a CSV import (store with ${UPKEEP_MENUS} rule menus)`,
} as const;

/** A preview is one editor's request: two at once, not ten queued on two cores. */
const PREVIEW_CONNECTIONS = 2;
const step = (text: string) => console.error(`[bench] ${text}`);

const previewBody = (categories: readonly string[], tag: string): MenuRulesBody => [
  { type: 'add', blocks: [{ subject: 'category', operator: 'equal', values: [categories[0]!, categories[1]!] }] },
  { type: 'add', blocks: [{ subject: 'tag', operator: 'equal', values: [tag] }, { subject: 'price', operator: 'not_equal', values: ['0'] }] },
  { type: 'remove', blocks: [{ subject: 'name', operator: 'contains', values: ['zz'] }] },
];

async function scratchStore(db: Db, companyId: number, name: string): Promise<number> {
  const [found] = await selectRows<{ id: number }>(db, sql`select id from stores where company_id = ${companyId} and name = ${name} limit 1`);
  const id = found
    ? Number(found.id)
    : Number((await selectRows<{ id: number }>(db, sql`insert into stores (company_id, name) values (${companyId}, ${name}) returning id`))[0]!.id);
  await db.execute(sql`delete from menus where store_id = ${id}`);
  await db.execute(sql`delete from store_items where store_id = ${id}`);
  return id;
}

/** Categories, most items first, until they hold half the store's live items. */
async function halfTheStore(db: Db, storeId: number): Promise<{ categories: string[]; items: number }> {
  const rows = await selectRows<{ name: string; n: number; total: number }>(
    db,
    sql`select c.name, count(*)::int as n, (sum(count(*)) over ())::int as total
        from store_items si join categories c on c.id = si.category_id
        where si.store_id = ${storeId} and si.deleted_at is null group by c.name order by n desc, c.name`,
  );
  const half = Number(rows[0]?.total ?? 0) / 2;
  const categories: string[] = [];
  let items = 0;
  for (const row of rows) {
    if (items >= half) break;
    categories.push(row.name);
    items += Number(row.n);
  }
  return { categories, items };
}

function latencyRow(name: string, target: string, limitMs: number, api: LatencySummary | string, raw: LatencySummary): Row[] {
  const sqlRow: Row = { measurement: '↳ the service on the same database, no HTTP', p50: ms(raw.p50), p95: ms(raw.p95), p99: ms(raw.p99), rate: perSecond(raw.rate, 'q'), target: 'reference' };
  if (typeof api === 'string') return [{ measurement: `API: ${name}`, p50: api, target, met: 'n/a' }, sqlRow];
  return [
    {
      measurement: `API: ${name}`,
      p50: ms(api.p50),
      p95: ms(api.p95),
      p99: ms(api.p99),
      rate: perSecond(api.rate, 'req') + (api.errors ? ` (${api.errors} failed)` : ''),
      ratio: `${(api.p95 / raw.p95).toFixed(2)}×`,
      target,
      met: yesNo([
        [api.p95 <= limitMs, 'p95'],
        [api.errors === 0, 'errors'],
      ]),
    },
    sqlRow,
  ];
}

async function apiLoad(running: RunningApp, path: string, connections: number, duration: number, request: { method?: 'POST'; body?: string } = {}) {
  const url = `${running.baseUrl}${path}`;
  const found = await probe(url, running.headers, request);
  if (!found.available) return found.reason;
  return load({ url, headers: running.headers, connections, duration, ...request });
}

async function timeSave(running: RunningApp, storeId: number, menuId: number, body: MenuRulesBody): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${running.baseUrl}/api/stores/${storeId}/menu/${menuId}/rules`, {
    method: 'PUT',
    headers: { ...running.headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`rules save answered ${response.status}: ${text.slice(0, 120)}`);
  return (performance.now() - started) / 1000;
}

const quicker = (a: IngestionResult, b: IngestionResult) => (!a.available ? b : !b.available ? a : a.seconds <= b.seconds ? a : b);
const fastest = (runs: readonly IngestionRuns[]): IngestionRuns => ({
  create: runs.map((run) => run.create).reduce(quicker),
  again: runs.map((run) => run.again).reduce(quicker),
});

function upkeepRows(plain: { create: IngestionResult; again: IngestionResult }, withMenus: { create: IngestionResult; again: IngestionResult }, rows: number): Row[] {
  const target = `≤ ${MENU_TARGETS.upkeepOverhead * 100}% over the same import without menus`;
  const row = (label: string, base: IngestionResult, measured: IngestionResult): Row => {
    if (!base.available || !measured.available) return { measurement: `API: ${label}`, p50: base.available ? (measured as { reason: string }).reason : base.reason, target, met: 'n/a' };
    const overhead = measured.seconds / base.seconds - 1;
    return {
      measurement: `API: ${label}: ${measured.outcome}`,
      rate: perSecond(measured.rowsPerSecond, 'rows'),
      time: `${seconds(measured.seconds)} vs ${seconds(base.seconds)} without menus (${overhead >= 0 ? '+' : ''}${(overhead * 100).toFixed(0)} %)`,
      target,
      met: yesNo([
        [overhead <= MENU_TARGETS.upkeepOverhead, 'overhead'],
        [measured.failed === 0, 'failed rows'],
      ]),
    };
  };
  const label = `${NAMES.upkeep}, ${rows.toLocaleString('en-US')} rows`;
  return [row(`${label}, new items`, plain.create, withMenus.create), row(`${label}, the same file again`, plain.again, withMenus.again)];
}

export async function measureMenus(
  running: RunningApp,
  bench: BenchDatabase,
  fixtures: Fixtures,
  options: BenchOptions,
  inventory: () => Promise<readonly InventoryRow[]>,
): Promise<Row[]> {
  const want = (name: string) => selected(options, name);
  if (!Object.values(NAMES).some(want)) return [];
  const db = bench.app.db;
  const big = fixtures.bigStoreId;
  const created = await seedStoreMenus(db, big);
  if (created) step(`created ${created} menus with rules on store ${big}`);
  const rows: Row[] = [];

  if (want(NAMES.list)) {
    step(`API ${NAMES.list}: ${options.duration} s x ${options.connections} connections`);
    const api = await apiLoad(running, `/api/stores/${big}/menu/list?limit=20&offset=0`, options.connections, options.duration);
    const raw = await runSql(bench.raw.db, (d) => listMenus(d, big, { limit: 20, offset: 0 }), 10, options.duration);
    rows.push(...latencyRow(NAMES.list, `p95 ≤ ${MENU_TARGETS.listP95Ms} ms`, MENU_TARGETS.listP95Ms, api, raw));
  }

  const [menu] = await selectRows<{ id: number }>(db, sql`select id from menus where store_id = ${big} and deleted_at is null order by id limit 1`);
  const tags = await selectRows<{ name: string }>(db, sql`select name from item_tags order by id limit 1`);
  const { categories, items } = await halfTheStore(db, big);

  if (want(NAMES.preview)) {
    const body = previewBody(categories.length > 1 ? categories : [...categories, ...categories], tags[0]?.name ?? 'Organic');
    step(`API ${NAMES.preview}: ${options.duration} s x ${PREVIEW_CONNECTIONS} connections`);
    const api = await apiLoad(running, `/api/stores/${big}/menu/${menu!.id}/rules/preview`, PREVIEW_CONNECTIONS, options.duration, {
      method: 'POST',
      body: JSON.stringify(body),
    });
    const raw = await runSql(bench.raw.db, (d) => previewRules(d, big, Number(menu!.id), body), PREVIEW_CONNECTIONS, options.duration);
    rows.push(...latencyRow(`${NAMES.preview}, ${PREVIEW_CONNECTIONS} connections`, `p95 ≤ ${MENU_TARGETS.previewP95Ms} ms`, MENU_TARGETS.previewP95Ms, api, raw));
  }

  if (want(NAMES.save)) {
    const [scratch] = await selectRows<{ id: number }>(
      db,
      sql`insert into menus (store_id, menu_name, status) values (${big}, 'Bench rules save', 'INACTIVE') returning id`,
    );
    const menuId = Number(scratch!.id);
    const fill: MenuRulesBody = [{ type: 'add', blocks: [{ subject: 'category', operator: 'equal', values: categories }] }];
    const runs = options.smoke ? 2 : 3;
    step(`${NAMES.save}: ${runs} saves of ${items.toLocaleString('en-US')} items, each after emptying the menu`);
    const times: number[] = [];
    try {
      for (let run = 0; run < runs; run++) {
        await timeSave(running, big, menuId, []);
        times.push(await timeSave(running, big, menuId, fill));
      }
    } finally {
      await db.execute(sql`delete from menus where id = ${menuId}`);
    }
    const worst = Math.max(...times);
    rows.push({
      measurement: `API: ${NAMES.save} (${items.toLocaleString('en-US')} items, PUT /menu/{id}/rules)`,
      time: `${times.map(seconds).join(', ')} (worst ${seconds(worst)})`,
      target: `≤ ${MENU_TARGETS.saveSeconds} s`,
      met: yesNo([[worst <= MENU_TARGETS.saveSeconds, 'time']]),
    });
  }

  if (want(NAMES.upkeep)) {
    const csvRows = await inventory();
    const store = await scratchStore(db, fixtures.companyId, 'Bench Menu Upkeep Store');
    const target = { ...fixtures, ingestionStoreId: store };
    const timeout = options.smoke ? 20 : 300;
    // Alternated twice, the faster of each kept: the first import of a run also warms the caches up.
    step(`${NAMES.upkeep}: ${csvRows.length} rows without menus and with ${UPKEEP_MENUS} rule menus, alternated twice`);
    const runs: { plain: IngestionRuns[]; menus: IngestionRuns[] } = { plain: [], menus: [] };
    for (let round = 0; round < 2; round++) {
      runs.plain.push(await measureIngestion(running, db, target, csvRows, timeout));
      await seedStoreMenus(db, store, UPKEEP_MENUS);
      runs.menus.push(await measureIngestion(running, db, target, csvRows, timeout));
      await db.execute(sql`delete from menus where store_id = ${store}`);
    }
    const plain = fastest(runs.plain);
    const withMenus = fastest(runs.menus);
    rows.push(...upkeepRows(plain, withMenus, csvRows.length));
  }
  return rows;
}
