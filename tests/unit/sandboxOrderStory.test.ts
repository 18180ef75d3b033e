import { describe, expect, it } from 'vitest';
import { orderStory, STORY_RATES } from '../../server/channels/sandbox/orders/orderStory.ts';
import type { OpenChannel } from '../../server/channels/sandbox/orders/openChannels.ts';

const channel: OpenChannel = {
  storeId: 9,
  partner: 'DoorDash',
  partnerStoreId: 'DD-9',
  items: [
    { id: 1, name: 'Milk', priceCents: 349 },
    { id: 2, name: 'Bread', priceCents: 499 },
    { id: 3, name: 'Coffee', priceCents: 1299 },
  ],
};
const NOW = new Date('2026-11-18T15:00:00Z');
const stories = (seed: number) => Array.from({ length: 2000 }, (_, n) => orderStory(seed, 100, n, channel, NOW, 30 * 60_000));

describe('sandbox order stories', () => {
  it('are the same for the same seed and differ for another', () => {
    expect(stories(3)).toEqual(stories(3));
    expect(stories(4).map((story) => story.placed.total_cents)).not.toEqual(stories(3).map((story) => story.placed.total_cents));
  });

  it('add up and use the store items', () => {
    for (const { placed } of stories(3).slice(0, 200)) {
      expect(placed.subtotal_cents).toBe(placed.items.reduce((sum, item) => sum + item.quantity * item.price_cents, 0));
      expect(placed.total_cents).toBe(placed.subtotal_cents + placed.fees_cents! + placed.tax_cents! + placed.tip_cents!);
      for (const item of placed.items) expect(channel.items.map((known) => String(known.id))).toContain(item.item_id);
    }
  });

  it('cancel, miss items, arrive late and get feedback at about the configured rates', () => {
    const all = stories(5);
    const share = (test: (story: (typeof all)[number]) => boolean) => all.filter(test).length / all.length;
    expect(share((s) => s.outcome.state === 'cancelled')).toBeCloseTo(STORY_RATES.cancelled, 1);
    expect(share((s) => s.outcome.issues?.[0]?.type === 'missing_item')).toBeCloseTo(STORY_RATES.missingItem, 1);
    expect(share((s) => s.outcome.issues?.[0]?.type === 'late')).toBeCloseTo(STORY_RATES.late, 1);
    expect(share((s) => s.feedback !== null)).toBeGreaterThan(STORY_RATES.feedback);
    for (const story of all) {
      if (story.outcome.state === 'cancelled') expect(story.feedback).toBeNull();
      if (story.outcome.issues?.length) expect(story.feedback?.rating).toBeLessThanOrEqual(2);
    }
  });
});
