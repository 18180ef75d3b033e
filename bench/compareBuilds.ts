// Two builds of the browser app side by side (issue 19): which of two changes to the first screen is faster, told
// apart from the machine's noise. Each build is served by its own app instance on the bench database; every run
// loads the screen cold in a new profile and, once it has settled, reloads it warm, alternating the builds and
// which goes first.
//
//   npx vite build --outDir /tmp/dist-a   (on one commit)   npx vite build --outDir /tmp/dist-b   (on the other)
//   node --import tsx bench/compareBuilds.ts /tmp/dist-a /tmp/dist-b [runs, default 9] [inventory | companies]
//
// Two builds of the same commit differed by up to ~5 % in their medians on a 2-core machine at 8 runs: read a
// smaller difference as noise.
import { resolve } from 'node:path';
import { parseBenchArgs } from './args.ts';
import { coldThenWarm, spread, type Spread } from './browser.ts';
import { openBenchDatabase } from './database.ts';
import { ensureBenchUser, loadFixtures } from './fixtures.ts';
import { startApp, type RunningApp } from './server.ts';

const [distA, distB, runsText = '9', screen = 'inventory'] = process.argv.slice(2);
if (!distA || !distB || !['inventory', 'companies'].includes(screen)) {
  console.error('usage: node --import tsx bench/compareBuilds.ts <dist A> <dist B> [runs] [inventory | companies]');
  process.exit(2);
}
const runs = Number(runsText);

const bench = await openBenchDatabase(parseBenchArgs([]));
const apps: RunningApp[] = [];
try {
  await ensureBenchUser(bench.app.db);
  const { bigStoreId } = await loadFixtures(bench.app.db);
  const path = screen === 'inventory' ? `/stores/${bigStoreId}?sidebarActiveTab=inventory` : '/companies';
  apps.push(await startApp(bench.app.db, resolve(distA)), await startApp(bench.app.db, resolve(distB)));
  const samples = apps.map(() => ({ cold: [] as number[], warm: [] as number[] }));
  for (let run = 0; run < runs; run += 1) {
    for (const which of run % 2 === 0 ? [0, 1] : [1, 0]) {
      const { baseUrl, session } = apps[which]!;
      const times = await coldThenWarm(`${baseUrl}${path}`, session, bigStoreId);
      samples[which]!.cold.push(times.cold);
      samples[which]!.warm.push(times.warm);
    }
  }
  const show = ({ median, min, max }: Spread) => `${median.toFixed(0)} ms (${min.toFixed(0)}-${max.toFixed(0)})`;
  console.log(`${screen}, ${runs} runs each, alternated: median (min-max) from navigation to the first data row`);
  [distA, distB].forEach((dist, which) => {
    const { cold, warm } = samples[which]!;
    console.log(`${which === 0 ? 'A' : 'B'} ${dist}: warm ${show(spread(warm))}, cold ${show(spread(cold))}`);
  });
} finally {
  await Promise.all(apps.map(({ app }) => app.close()));
  await bench.dispose();
}
