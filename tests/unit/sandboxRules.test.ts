import { describe, expect, it } from 'vitest';
import { periodLength, type PartnerMenu, type PartnerMenuEntry } from '../../server/channels/menu.ts';
import { draw } from '../../server/channels/sandbox/random.ts';
import { doorDashFailure, grubHubItemErrors, overlappingPeriods, uberEatsRefusal, withoutItems } from '../../server/channels/sandbox/rules.ts';

const entry = (title: string, periods: [string, string][] = [['08:00', '22:00']]): PartnerMenuEntry => ({
  id: title,
  title,
  service_availability: periods.length ? [{ day_of_week: 'monday', time_periods: periods.map(([start_time, end_time]) => ({ start_time, end_time })) }] : [],
  category_ids: ['c'],
});

const item = (id: string, cents: number, title = `Item ${id}`) => ({
  id,
  external_id: null,
  title,
  description: null,
  price_cents: cents,
  pickup_price_cents: cents,
  image_url: null,
  upc: null,
  size: null,
  modifier_group_ids: [],
});

const menu = (menus: PartnerMenuEntry[], items = [item('1', 299), item('2', 499)]): PartnerMenu => ({
  store: { partner_store_id: 'X-1', name: 'Store', time_zone: 'America/New_York' },
  menus,
  categories: [{ id: 'c', title: 'Snacks', item_ids: items.map((candidate) => candidate.id) }],
  items,
  modifier_groups: [],
});

describe('periods', () => {
  it('measures a period, running into the next day when it ends before it starts, 23:59 ending the day', () => {
    expect(periodLength({ start_time: '08:00', end_time: '09:00' })).toBe(60);
    expect(periodLength({ start_time: '22:00', end_time: '02:00' })).toBe(240);
    expect(periodLength({ start_time: '00:00', end_time: '23:59' })).toBe(1440);
  });
  it('finds overlapping periods of a day', () => {
    expect(overlappingPeriods(entry('All Day', [['08:00', '12:00'], ['11:00', '15:00']]))).toBe('Menu "All Day": on Monday 08:00-12:00 overlaps 11:00-15:00');
    expect(overlappingPeriods(entry('All Day', [['08:00', '12:00'], ['12:00', '15:00']]))).toBeNull();
  });
});

describe('UberEats refusals', () => {
  it('accepts a menu with hours and prices within the cap', () => {
    expect(uberEatsRefusal(menu([entry('All Day')]))).toBeNull();
  });
  it('refuses no menus, no hours, a period of 60 minutes or less, overlaps and prices above $375', () => {
    expect(uberEatsRefusal(menu([]))?.message).toBe('UberEats refused the menu: the store has no menu for UberEats');
    expect(uberEatsRefusal(menu([entry('Lunch', [])]))?.message).toBe('UberEats refused the menu: menu "Lunch" has no hours (service_availability is empty)');
    expect(uberEatsRefusal(menu([entry('Lunch', [['12:00', '13:00']])]))?.message).toBe(
      'UberEats refused the menu: menu "Lunch" has a time period of 60 minutes or less (Monday 12:00-13:00)',
    );
    expect(uberEatsRefusal(menu([entry('Lunch', [['12:00', '13:01']])]))).toBeNull();
    expect(uberEatsRefusal(menu([entry('Lunch', [['10:00', '14:00'], ['13:00', '16:00']])]))?.message).toContain('overlaps');
    const refusal = uberEatsRefusal(menu([entry('All Day')], [item('1', 37_500), item('2', 37_501, 'Caviar')]));
    expect(refusal).toEqual({
      message: 'UberEats refused the menu: 1 item is priced above $375.00: Caviar ($375.01)',
      itemErrors: [{ item_id: '2', name: 'Caviar', reason: "Price $375.01 is above UberEats's limit of $375.00" }],
    });
  });
});

describe('DoorDash and GrubHub', () => {
  it('DoorDash fails a menu without items or hours, or with overlapping hours', () => {
    expect(doorDashFailure(menu([entry('All Day')]))).toBeNull();
    expect(doorDashFailure(menu([entry('All Day')], []))?.message).toBe('DoorDash menu job FAILURE: the menu has no items');
    expect(doorDashFailure(menu([entry('All Day', [])]))?.message).toBe('DoorDash menu job FAILURE: menu "All Day" has no hours');
    expect(doorDashFailure(menu([entry('All Day', [['08:00', '12:00'], ['09:00', '10:00']])]))?.message).toMatch(/^DoorDash menu job FAILURE: overlapping hours/);
  });
  it('GrubHub refuses items without a name or a price, and applies the rest', () => {
    const withBad = menu([entry('All Day')], [item('1', 299), item('2', 0, 'Napkins'), item('3', 150, '  ')]);
    const errors = grubHubItemErrors(withBad);
    expect(errors).toEqual([
      { item_id: '2', name: 'Napkins', reason: 'Item price must be greater than $0.00' },
      { item_id: '3', name: '  ', reason: 'Item name is required' },
    ]);
    const applied = withoutItems(withBad, new Set(errors.map((error) => error.item_id)));
    expect(applied.items.map((candidate) => candidate.id)).toEqual(['1']);
    expect(applied.categories[0].item_ids).toEqual(['1']);
  });
});

describe('seeded decisions', () => {
  it('are the same for the same seed and keys, and differ across seeds and attempts', () => {
    expect(draw(1, 'UberEats', 'lsm-sync-5', 1)).toBe(draw(1, 'UberEats', 'lsm-sync-5', 1));
    const attempts = new Set([1, 2, 3, 4, 5].map((attempt) => draw(1, 'UberEats', 'lsm-sync-5', attempt)));
    expect(attempts.size).toBe(5);
    expect(draw(2, 'UberEats', 'lsm-sync-5', 1)).not.toBe(draw(1, 'UberEats', 'lsm-sync-5', 1));
    const values = Array.from({ length: 1000 }, (_, k) => draw(7, 'GrubHub', k));
    expect(values.every((value) => value >= 0 && value < 1)).toBe(true);
    expect(values.filter((value) => value < 0.3).length).toBeGreaterThan(230);
    expect(values.filter((value) => value < 0.3).length).toBeLessThan(370);
  });
});
