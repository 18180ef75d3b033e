// Orders for server tests: partner links and signed webhook posts, the way partners send them.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../server/db/client.ts';
import { signBody } from '../../../server/services/orders/signature.ts';
import type { WebhookFeedback, WebhookOrder } from '../../../src/contract/orders.ts';
import type { WebhookPartner } from '../../../src/domain/orders.ts';
import { unique } from './sequence.ts';

/** Links a store to a partner (1 DoorDash ... 4 LulaDirect) and returns the partner's store id. */
export async function linkPartner(db: Db, storeId: number, partnerId: number): Promise<string> {
  const partnerStoreId = unique(`P${partnerId}-store`);
  await db.execute(sql`insert into store_partners (store_id, partner_id, partner_store_id) values (${storeId}, ${partnerId}, ${partnerStoreId})`);
  return partnerStoreId;
}

/** A valid order of one item with overrides. */
export function orderBody(partnerStoreId: string, overrides: Partial<WebhookOrder> = {}): WebhookOrder {
  return {
    event: 'order',
    order_id: unique('order'),
    store_id: partnerStoreId,
    state: 'placed',
    placed_at: new Date().toISOString(),
    subtotal_cents: 1250,
    fees_cents: 199,
    tax_cents: 100,
    tip_cents: 200,
    total_cents: 1749,
    customer_name: 'Ada L.',
    items: [{ name: 'Cold Brew', quantity: 1, price_cents: 1250 }],
    ...overrides,
  };
}

/** Posts a body to a partner's webhook, signed with its secret (or `signature` when given). */
export function postWebhook(app: FastifyInstance, partner: WebhookPartner, body: WebhookOrder | WebhookFeedback | Record<string, unknown>, signature?: string | null) {
  const payload = JSON.stringify(body);
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  const signed = signature === undefined ? signBody(app.webhookSecrets[partner], payload) : signature;
  if (signed !== null) headers['x-lsm-signature'] = signed;
  return app.inject({ method: 'POST', url: `/api/dsp-integration/v1/webhooks/${partner}`, payload, headers });
}
