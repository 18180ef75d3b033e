import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AddressInfo } from 'node:net';
import { SIGNATURE_HEADER, type WebhookFeedback, type WebhookOrder } from '../../src/contract/orders.ts';
import type { WebhookPartner } from '../../src/domain/orders.ts';
import { orderTraffic } from '../channels/sandbox/orders/traffic.ts';
import { signBody } from '../services/orders/signature.ts';

export interface SandboxOrdersOptions {
  /** orders per hour across every open channel (SANDBOX_ORDERS_PER_HOUR); 0 turns the traffic off */
  perHour: number;
  /** SANDBOX_SEED: the same seed sends the same orders at the same times */
  seed: number;
  /** how often orders are sent; 10 s by default */
  tickMs?: number;
  /** how long after it is placed an order is completed or cancelled; 30 minutes by default */
  outcomeAfterMs?: number;
}

/** The address the server listens on, as a client on this machine reaches it. */
function ownBaseUrl(app: FastifyInstance): string | null {
  const address = app.server.address() as AddressInfo | string | null;
  if (!address || typeof address === 'string') return null;
  const host = address.address === '0.0.0.0' ? '127.0.0.1' : address.address === '::' ? '::1' : address.address;
  return `http://${address.family === 'IPv6' ? `[${host}]` : host}:${address.port}`;
}

/**
 * The sandbox partners' order traffic: once the server listens, orders for open channels are POSTed to its
 * own webhook over HTTP, signed with each partner's secret, exactly as a partner would send them. Stops (and
 * waits for the tick under way) when the server closes.
 */
async function sandboxOrders(app: FastifyInstance, options: SandboxOrdersOptions) {
  if (!(options.perHour > 0)) return;
  const tickMs = options.tickMs ?? 10_000;

  async function send(partner: WebhookPartner, body: WebhookOrder | WebhookFeedback) {
    const base = ownBaseUrl(app);
    if (!base) return;
    const payload = JSON.stringify(body);
    const response = await fetch(`${base}/api/dsp-integration/v1/webhooks/${partner}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signBody(app.webhookSecrets[partner], payload) },
      body: payload,
    });
    if (!response.ok) app.log.warn({ partner, orderId: body.order_id, status: response.status, answer: await response.text() }, 'sandbox order refused');
  }

  const traffic = orderTraffic({
    db: app.db,
    channels: app.channels,
    now: app.now,
    perHour: options.perHour,
    seed: options.seed,
    tickMs,
    outcomeAfterMs: options.outcomeAfterMs ?? 30 * 60_000,
    send,
  });
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;

  const runTick = () => {
    if (running) return; // a slow tick is not overlapped: the next one catches up on due outcomes
    running = traffic
      .tick()
      .then(() => undefined)
      .catch((error: unknown) => app.log.warn({ err: error }, 'sandbox order tick failed'))
      .finally(() => {
        running = null;
      });
  };

  app.addHook('onListen', async () => {
    app.log.info({ perHour: options.perHour, seed: options.seed }, 'sandbox partners are sending orders');
    timer = setInterval(runTick, tickMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}

export default fp(sandboxOrders, { name: 'sandbox-orders' });
