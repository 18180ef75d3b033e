// npm run bench -- [--pglite] [--duration 10] [--connections 10] [--smoke] [--only store,ingestion,analytics,...]
// --only load: 50 connections of mixed reads and writes for 60 s (--duration / --connections change them).
// Prints one markdown table: API vs raw SQL latency, CSV ingestion and export, bundle size, first data row.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { load, probe } from './api.ts';
import { parseBenchArgs, selected } from './args.ts';
import { ensureBenchBanners } from './banners.ts';
import { measureAnalytics } from './analytics.ts';
import { buildReference, measureBrowser } from './browser.ts';
import { ensureBuilt, measureBundle } from './bundle.ts';
import { bulkPushRows, measureBulkPush, measurePayload, payloadRow, unsyncRow } from './channels.ts';
import { intakeRow, measureIntake } from './intake.ts';
import { loadInventoryRows } from './csvFile.ts';
import { openBenchDatabase } from './database.ts';
import { measureExport } from './exportCsv.ts';
import { measureOrdersExport } from './ordersExport.ts';
import { floorRows } from './floor.ts';
import { ensureBenchUser, loadFixtures } from './fixtures.ts';
import { measureIngestion, measureRawInsert } from './ingestion.ts';
import { describeMachine, loadNow } from './machine.ts';
import { measureMenus } from './menus.ts';
import { measureMixedLoad, mixedLoadRow } from './mixedLoad.ts';
import { matchingRows } from './matching.ts';
import { matchingListRows } from './matchingLists.ts';
import { browserRows, bundleRows, exportRow, ingestionRows, queryRows, type ApiOutcome } from './report.ts';
import { startApp } from './server.ts';
import { queryCases } from './sql.ts';
import { runSql } from './sqlRunner.ts';
import { renderReport, type Row } from './table.ts';

const options = parseBenchArgs(process.argv.slice(2));
const dist = resolve('dist');
const step = (text: string) => console.error(`[bench] ${text}`);

const started = new Date();
const bench = await openBenchDatabase(options);
const rows: Row[] = [];
try {
  await ensureBenchUser(bench.app.db);
  const fixtures = await loadFixtures(bench.app.db);
  await ensureBenchBanners(bench.app.db, fixtures.companyId);
  const machine = await describeMachine(bench.app.db, bench.app.kind);
  const wantBrowser = !options.smoke && (selected(options, 'browser') || selected(options, 'bundle'));
  if (wantBrowser) ensureBuilt(dist);
  if (!options.smoke && selected(options, 'browser')) buildReference();
  const running = await startApp(bench.app.db);
  step(`app on ${running.baseUrl}; big store ${fixtures.bigStoreId}, company ${fixtures.companyId}`);

  if (selected(options, 'floor')) {
    step(`API floor: ${options.duration} s x ${options.connections} connections per route`);
    rows.push(...(await floorRows(running, fixtures, options)));
  }

  for (const query of queryCases(fixtures).filter((query) => selected(options, query.name))) {
    const url = `${running.baseUrl}${query.path}`;
    const found = await probe(url, running.headers);
    // CI runs the smoke version to keep the bench working: a route that stopped answering fails it.
    if (options.smoke && !found.available) throw new Error(`${query.name}: ${found.reason}`);
    let api: ApiOutcome = found.available ? { available: false, reason: '' } : found;
    if (found.available) {
      step(`API ${query.name}: ${options.duration} s x ${options.connections} connections`);
      api = { available: true, summary: await load({ url, headers: running.headers, connections: options.connections, duration: options.duration }) };
    } else step(`API ${query.name}: ${found.reason}`);
    step(`SQL ${query.name}: ${options.duration} s x 10 workers`);
    rows.push(...queryRows(query.name, api, await runSql(bench.raw.db, query.sql, 10, options.duration)));
  }

  rows.push(...(await measureMenus(running, bench, fixtures, options, () => loadInventoryRows(bench.app.db, fixtures.companyId, options.smoke ? 1000 : 100_000))));

  if (selected(options, 'ingestion')) {
    const csvRows = options.smoke ? 1000 : 100_000;
    const inventory = await loadInventoryRows(bench.app.db, fixtures.companyId, csvRows);
    step(`CSV ingestion of ${inventory.length} rows, then the same file again`);
    const ingestion = await measureIngestion(running, bench.app.db, fixtures, inventory, options.smoke ? 20 : 300);
    step('raw INSERT of the same rows');
    rows.push(...ingestionRows(ingestion, await measureRawInsert(bench.app.db, fixtures, inventory), inventory.length));
  }

  if (selected(options, 'unsync-count')) {
    step(`API unsync-count: ${options.duration} s x ${options.connections} connections`);
    rows.push(await unsyncRow(running, bench.app.db, fixtures, options));
  }
  if (selected(options, 'menu push payload')) {
    step('menu push payload of a 10,000-item menu');
    rows.push(payloadRow(await measurePayload(bench.app.db, fixtures)));
  }
  if (selected(options, 'bulk menu push')) {
    step('bulk menu push to 1,000 stores, drained by two server processes');
    rows.push(...bulkPushRows(await measureBulkPush(running, bench.app.db, options, bench.url)));
  }

  if (selected(options, 'analytics')) rows.push(...(await measureAnalytics(running, fixtures, options, step)));
  if (selected(options, 'intake')) {
    step('webhook intake of new orders, two server processes');
    rows.push(intakeRow(await measureIntake(running, bench.app.db, options, bench.url)));
  }

  if (selected(options, 'export')) {
    step('global items CSV export');
    rows.push(exportRow(await measureExport(running, fixtures.companyId)));
  }
  if (selected(options, 'orders export')) {
    step('orders CSV export of one store');
    rows.push(exportRow(await measureOrdersExport(running, bench.app.db, fixtures.rawInsertStoreId, options.smoke ? 2_000 : undefined), 'orders'));
  }

  if (selected(options, 'mixed load')) {
    step(`mixed load: ${options.loadConnections} connections for ${options.loadDuration} s`);
    const outcome = await measureMixedLoad(running, fixtures, options.loadConnections, options.loadDuration);
    for (const failure of outcome.failures) step(`mixed load failure: ${failure}`);
    rows.push(mixedLoadRow(outcome));
  }

  if (selected(options, 'matching')) {
    step('item matching: labelled set, then a sample of the big store');
    rows.push(...(await matchingRows(bench.app.db, fixtures.bigStoreId, options.smoke)));
    step('item matching: the list calls on the big store');
    rows.push(...(await matchingListRows(running, bench.app.db, fixtures.bigStoreId, options)));
  }

  if (selected(options, 'bundle')) {
    const haveDist = existsSync(resolve(dist, 'index.html'));
    rows.push(
      ...(!options.smoke || haveDist
        ? bundleRows(measureBundle(dist))
        : [{ measurement: 'Browser: JS gzip', p50: 'skipped (--smoke, no dist)', target: 'first screen ≤ 300 KB gzip', met: 'n/a' }]),
    );
  }
  if (selected(options, 'browser')) {
    if (!options.smoke) step('browser: first data row, cold and warm, against the react-admin reference');
    rows.push(...browserRows(options.smoke ? undefined : await measureBrowser(running.baseUrl, running.session, fixtures.bigStoreId)));
  }

  await running.app.close();
  // The targets are for the large data set: a smoke run's figures say the bench works, not whether they are met.
  const judged = options.smoke ? rows.map((row) => ({ ...row, met: row.met === undefined || row.met === 'n/a' ? row.met : 'not judged (--smoke)' })) : rows;
  console.log(`\n${renderReport(options.commandLine, machine, judged, started, loadNow())}\n`);
} finally {
  await bench.dispose();
}
process.exit(0);
