import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MODIFIER_GROUP,
  allowsMultiple,
  isModifierGroupAvailable,
  isOptionAvailable,
  isSellableWithGroups,
  modifierGroupProblems,
  modifierKind,
  modifierSummary,
  modifierSummaryParts,
  unsatisfiableGroups,
} from '../../src/domain/modifiers.ts';

describe('modifier summary', () => {
  it('has the spec defaults', () => {
    expect(DEFAULT_MODIFIER_GROUP).toEqual({ min_quantity: 0, max_quantity: 1 });
  });

  it('is Required when the minimum is not 0', () => {
    expect(modifierKind(1)).toBe('Required');
    expect(modifierKind(-1)).toBe('Required');
    expect(modifierKind(0)).toBe('Optional');
    expect(modifierKind(null)).toBe('Optional');
    expect(modifierKind(undefined)).toBe('Optional');
  });

  it('adds Min and Max when above 0', () => {
    expect(modifierSummaryParts({ min_quantity: 1, max_quantity: 3 })).toEqual(['Required', 'Min 1', 'Max 3']);
    expect(modifierSummaryParts({ min_quantity: 0, max_quantity: 1 })).toEqual(['Optional', 'Max 1']);
    expect(modifierSummaryParts({ min_quantity: 0, max_quantity: 0 })).toEqual(['Optional']);
    expect(modifierSummaryParts({ min_quantity: 2, max_quantity: 0 })).toEqual(['Required', 'Min 2']);
  });

  it('uses the defaults for missing quantities', () => {
    expect(modifierSummaryParts({})).toEqual(['Optional', 'Max 1']);
    expect(modifierSummaryParts({ min_quantity: null, max_quantity: null })).toEqual(['Optional', 'Max 1']);
  });

  it('joins the parts', () => {
    expect(modifierSummary({ min_quantity: 1, max_quantity: 3 })).toBe('Required · Min 1 · Max 3');
    expect(modifierSummary({ min_quantity: 0, max_quantity: 0 })).toBe('Optional');
  });
});

describe('allowsMultiple', () => {
  it('is true only when the maximum is above 1', () => {
    expect(allowsMultiple(2)).toBe(true);
    expect(allowsMultiple(1)).toBe(false);
    expect(allowsMultiple(0)).toBe(false);
    expect(allowsMultiple(null)).toBe(false);
    expect(allowsMultiple(undefined)).toBe(false);
  });
});

describe('isModifierGroupAvailable', () => {
  it('is available when active is true or the status is ACTIVE', () => {
    expect(isModifierGroupAvailable({ active: true })).toBe(true);
    expect(isModifierGroupAvailable({ status: 'ACTIVE' })).toBe(true);
    expect(isModifierGroupAvailable({ active: false, status: 'ACTIVE' })).toBe(true);
    expect(isModifierGroupAvailable({ active: true, status: 'INACTIVE' })).toBe(true);
  });

  it('is unavailable otherwise', () => {
    expect(isModifierGroupAvailable({})).toBe(false);
    expect(isModifierGroupAvailable({ active: false, status: 'INACTIVE' })).toBe(false);
    expect(isModifierGroupAvailable({ active: null, status: null })).toBe(false);
    expect(isModifierGroupAvailable({ status: 'active' })).toBe(false);
  });
});

describe('modifier group rules', () => {
  const rules = (group: Partial<Parameters<typeof modifierGroupProblems>[0]>) =>
    modifierGroupProblems({ option_ids: [1, 2, 3], ...group }).map((problem) => problem.message);

  it('accepts the defaults and sensible rules', () => {
    expect(rules({})).toEqual([]);
    expect(rules({ min_quantity: 1, max_quantity: 3, max_free_options: 2, max_options_qty: 2, default_option: 2 })).toEqual([]);
  });

  it('refuses a minimum above the maximum, a maximum of 0, negative or fractional numbers, a default that is not an option', () => {
    expect(rules({ min_quantity: 2, max_quantity: 1 })).toEqual(['min_quantity must not be above max_quantity (1)']);
    expect(rules({ max_quantity: 0 })).toEqual(['max_quantity must be at least 1']);
    expect(rules({ min_quantity: -1, max_options_qty: 1.5 })).toEqual(['min_quantity must be a whole number, 0 or more', 'max_options_qty must be a whole number, 0 or more']);
    expect(rules({ max_quantity: 2, max_free_options: 3 })).toEqual(['max_free_options must not be above max_quantity (2)']);
    expect(rules({ default_option: 9 })).toEqual(['default_option must be one of the group’s options']);
  });
});

describe('option availability and sellable items', () => {
  const item = (active: boolean, sale_state = 'for_sale') => ({ active, sale_state });

  it('makes an out-of-stock or switched-off store item, or an inactive option, unavailable', () => {
    expect(isOptionAvailable({ status: 'ACTIVE', store_item: item(true) })).toBe(true);
    expect(isOptionAvailable({ status: 'ACTIVE' })).toBe(true);
    expect(isOptionAvailable({ status: 'ACTIVE', store_item: item(true, 'out_of_stock') })).toBe(false);
    expect(isOptionAvailable({ status: 'ACTIVE', store_item: item(false) })).toBe(false);
    expect(isOptionAvailable({ status: 'INACTIVE' })).toBe(false);
  });

  it('flags a required group without enough available options; optional and unavailable groups never', () => {
    const milk = { name: 'Milk choice', min_quantity: 1, max_quantity: 1, active: true, options: [{ store_item: item(true, 'out_of_stock') }, { status: 'INACTIVE' }] };
    const sizes = { name: 'Size', min_quantity: 2, max_quantity: 2, active: true, options: [{ status: 'ACTIVE' }, { store_item: item(false) }] };
    const extras = { name: 'Extras', min_quantity: 0, max_quantity: 3, active: true, options: [] };
    const retired = { name: 'Retired', min_quantity: 1, active: false, status: 'INACTIVE', options: [] };
    expect(unsatisfiableGroups([milk, sizes, extras, retired]).map((group) => group.name)).toEqual(['Milk choice', 'Size']);
    expect(isSellableWithGroups([extras, retired])).toBe(true);
    expect(isSellableWithGroups([{ ...milk, options: [...milk.options, { store_item: item(true) }] }])).toBe(true);
  });
});
