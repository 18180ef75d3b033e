// The webhook intake's load, on its own thread: `orders` new orders, each signed with its partner's secret and
// POSTed to the servers in turn by `connections` concurrent senders. Answers the response times and failures.
// node:http with kept-alive sockets, not fetch: fetch's streams and signals cost the load thread about as much CPU
// as a server process spends on the orders, on the same two cores.
import { createHmac } from 'node:crypto';
import { Agent, request } from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

export interface IntakeLoad {
  servers: string[];
  /** the partner's webhook key (doordash, ...) → its secret */
  secrets: Record<string, string>;
  /** linked stores to send to: the partner's key and its store id there */
  links: { partner: string; partnerStoreId: string }[];
  orders: number;
  connections: number;
  runId: string;
}

export interface IntakeAnswer {
  samples: number[];
  seconds: number;
  failures: number;
  firstFailure?: string;
}

const load = workerData as IntakeLoad;
const samples: number[] = [];
let failures = 0;
let firstFailure: string | undefined;
let next = 0;

function order(i: number) {
  const link = load.links[i % load.links.length]!;
  const placed = new Date(Date.now() - (i % 600) * 1000);
  const price = 500 + (i % 40) * 25;
  const body = JSON.stringify({
    event: 'order',
    order_id: `bench-${load.runId}-${i}`,
    store_id: link.partnerStoreId,
    state: 'completed',
    placed_at: placed.toISOString(),
    completed_at: new Date(placed.getTime() + 20 * 60_000).toISOString(),
    subtotal_cents: price * 2,
    total_cents: price * 2 + 199,
    items: [{ name: `Bench item ${i % 50}`, quantity: 2, price_cents: price }],
  });
  return { link, body };
}

const agent = new Agent({ keepAlive: true, maxSockets: load.connections });

function post(url: string, headers: Record<string, string>, body: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const sent = request(url, { method: 'POST', agent, headers: { ...headers, 'content-length': Buffer.byteLength(body) } }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
    });
    sent.on('error', reject);
    sent.end(body);
  });
}

async function sender() {
  for (let i = next++; i < load.orders; i = next++) {
    const { link, body } = order(i);
    const signature = `sha256=${createHmac('sha256', load.secrets[link.partner]!).update(body).digest('hex')}`;
    const started = performance.now();
    const response = await post(
      `${load.servers[i % load.servers.length]}/api/dsp-integration/v1/webhooks/${link.partner}`,
      { 'content-type': 'application/json', 'x-lsm-signature': signature },
      body,
    );
    if (response.status === 201) samples.push(performance.now() - started);
    else {
      failures++;
      firstFailure ??= `${response.status} ${response.text.slice(0, 200)}`;
    }
  }
}

const started = performance.now();
await Promise.all(Array.from({ length: load.connections }, sender));
const answer: IntakeAnswer = { samples, seconds: (performance.now() - started) / 1000, failures, firstFailure };
parentPort?.postMessage(answer);
