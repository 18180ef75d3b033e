// Load on one API route with the server in this process, for a CPU profile of the server thread:
//   node --cpu-prof --cpu-prof-dir=/tmp/prof --import tsx bench/profileRoute.ts "/api/stores/{store}/status" [seconds] [connections]
// {store} and {company} are the bench's big store and its company. Prints the latency summary and the CPU time
// of this process (server and load generator threads) per request, which other work on the machine disturbs less.
import { load } from './api.ts';
import { DEFAULT_BENCH_URL } from './database.ts';
import { ensureBenchUser, loadFixtures } from './fixtures.ts';
import { startApp } from './server.ts';
import { openPostgres } from '../server/db/client.ts';

const [path = '/api/stores/dsps', seconds = '10', connections = '10'] = process.argv.slice(2);
const database = await openPostgres(process.env.BENCH_DATABASE_URL ?? DEFAULT_BENCH_URL);
await ensureBenchUser(database.db);
const fixtures = await loadFixtures(database.db);
const running = await startApp(database.db);
const url = `${running.baseUrl}${path.replaceAll('{store}', String(fixtures.bigStoreId)).replaceAll('{company}', String(fixtures.companyId))}`;
const check = await fetch(url, { headers: running.headers });
if (!check.ok) throw new Error(`${url} answered ${check.status}: ${await check.text()}`);
const cpu = process.cpuUsage();
const summary = await load({ url, headers: running.headers, connections: Number(connections), duration: Number(seconds) });
const used = process.cpuUsage(cpu);
console.log(JSON.stringify({ path, ...summary, cpuMsPerRequest: (used.user + used.system) / 1000 / summary.count }));
await running.app.close();
await database.close();
