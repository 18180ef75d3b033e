import { describe, expect, it } from 'vitest';
import { diffDigests, type MenuDigest } from '../../server/services/channels/menuDigest.ts';

const week = (periods: string) => Array.from({ length: 7 }, () => periods);

describe('diffDigests', () => {
  const accepted: MenuDigest = {
    menus: { '1': { title: 'All Day', hours: week('08:00-22:00') }, '2': { title: 'Breakfast', hours: week('07:00-11:00') } },
    items: { '10': ['Cola', 299], '11': ['Chips', 399], '12': ['Bagel', 150] },
  };

  it('lists items added and removed, price and name changes, hours changes and menus added or removed', () => {
    const next: MenuDigest = {
      menus: { '1': { title: 'All Day', hours: [...week('08:00-22:00').slice(0, 6), ''] }, '3': { title: 'Late Night', hours: week('22:00-23:59') } },
      items: { '10': ['Cola 12 oz', 329], '11': ['Chips', 399], '13': ['Soup', 450] },
    };
    expect(diffDigests(accepted, next, 50)).toEqual({
      counts: { items_added: 1, items_removed: 1, price_changes: 1, name_changes: 1, hours_changes: 1, menus_added: 1, menus_removed: 1 },
      items_added: [{ id: '13', name: 'Soup', price_cents: 450 }],
      items_removed: [{ id: '12', name: 'Bagel', price_cents: 150 }],
      price_changes: [{ id: '10', name: 'Cola 12 oz', from_cents: 299, to_cents: 329 }],
      name_changes: [{ id: '10', from: 'Cola', to: 'Cola 12 oz' }],
      hours_changes: [{ menu: 'All Day', day_of_week: 6, from: '08:00-22:00', to: 'closed' }],
      menus_added: ['Late Night'],
      menus_removed: ['Breakfast'],
    });
  });

  it('counts everything as new when the partner holds nothing, listing at most `limit`', () => {
    const diff = diffDigests(null, accepted, 2);
    expect(diff.counts).toMatchObject({ items_added: 3, menus_added: 2, items_removed: 0 });
    expect(diff.items_added).toHaveLength(2);
  });

  it('finds nothing between equal digests', () => {
    expect(Object.values(diffDigests(accepted, structuredClone(accepted), 50).counts).every((count) => count === 0)).toBe(true);
  });
});
