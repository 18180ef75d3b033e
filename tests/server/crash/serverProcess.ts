// A real server process on an embedded database of its own, for the crash tests: started from the demo
// database every server test starts from, killed with any signal, started again on the same data.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, inject } from 'vitest';
import { openPglite } from '../../../server/db/client.ts';
import { DEMO_PASSWORD } from '../helpers.ts';

const ROOT = resolve(import.meta.dirname, '../../..');
const START_TIMEOUT_MS = 60_000;

export type CrashDb = Awaited<ReturnType<typeof openPglite>>['db'];

const freePort = () =>
  new Promise<number>((done) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = server.address() as { port: number };
      server.close(() => done(free));
    });
  });

export interface CrashServer {
  /** the server's temporary directory (TMPDIR): upload spool files land here */
  spoolDir: string;
  /** http://127.0.0.1:<port><path> */
  url(path: string): string;
  /** Copies the demo database into the data directory and picks a port; answers the copy, open until `read` ends. */
  prepare<T>(read: (db: CrashDb) => Promise<T>): Promise<T>;
  start(): Promise<void>;
  stop(signal: NodeJS.Signals): Promise<void>;
  /** The embedded database while the server is stopped. */
  withDatabase<T>(read: (db: CrashDb) => Promise<T>): Promise<T>;
  signIn(email: string): Promise<string>;
  /** Kills the server and removes its directories. */
  dispose(): Promise<void>;
}

/** `env` adds to (or overrides) the server's environment. */
export function crashServer(name: string, env: Record<string, string> = {}): CrashServer {
  const work = mkdtempSync(join(tmpdir(), `lsm-crash-${name}-`));
  const dataDir = join(work, 'data');
  /** where server/db/open.ts keeps the embedded database under DATA_DIR */
  const pgliteDir = join(dataDir, 'pgdata');
  const spoolDir = join(work, 'tmp');
  const staticDir = join(work, 'static');
  let child: ChildProcess | null = null;
  let port = 0;
  const url = (path: string) => `http://127.0.0.1:${port}${path}`;

  async function withDatabase<T>(read: (db: CrashDb) => Promise<T>, dump?: Blob): Promise<T> {
    const database = await openPglite(pgliteDir, dump);
    try {
      return await read(database.db);
    } finally {
      await database.close();
    }
  }

  async function stop(signal: NodeJS.Signals): Promise<void> {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    await new Promise<void>((done) => {
      running.once('exit', () => done());
      running.kill(signal);
    });
  }

  return {
    spoolDir,
    url,
    async prepare(read) {
      mkdirSync(spoolDir, { recursive: true });
      mkdirSync(staticDir, { recursive: true });
      writeFileSync(join(staticDir, 'index.html'), '<!doctype html>');
      port = await freePort();
      return withDatabase(read, new Blob([readFileSync(inject('pgliteDumpPath')!)]));
    },
    async start() {
      child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
        cwd: ROOT,
        env: {
          ...process.env,
          DATABASE_URL: '',
          HOST: '127.0.0.1',
          PORT: String(port),
          DATA_DIR: dataDir,
          TMPDIR: spoolDir,
          JWT_SECRET: 'crash-secret',
          LOG_LEVEL: 'warn',
          STATIC_DIR: staticDir,
          ...env,
        },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      for (let waited = 0; waited < START_TIMEOUT_MS; waited += 250) {
        const ready = await fetch(url('/api/health')).then((answer) => answer.status < 500, () => false);
        if (ready) return;
        await new Promise((done) => setTimeout(done, 250));
      }
      throw new Error('the server did not start');
    },
    stop,
    withDatabase: (read) => withDatabase(read),
    async signIn(email) {
      const answer = await fetch(url('/api/user-service/authenticate'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: DEMO_PASSWORD }),
      });
      expect(answer.status).toBe(200);
      return ((await answer.json()) as { accessToken: string }).accessToken;
    },
    async dispose() {
      await stop('SIGKILL');
      rmSync(work, { recursive: true, force: true });
    },
  };
}
