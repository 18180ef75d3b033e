import type { WebhookFeedback, WebhookOrder } from '../../../../src/contract/orders.ts';
import { WEBHOOK_PARTNERS, type WebhookPartner } from '../../../../src/domain/orders.ts';
import type { ChannelAdapters } from '../../adapter.ts';
import type { Db } from '../../../db/client.ts';
import type { PartnerName } from '../../../db/schema/index.ts';
import { draw } from '../random.ts';
import { openChannels } from './openChannels.ts';
import { orderStory } from './orderStory.ts';

export interface TrafficOptions {
  db: Db;
  channels: ChannelAdapters;
  now: () => Date;
  /** orders per hour across all open channels; 0 sends none */
  perHour: number;
  seed: number;
  /** how often orders are sent */
  tickMs: number;
  /** how long after it is placed an order is completed or cancelled */
  outcomeAfterMs: number;
  /** posts one signed webhook request as the partner; rejects when the server refuses it */
  send: (partner: WebhookPartner, body: WebhookOrder | WebhookFeedback) => Promise<void>;
}

export interface TickResult {
  placed: number;
  followUps: number;
}

const PATH_OF: Record<PartnerName, WebhookPartner> = Object.fromEntries(
  Object.entries(WEBHOOK_PARTNERS).map(([path, name]) => [name, path as WebhookPartner]),
) as Record<PartnerName, WebhookPartner>;

/** Stores drawn per order wanted: many stores are closed at any hour, a few more draws still find open ones. */
const DRAWS_PER_ORDER = 4;
const EXTRA_DRAWS = 8;

/**
 * The sandbox partners' customers: every tick, the orders due at the configured rate go to channels open at
 * that moment, and the outcomes (completion or cancellation, issues, feedback) of earlier orders follow when
 * due. Ticks are numbered by the clock, so a seed sends the same orders at the same times. Outcomes wait in
 * memory: after a restart the orders placed before it stay accepted, as a partner outage would leave them.
 */
export function orderTraffic(options: TrafficOptions) {
  const pending: { dueAt: number; partner: WebhookPartner; bodies: (WebhookOrder | WebhookFeedback)[] }[] = [];

  /** Orders due in one tick: the whole part of the rate, and the fraction drawn from the seed. */
  function ordersDue(tick: number): number {
    const expected = (options.perHour * options.tickMs) / 3_600_000;
    return Math.floor(expected) + (draw(options.seed, 'count', tick) < expected % 1 ? 1 : 0);
  }

  async function tick(): Promise<TickResult> {
    const now = options.now();
    const tickNo = Math.floor(now.getTime() / options.tickMs);
    const due = pending.filter((entry) => entry.dueAt <= now.getTime());
    pending.splice(0, pending.length, ...pending.filter((entry) => entry.dueAt > now.getTime()));
    for (const entry of due) for (const body of entry.bodies) await options.send(entry.partner, body);

    const wanted = ordersDue(tickNo);
    if (wanted === 0) return { placed: 0, followUps: due.length };
    const open = await openChannels(options.db, options.channels, now, { seed: options.seed, tick: tickNo, limit: wanted * DRAWS_PER_ORDER + EXTRA_DRAWS });
    if (open.length === 0) return { placed: 0, followUps: due.length };
    for (let n = 0; n < wanted; n++) {
      const channel = open[Math.floor(draw(options.seed, 'channel', tickNo, n) * open.length)]!;
      const story = orderStory(options.seed, tickNo, n, channel, now, options.outcomeAfterMs);
      const partner = PATH_OF[channel.partner];
      await options.send(partner, story.placed);
      pending.push({ dueAt: now.getTime() + options.outcomeAfterMs, partner, bodies: story.feedback ? [story.outcome, story.feedback] : [story.outcome] });
    }
    return { placed: wanted, followUps: due.length };
  }

  return { tick, pendingCount: () => pending.length };
}
