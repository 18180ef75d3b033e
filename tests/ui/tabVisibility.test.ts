import { describe, expect, it } from 'vitest';
import {
  canEditStoreHours,
  isStoreSettingsGroupVisible,
  isTabVisible,
  requestedTab,
  resolveActiveTab,
  visibleTabs,
} from '../../src/custom/layout/tabVisibility.ts';
import { DEFAULT_ROLE_PERMISSIONS } from '../../src/domain/permissions.ts';

describe('store tabs', () => {
  it.each([
    ['home', [], false],
    ['home', ['lm_view_orders'], true],
    ['home', ['lm_view_store_activity'], true],
    ['home', ['lm_view_feedback'], true],
    ['home', ['lm_view_store_status'], true],
    ['home', ['lm_edit_orders'], false],
    ['inventory', ['lm_view_store_inventory'], true],
    ['inventory', ['lm_view_store_menus'], false],
    ['menus', ['lm_view_store_menus'], true],
    ['store-settings', ['lm_view_store_settings'], true],
    ['store-settings', ['lm_view_fee_settings'], false],
    ['channels-settings', ['lm_view_channel_settings'], true],
    ['fee-settings', ['lm_view_fee_settings'], true],
  ] as const)('%s with %j -> %s', (tab, granted, visible) => {
    expect(isTabVisible('store', tab, granted)).toBe(visible);
  });

  it('shows the Settings group when any of its sub-tabs shows', () => {
    expect(isStoreSettingsGroupVisible([])).toBe(false);
    expect(isStoreSettingsGroupVisible(['lm_view_store_settings'])).toBe(true);
    expect(isStoreSettingsGroupVisible(['lm_view_channel_settings'])).toBe(true);
    expect(isStoreSettingsGroupVisible(['lm_view_fee_settings'])).toBe(true);
  });

  it('needs lm_view_store_hours for the Edit store hours link', () => {
    expect(canEditStoreHours(['lm_view_store_hours'])).toBe(true);
    expect(canEditStoreHours(['lm_edit_store_hours'])).toBe(false);
  });

  it('gives the default staff role Home, Inventory and Menus only', () => {
    expect(visibleTabs('store', DEFAULT_ROLE_PERMISSIONS.staff)).toEqual(['home', 'inventory', 'menus', 'modifier-groups']);
  });
});

describe('company tabs', () => {
  it('shows Stores, Products and Analytics to everyone', () => {
    expect(visibleTabs('company', [])).toEqual(['stores', 'products', 'analytics']);
  });

  it('leaves Analytics out for merchants, who have it in their own navigation (/insights)', () => {
    expect(visibleTabs('company', [], true)).toEqual(['stores', 'products']);
    expect(resolveActiveTab('company', 'analytics', DEFAULT_ROLE_PERMISSIONS.superadmin, true)).toBe('stores');
    expect(resolveActiveTab('company', 'analytics', [], false)).toBe('analytics');
  });

  it.each([
    ['settings', 'view_company_details'],
    ['employees', 'view_employees'],
    ['roles', 'view_roles'],
    ['banners', 'view_banners'],
    ['sync-grid', 'lm_view_channel_settings'],
  ] as const)('%s needs %s', (tab, key) => {
    expect(isTabVisible('company', tab, [])).toBe(false);
    expect(isTabVisible('company', tab, [key])).toBe(true);
  });

  it('gives a superadmin every tab', () => {
    expect(visibleTabs('company', DEFAULT_ROLE_PERMISSIONS.superadmin)).toHaveLength(8);
  });
});

describe('active tab', () => {
  it.each([
    ['company', null, [], 'stores'],
    ['company', 'products', [], 'products'],
    ['company', 'roles', [], 'stores'],
    ['company', 'roles', ['view_roles'], 'roles'],
    ['company', 'no-such-tab', [], 'stores'],
    ['match-items', null, [], 'manual-matches'],
    ['employee', null, [], 'details'],
    ['employee', 'notifications', [], 'notifications'],
    ['store', null, ['lm_view_orders'], 'home'],
    ['store', 'inventory', ['lm_view_orders', 'lm_view_store_inventory'], 'inventory'],
    ['store', null, ['lm_view_store_menus'], 'menus'],
    ['store', null, [], null],
  ] as const)('%s page, requested %s, granted %j -> %s', (page, requested, granted, expected) => {
    expect(resolveActiveTab(page, requested, granted)).toBe(expected);
  });
});

describe('tab to preload from the URL', () => {
  it.each([
    ['store', 'inventory', 'inventory'],
    ['store', null, 'home'],
    ['store', 'no-such-tab', 'home'],
    ['company', 'roles', 'roles'],
    ['employee', null, 'details'],
  ] as const)('%s page, requested %s -> %s', (page, requested, expected) => {
    expect(requestedTab(page, requested)).toBe(expected);
  });
});
