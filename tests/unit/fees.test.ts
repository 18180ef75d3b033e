import { describe, expect, it } from 'vitest';
import { applyFee, clampPercent, partnerPrice, toCents, upchargeFor, winningRule, type FeeRule } from '../../src/domain/fees.ts';

const DOORDASH = 1;
const UBEREATS = 2;
const BEVERAGES = 7;
const SNACKS = 8;
const SUGAR_FREE = 31;

let nextId = 1;
const rule = (fields: Partial<FeeRule>): FeeRule => ({
  id: nextId++,
  partnerId: null,
  feeType: 'percent_plus_fee',
  percent: 0,
  flatFee: 0,
  scope: 'all',
  scopeValues: [],
  ...fields,
});
const soda = { price: 2.49, categoryId: BEVERAGES, tagIds: [SUGAR_FREE] };
const chips = { price: 3.99, categoryId: SNACKS, tagIds: [] };

describe('clampPercent (spec §5)', () => {
  it('keeps 0-100 and clamps the rest', () => {
    expect([-5, 0, 12.5, 100, 250, Number.NaN, Number.POSITIVE_INFINITY].map(clampPercent)).toEqual([0, 0, 12.5, 100, 100, 0, 0]);
  });
});

describe('applyFee', () => {
  it('Percent + fee: price × (1 + p/100) + fee', () => {
    expect(applyFee(10, rule({ percent: 15, flatFee: 0.5 }))).toBeCloseTo(12, 10);
  });
  it('Flat fee: price + fee, whatever the percentage says', () => {
    expect(applyFee(10, rule({ feeType: 'flat_fee', percent: 50, flatFee: 1.25 }))).toBeCloseTo(11.25, 10);
  });
  it('clamps the percentage and ignores a negative fee', () => {
    expect(applyFee(10, rule({ percent: 180 }))).toBeCloseTo(20, 10);
    expect(applyFee(10, rule({ percent: -20, flatFee: -3 }))).toBeCloseTo(10, 10);
  });
  it('leaves the price alone without a rule', () => {
    expect(applyFee(4.2, null)).toBe(4.2);
  });
});

describe('winningRule: the most specific rule wins', () => {
  const all = rule({ percent: 5 });
  const allUber = rule({ percent: 6, partnerId: UBEREATS });
  const beverages = rule({ percent: 10, scope: 'category', scopeValues: [String(BEVERAGES)] });
  const beveragesUber = rule({ percent: 11, scope: 'category', scopeValues: [String(BEVERAGES)], partnerId: UBEREATS });
  const sugarFree = rule({ percent: 20, scope: 'tag', scopeValues: [String(SUGAR_FREE)] });
  const rules = [sugarFree, beveragesUber, beverages, allUber, all];

  it('tag over category over all', () => {
    expect(winningRule(rules, soda, DOORDASH)).toBe(sugarFree);
    expect(winningRule([beverages, all], soda, DOORDASH)).toBe(beverages);
    expect(winningRule(rules, chips, DOORDASH)).toBe(all);
  });
  it('a partner\u2019s own rule over an every-partner rule at the same level, never across levels', () => {
    expect(winningRule([beverages, beveragesUber, all], soda, UBEREATS)).toBe(beveragesUber);
    expect(winningRule([beverages, beveragesUber, all], soda, DOORDASH)).toBe(beverages);
    expect(winningRule([beverages, allUber], soda, UBEREATS)).toBe(beverages);
    expect(winningRule(rules, chips, UBEREATS)).toBe(allUber);
  });
  it('ignores rules for another partner and scopes that do not match', () => {
    expect(winningRule([beveragesUber], soda, DOORDASH)).toBeNull();
    expect(winningRule([beverages, sugarFree], chips, DOORDASH)).toBeNull();
    expect(winningRule([rule({ scope: 'category', scopeValues: [] })], chips, DOORDASH)).toBeNull();
  });
  it('breaks ties by the oldest rule, whatever the order', () => {
    const older = rule({ percent: 1, scope: 'category', scopeValues: [String(BEVERAGES)] });
    const newer = rule({ percent: 2, scope: 'category', scopeValues: [String(BEVERAGES)] });
    expect(winningRule([newer, older], soda, DOORDASH)).toBe(older);
    expect(winningRule([older, newer], soda, DOORDASH)).toBe(older);
  });
});

describe('upchargeFor', () => {
  const link = { upcharge: 5, deliveryUpcharge: 10, pickupUpcharge: 0, storeUpcharge: 2.5 };
  it('takes the mode\u2019s own upcharge, else the link\u2019s, else the store\u2019s', () => {
    expect(upchargeFor(link, 'delivery')).toBe(10);
    expect(upchargeFor(link, 'pickup')).toBe(5);
    expect(upchargeFor({ ...link, upcharge: 0 }, 'pickup')).toBe(2.5);
  });
  it('clamps to 0-100', () => {
    expect(upchargeFor({ ...link, deliveryUpcharge: 400 }, 'delivery')).toBe(100);
  });
});

describe('partnerPrice', () => {
  it('applies the winning rule, then the upcharge, in whole cents', () => {
    const beverages = rule({ percent: 10, flatFee: 0.25, scope: 'category', scopeValues: [String(BEVERAGES)] });
    // 2.49 × 1.10 + 0.25 = 2.989, × 1.10 (10 % delivery upcharge) = 3.2879 → 329 cents
    expect(partnerPrice(soda, [beverages], UBEREATS, 10)).toEqual({ cents: 329, rule: beverages });
    expect(partnerPrice(chips, [beverages], UBEREATS, 0)).toEqual({ cents: 399, rule: null });
  });
  it('rounds half cents up without floating-point surprises', () => {
    expect(toCents(1.005)).toBe(101);
    expect(toCents(2.675)).toBe(268);
    expect(toCents(0.1 + 0.2)).toBe(30);
  });
});
