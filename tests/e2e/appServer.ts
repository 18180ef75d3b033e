// The real server on a fresh embedded data directory, serving a current build of the browser app:
// started by the e2e suite's global setup and by `npm run screenshots`.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const HEALTH_TIMEOUT_MS = 120_000;

/** Newest modification time of any file under `path` (0 when it does not exist). */
function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** Builds dist/ when it is missing or older than the browser app's sources. */
export function buildAppIfStale(): void {
  const indexHtml = join(ROOT, 'dist', 'index.html');
  const built = existsSync(indexHtml) ? statSync(indexHtml).mtimeMs : 0;
  const sources = Math.max(
    newestMtime(join(ROOT, 'src')),
    newestMtime(join(ROOT, 'index.html')),
    newestMtime(join(ROOT, 'vite.config.ts')),
  );
  if (built > 0 && built >= sources) return;
  const started = Date.now();
  // vitest sets NODE_ENV=test; inherited, it would make Vite bundle React's development build.
  const result = spawnSync('npx', ['vite', 'build'], { cwd: ROOT, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' } });
  if (result.status !== 0) {
    process.stdout.write(result.stdout ?? '');
    process.stderr.write(result.stderr ?? '');
    throw new Error(`e2e: "npx vite build" failed with status ${result.status ?? result.signal ?? 'unknown'}`);
  }
  console.log(`e2e: built the browser app in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      if (address === null || typeof address === 'string') {
        server.close();
        reject(new Error('e2e: could not pick a free port'));
        return;
      }
      server.close(() => resolvePort(address.port));
    });
  });
}

/** Keeps the last `limit` characters of a stream for diagnostics. */
function tail(limit: number) {
  let text = '';
  return {
    push(chunk: Buffer) {
      text = (text + chunk.toString('utf8')).slice(-limit);
    },
    get text() {
      return text;
    },
  };
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

async function waitForHealth(baseUrl: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  let lastProblem = 'no answer yet';
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `e2e: the server exited (${child.exitCode ?? child.signalCode}) before answering /api/health.\n--- server output ---\n${output()}`,
      );
    }
    try {
      const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) return;
      lastProblem = `status ${response.status}`;
    } catch (error) {
      lastProblem = error instanceof Error ? error.message : String(error);
    }
    await sleep(250);
  }
  throw new Error(
    `e2e: GET ${baseUrl}/api/health did not answer 200 within ${HEALTH_TIMEOUT_MS / 1000} s (last: ${lastProblem}).\n--- server output ---\n${output()}`,
  );
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  child.kill('SIGTERM');
  const killed = await Promise.race([exited.then(() => true), sleep(5_000).then(() => false)]);
  if (!killed) {
    child.kill('SIGKILL');
    await exited;
  }
}

/** DoorDash's order webhook secret on the e2e servers: a test signs orders with it as DoorDash would. */
export const E2E_DOORDASH_WEBHOOK_SECRET = 'e2e-doordash-webhook-secret';

export interface RunningServer {
  /** Origin of the server, e.g. http://127.0.0.1:41234 */
  baseUrl: string;
  /** Stops the server and removes its data directory. */
  stop(): Promise<void>;
}

/** Starts the server on a free port and a new data directory (migrated and loaded with the demo data on first start). */
export async function startServer(): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'lsm-e2e-data-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    JWT_SECRET: 'e2e-secret',
    WEBHOOK_SECRET_DOORDASH: E2E_DOORDASH_WEBHOOK_SECRET,
    LOG_LEVEL: 'warn',
    // DoorDash and GrubHub take a while over a menu job, as they do for real, so a push can meet one under way.
    SANDBOX_MENU_JOB_MS: '4000',
    STATIC_DIR: join(ROOT, 'dist'),
  };
  // The suite always runs on its own embedded database, whatever the caller's environment says.
  delete env.DATABASE_URL;

  const stdout = tail(20_000);
  const stderr = tail(20_000);
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => stdout.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => stderr.push(chunk));
  const output = () => `${stderr.text}${stdout.text ? `\n--- stdout ---\n${stdout.text}` : ''}`;

  const stop = async () => {
    await stopChild(child);
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    const started = Date.now();
    await waitForHealth(baseUrl, child, output);
    console.log(`e2e: server ready at ${baseUrl} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } catch (error) {
    await stop();
    throw error;
  }

  return { baseUrl, stop };
}
