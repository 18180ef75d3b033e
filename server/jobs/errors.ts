/**
 * How a handler says what went wrong. Any other error is transient: the job is tried again after a
 * backoff, up to its max_attempts.
 */

/** A permanent failure (a partner's validation refusal): the job fails at once, never retried. */
export class JobRefusal extends Error {
  constructor(
    message: string,
    /** stored as the job's result, e.g. a partner's per-item errors */
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'JobRefusal';
  }
}

/** Not a failure: the job waits for something (a partner still processing) and runs again later. */
export class JobNotReady extends Error {
  constructor(
    readonly retryInMs: number,
    message = 'Waiting',
  ) {
    super(message);
    this.name = 'JobNotReady';
  }
}

/** The attempt ran over its handler's time limit (transient: retried). */
export class JobTimeout extends Error {
  constructor(limitMs: number) {
    super(`Timed out after ${limitMs} ms`);
    this.name = 'JobTimeout';
  }
}

/** This worker no longer holds the job (its lease ran out and another worker took it, or it stopped). */
export class LeaseLost extends Error {
  constructor(message = 'This worker no longer holds the job') {
    super(message);
    this.name = 'LeaseLost';
  }
}

/** The worker is shutting down and gave the job back to the queue. */
export class WorkerStopping extends Error {
  constructor() {
    super('The worker is shutting down');
    this.name = 'WorkerStopping';
  }
}

export const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));
