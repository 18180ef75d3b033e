// What happens to one sandbox order, drawn from the seed and its coordinates: what the customer ordered,
// whether it is cancelled, arrives late or misses an item, and what the customer says afterwards. Pure.
import type { WebhookFeedback, WebhookOrder } from '../../../../src/contract/orders.ts';
import { draw } from '../random.ts';
import type { OpenChannel } from './openChannels.ts';

const CUSTOMERS = ['Ava M.', 'Liam R.', 'Noah K.', 'Emma S.', 'Olivia P.', 'Mia T.', 'Lucas B.', 'Sofia G.', 'Ethan W.', 'Zoe H.'];
const COMMENTS = ['Fast delivery, thanks!', 'Great as always.', 'Items were cold.', 'Driver was late.', 'Missing one item.', null];

/** Shares of orders, as a delivery back office sees them. */
export const STORY_RATES = { cancelled: 0.04, missingItem: 0.03, late: 0.05, feedback: 0.15 } as const;

const FEE_CENTS = 299;
const TAX_RATE = 0.08;

export interface OrderStory {
  /** the order as the partner first sends it: placed and accepted */
  placed: WebhookOrder;
  /** the same order later: completed, or cancelled, with any issue the customer reported */
  outcome: WebhookOrder;
  /** the customer's rating, sent after the outcome */
  feedback: WebhookFeedback | null;
}

/**
 * The order `n` of tick `tick` at a channel, placed at `now`; `outcomeAfterMs` later it is completed (or
 * cancelled). The order id names the seed and coordinates: two servers with the same seed send the same
 * order, which the webhook counts once.
 */
export function orderStory(seed: number, tick: number, n: number, channel: OpenChannel, now: Date, outcomeAfterMs: number): OrderStory {
  const roll = (...keys: (string | number)[]) => draw(seed, tick, n, ...keys);
  const pick = <T>(values: readonly T[], key: string) => values[Math.floor(roll(key) * values.length)]!;
  const lineCount = 1 + Math.floor(roll('lines') * Math.min(3, channel.items.length));
  const chosen = new Map<number, OpenChannel['items'][number]>();
  for (let k = 0; chosen.size < lineCount && k < 10; k++) {
    const item = pick(channel.items, `item${k}`);
    chosen.set(item.id, item);
  }
  const items = [...chosen.values()].map((item, k) => ({
    item_id: String(item.id),
    name: item.name,
    quantity: 1 + Math.floor(roll(`qty${k}`) * 2),
    price_cents: item.priceCents,
  }));
  const subtotal = items.reduce((sum, item) => sum + item.quantity * item.price_cents, 0);
  const tax = Math.round(subtotal * TAX_RATE);
  const tip = Math.floor(roll('tip') * 5) * 100;
  const placedAt = now.toISOString();
  const placed: WebhookOrder = {
    event: 'order',
    order_id: `SBX-${seed}-${tick}-${n}`,
    store_id: channel.partnerStoreId,
    state: 'accepted',
    placed_at: placedAt,
    accepted_at: placedAt,
    subtotal_cents: subtotal,
    fees_cents: FEE_CENTS,
    tax_cents: tax,
    tip_cents: tip,
    total_cents: subtotal + FEE_CENTS + tax + tip,
    customer_name: pick(CUSTOMERS, 'customer'),
    items,
  };
  const outcomeAt = new Date(now.getTime() + outcomeAfterMs).toISOString();
  const fate = roll('fate');
  if (fate < STORY_RATES.cancelled) {
    return { placed, outcome: { ...placed, state: 'cancelled', cancelled_at: outcomeAt }, feedback: null };
  }
  const issues: NonNullable<WebhookOrder['issues']> = [];
  if (fate < STORY_RATES.cancelled + STORY_RATES.missingItem) {
    issues.push({ type: 'missing_item', item_name: items[0]!.name, note: 'Customer reported an item missing' });
  } else if (fate < STORY_RATES.cancelled + STORY_RATES.missingItem + STORY_RATES.late) {
    issues.push({ type: 'late', note: 'Delivered 20 minutes late' });
  }
  const outcome: WebhookOrder = {
    ...placed,
    state: 'completed',
    ready_at: new Date(now.getTime() + outcomeAfterMs / 2).toISOString(),
    completed_at: outcomeAt,
    ...(issues.length ? { issues } : {}),
  };
  const unhappy = issues.length > 0;
  const feedback: WebhookFeedback | null =
    unhappy || roll('feedback') < STORY_RATES.feedback
      ? {
          event: 'feedback',
          order_id: placed.order_id,
          store_id: channel.partnerStoreId,
          rating: unhappy ? 1 + Math.floor(roll('rating') * 2) : 4 + Math.floor(roll('rating') * 2),
          comment: unhappy ? (issues[0]!.type === 'late' ? 'Driver was late.' : 'Missing one item.') : pick(COMMENTS, 'comment'),
          created_at: outcomeAt,
        }
      : null;
  return { placed, outcome, feedback };
}
