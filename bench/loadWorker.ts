// Runs autocannon on its own thread, so the load generator does not share the in-process server's event loop.
import autocannon from 'autocannon';
import { parentPort, workerData } from 'node:worker_threads';

export interface LoadRequest {
  url: string;
  headers: Record<string, string>;
  connections: number;
  duration: number;
  /** GET when absent */
  method?: 'GET' | 'POST' | 'PUT';
  /** a JSON body */
  body?: string;
}

export interface LoadAnswer {
  /** response times of the 2xx answers, ms */
  samples: number[];
  seconds: number;
  failures: number;
  error?: string;
}

const request = workerData as LoadRequest;
const samples: number[] = [];
let failures = 0;
const instance = autocannon(
  {
    url: request.url,
    headers: request.body === undefined ? request.headers : { ...request.headers, 'content-type': 'application/json' },
    method: request.method ?? 'GET',
    body: request.body,
    connections: request.connections,
    duration: request.duration,
    timeout: 30,
  },
  (error, result) => {
    const answer: LoadAnswer = error
      ? { samples: [], seconds: request.duration, failures, error: error.message }
      : { samples, seconds: result.duration || request.duration, failures: failures + result.errors + result.timeouts };
    parentPort?.postMessage(answer);
  },
);
instance.on('response', (_client, statusCode, _bytes, responseTime) => {
  if (statusCode >= 200 && statusCode < 300) samples.push(responseTime);
  else failures++;
});
