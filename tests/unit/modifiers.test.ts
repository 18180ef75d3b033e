import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MODIFIER_GROUP,
  allowsMultiple,
  isModifierGroupAvailable,
  modifierKind,
  modifierSummary,
  modifierSummaryParts,
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
