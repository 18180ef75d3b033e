import { describe, expect, it } from 'vitest';
import type { HoursRow } from '../../src/domain/hours.ts';
import { isSyncedTo, menuHoursProblems, menuTiming, slotsOutsideStoreHours, sortMenuHours, sortMenus } from '../../src/domain/menus.ts';

describe('isSyncedTo', () => {
  it('is synced to every channel when available_channels is null, missing or empty', () => {
    expect(isSyncedTo(null, 1)).toBe(true);
    expect(isSyncedTo(undefined, 4)).toBe(true);
    expect(isSyncedTo([], 2)).toBe(true);
  });

  it('is synced only to the listed partners otherwise', () => {
    expect(isSyncedTo([1, 3], 1)).toBe(true);
    expect(isSyncedTo([1, 3], 3)).toBe(true);
    expect(isSyncedTo([1, 3], 2)).toBe(false);
    expect(isSyncedTo([4], 1)).toBe(false);
  });
});

describe('sortMenus', () => {
  it('puts All first, then sorts by name case-insensitively', () => {
    const menus = [{ menu_name: 'lunch' }, { menu_name: 'Breakfast' }, { menu_name: 'All' }, { menu_name: 'Dinner' }];
    expect(sortMenus(menus).map((menu) => menu.menu_name)).toEqual(['All', 'Breakfast', 'Dinner', 'lunch']);
    expect(menus[0].menu_name).toBe('lunch');
  });

  it('recognises All in any case', () => {
    expect(sortMenus([{ menu_name: 'Alcohol' }, { menu_name: 'all ' }]).map((menu) => menu.menu_name)).toEqual(['all ', 'Alcohol']);
  });
});

describe('menu hours', () => {
  const slot = (day: number, open: string, close: string) => ({ day_of_week: day, open_time: open, close_time: close });

  it('accepts several slots a day on the half-hour grid, a close at 23:59, and refuses overlaps and inversions', () => {
    expect(menuHoursProblems([slot(0, '06:00', '11:00'), slot(0, '11:00', '14:30'), slot(6, '20:00', '23:59')])).toEqual([]);
    expect(menuHoursProblems([slot(0, '06:00', '11:00'), slot(0, '10:30', '12:00')])).toEqual(['Monday: 06:00-11:00 overlaps 10:30-12:00']);
    expect(menuHoursProblems([slot(2, '12:00', '09:00')])).toEqual(['Wednesday: closing time 09:00 must be after opening time 12:00']);
    expect(menuHoursProblems([slot(3, '09:10', '10:00')])).toEqual(['Thursday: opening time 09:10 is not on the half-hour grid']);
  });

  it('sorts by day, then open time', () => {
    expect(sortMenuHours([slot(1, '12:00', '13:00'), slot(0, '18:00', '20:00'), slot(1, '06:00', '07:00')])).toEqual([
      slot(0, '18:00', '20:00'),
      slot(1, '06:00', '07:00'),
      slot(1, '12:00', '13:00'),
    ]);
  });

  it("flags slots outside the store's hours that day by the inclusive window check", () => {
    const store: HoursRow[] = [
      { dayOfWeek: 0, open_time: '07:00', close_time: '22:00', isClosed: false },
      { dayOfWeek: 1, open_time: '09:00', close_time: '13:00', isClosed: false },
      { dayOfWeek: 1, open_time: '15:00', close_time: '21:00', isClosed: false },
      { dayOfWeek: 6, open_time: '00:00', close_time: '00:00', isClosed: true },
    ];
    const menu = [
      slot(0, '07:00', '22:00'), // exactly the window: inside (inclusive)
      slot(0, '06:30', '11:00'), // starts before opening
      slot(1, '15:00', '21:00'), // the second window of the day
      slot(1, '12:00', '16:00'), // spans the midday gap
      slot(2, '08:00', '09:00'), // a day without store hours
      slot(6, '10:00', '12:00'), // a closed day
    ];
    expect(slotsOutsideStoreHours(menu, store)).toEqual([menu[1], menu[3], menu[4], menu[5]]);
  });

  it("gives an item's timing: the union of its menus' slots per day", () => {
    const breakfast = [slot(0, '06:00', '11:00'), slot(1, '06:00', '11:00')];
    const lunch = [slot(0, '11:00', '15:00'), slot(1, '12:00', '15:00')];
    const late = [slot(6, '20:00', '23:59'), { ...slot(5, '00:00', '00:00'), is_closed: true }];
    const timing = menuTiming([breakfast, lunch, late]);
    expect(timing[0]).toEqual([{ open_time: '06:00', close_time: '15:00' }]);
    expect(timing[1]).toEqual([
      { open_time: '06:00', close_time: '11:00' },
      { open_time: '12:00', close_time: '15:00' },
    ]);
    expect(timing[5]).toEqual([]);
    expect(timing[6]).toEqual([{ open_time: '20:00', close_time: '23:59' }]);
  });
});
