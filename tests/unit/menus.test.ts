import { describe, expect, it } from 'vitest';
import { isSyncedTo, sortMenus } from '../../src/domain/menus.ts';

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
