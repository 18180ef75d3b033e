// A second server process for the webhook intake bench: the whole app on BENCH_WORKER_URL with the first
// process's partner webhook secrets (BENCH_WEBHOOK_SECRETS), listening on a free port. Prints "ready <url>";
// SIGTERM closes it.
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../server/app.ts';
import { openPostgres } from '../server/db/client.ts';

const database = await openPostgres(process.env.BENCH_WORKER_URL!, 10);
const app = await buildApp({
  db: database.db,
  jwtSecret: randomBytes(32).toString('hex'),
  webhookSecrets: JSON.parse(process.env.BENCH_WEBHOOK_SECRETS!),
  logger: false,
  jobs: { worker: false },
});
await app.listen({ host: '127.0.0.1', port: 0 });
process.stdout.write(`ready http://127.0.0.1:${(app.server.address() as AddressInfo).port}\n`);
process.on('SIGTERM', () => {
  void app
    .close()
    .then(() => database.close())
    .then(() => process.exit(0));
});
