import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { LongestFirstSequencer } from './tests/e2e/sequencer.ts';

const SERVER = {
  environment: 'node',
  globalSetup: ['tests/server/global-setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
};
/**
 * Server test files run in a process of their own. The sandbox order traffic (a server POSTing orders to itself
 * for four seconds) took over a minute to close in a worker that had run other files before; alone it closes at once.
 */
const OWN_PROCESS = ['tests/server/sandboxOrders.test.ts'];

// Suites are projects so `npm test` can run and report them one by one; 2 cores, so modest parallelism.
export default defineConfig({
  plugins: [react()],
  test: {
    maxWorkers: 2,
    sequence: { sequencer: LongestFirstSequencer },
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        test: {
          name: 'ui',
          include: ['tests/ui/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/ui/setup.ts'],
          // Files share one module graph per worker: importing react-admin and MUI once instead of once per file
          // halves the suite. Tests reset what they change (tests/ui/setup.ts); spy on objects, never vi.mock.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          ...SERVER,
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          // The crash tests start server processes on an embedded database of their own: `npm run test:crash`.
          exclude: [...(process.env.LSM_CRASH_TESTS ? [] : ['tests/server/crash/**']), ...OWN_PROCESS],
          // Files share one module graph per worker: the app's modules are imported once per worker instead of
          // once per file (324 s -> 195 s). Each file still gets its own database (tests/server/helpers.ts).
          isolate: false,
        },
      },
      {
        extends: true,
        test: { ...SERVER, name: 'server-own-process', include: OWN_PROCESS },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          // two workers, each with a server of its own (tests/e2e/global-setup.ts)
          globalSetup: ['tests/e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
