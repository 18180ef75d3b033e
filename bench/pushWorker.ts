// A second server process for the bulk push bench: only the job worker, on BENCH_WORKER_URL, with the
// sandbox partners at no latency. Prints "ready" once it claims jobs; SIGTERM drains and exits.
import { createSandboxAdapters } from '../server/channels/sandbox/index.ts';
import { openPostgres } from '../server/db/client.ts';
import { jobHandlers } from '../server/jobs/handlers/index.ts';
import { JobWorker } from '../server/jobs/worker.ts';

const database = await openPostgres(process.env.BENCH_WORKER_URL!, 10);
const channels = createSandboxAdapters({ db: database.db, latencyMs: 0 });
const worker = new JobWorker(database.db, jobHandlers({ now: () => new Date(), channels }), { pollMs: 50 });
worker.start();
process.stdout.write('ready\n');
process.on('SIGTERM', () => {
  void worker
    .stop()
    .then(() => database.close())
    .then(() => process.exit(0));
});
