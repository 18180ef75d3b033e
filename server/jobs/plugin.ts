import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { RegisteredHandler } from './handler.ts';
import { JobWorker, type WorkerOptions } from './worker.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** the durable job queue's worker: `wake()` after enqueueing, `drain()` in tests */
    jobs: JobWorker;
  }
}

export interface JobsPluginOptions extends WorkerOptions {
  /** run jobs in the background (default); false for API-only tests, which call app.jobs.drain() */
  worker: boolean;
  handlers: readonly RegisteredHandler[];
}

/**
 * The job worker of this server process: started once the app is ready, stopped (draining) when it
 * closes, before the database is.
 */
export const jobsPlugin = fp(
  async function jobs(app: FastifyInstance, options: JobsPluginOptions) {
    const { worker: background, handlers, ...workerOptions } = options;
    const worker = new JobWorker(app.db, handlers, { log: app.log, ...workerOptions });
    app.decorate('jobs', worker);
    if (background) app.addHook('onReady', async () => worker.start());
    app.addHook('onClose', async () => worker.stop());
  },
  { name: 'jobs', dependencies: ['db'] },
);
