import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { buildApp } from './app.ts';
import { createSandboxAdapters } from './channels/sandbox/index.ts';
import { loadConfig } from './config.ts';
import { openConfiguredDatabase } from './db/open.ts';

const config = loadConfig();

if (!existsSync(join(config.staticDir, 'index.html'))) {
  console.log('Building the browser app (dist/ is missing)...');
  const build = spawnSync('npx', ['vite', 'build', '--outDir', config.staticDir], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const database = await openConfiguredDatabase(config);
const app = await buildApp({
  db: database.db,
  jwtSecret: config.jwtSecret,
  accessTokenTtlSeconds: config.accessTokenTtlSeconds,
  refreshTokenTtlSeconds: config.refreshTokenTtlSeconds,
  staticDir: config.staticDir,
  logger: { level: config.logLevel },
  channels: createSandboxAdapters({ ...config.sandbox, db: database.db }),
  uploadsDir: join(config.dataDir, 'uploads'),
  webhookSecrets: config.webhookSecrets,
  sandboxOrders: { perHour: config.sandboxOrdersPerHour, seed: config.sandbox.seed },
  // The embedded database belongs to this process alone: jobs left running belong to a previous run.
  jobs: { exclusive: database.kind === 'pglite' },
});

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ host: config.host, port: config.port });
app.log.info(
  { database: database.kind, dataDir: database.kind === 'pglite' ? config.dataDir : undefined, demo: database.seededDemo },
  `LSM is running on http://${config.host}:${config.port}`,
);
