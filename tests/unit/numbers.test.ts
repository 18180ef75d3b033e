import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MAX_PRICE,
  DEFAULT_MIN_PRICE,
  DESCRIPTION_MAX,
  clampPercent,
  formatPrice,
  groupThousands,
  hexAlphaToPercent,
  percentToHexAlpha,
  toCents,
  truncateDescription,
} from '../../src/domain/numbers.ts';

describe('clampPercent', () => {
  it.each([
    [-1, 0],
    [0, 0],
    [42.5, 42.5],
    [100, 100],
    [100.1, 100],
    [Number.POSITIVE_INFINITY, 100],
    [Number.NEGATIVE_INFINITY, 0],
    [Number.NaN, 0],
  ])('%d -> %d', (input, output) => {
    expect(clampPercent(input)).toBe(output);
  });
});

describe('hexAlphaToPercent', () => {
  it.each([
    ['#000000FF', 100],
    ['#00000000', 0],
    ['#00000080', 50],
    ['#ffffff40', 25],
    ['#123456', 100],
    ['#12345', 100],
    ['123456FF', 100],
    ['#GG0000FF', 100],
    ['', 100],
  ])('%s -> %i', (color, percent) => {
    expect(hexAlphaToPercent(color)).toBe(percent);
  });

  it('defaults to 100 for null and undefined', () => {
    expect(hexAlphaToPercent(null)).toBe(100);
    expect(hexAlphaToPercent(undefined)).toBe(100);
  });

  it('converts back', () => {
    expect(percentToHexAlpha(100)).toBe('FF');
    expect(percentToHexAlpha(50)).toBe('80');
    expect(percentToHexAlpha(0)).toBe('00');
    expect(percentToHexAlpha(2)).toBe('05');
    expect(percentToHexAlpha(150)).toBe('FF');
    expect(hexAlphaToPercent(`#000000${percentToHexAlpha(25)}`)).toBe(25);
  });
});

describe('toCents', () => {
  it.each([
    [19.99, 1999],
    [0.29, 29],
    [1.1, 110],
    [4.35, 435],
    [0.1 + 0.2, 30],
    [1.005, 101],
    [19.999, 2000],
    [19.994, 1999],
    [0, 0],
    [5, 500],
    [-1.5, -150],
    [99999, 9_999_900],
  ])('%d -> %i', (price, cents) => {
    expect(toCents(price)).toBe(cents);
  });

  it.each([
    ['19.99', 1999],
    [' 7.5 ', 750],
    ['.5', 50],
    ['5.', 500],
    ['-0.001', 0],
    ['+2', 200],
  ])('%j -> %i', (price, cents) => {
    expect(toCents(price)).toBe(cents);
  });

  it('handles exponent notation of real numbers', () => {
    expect(toCents(1e-7)).toBe(0);
    expect(toCents(1e21)).toBe(1e23);
  });

  it.each(['', '.', 'abc', '1,99', '1.2.3'])('refuses %j', (price) => {
    expect(() => toCents(price)).toThrow(RangeError);
  });

  it('refuses non-finite numbers', () => {
    expect(() => toCents(Number.NaN)).toThrow(RangeError);
    expect(() => toCents(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('formatPrice', () => {
  it.each([
    [5, '5.00'],
    [19.99, '19.99'],
    [19.999, '20.00'],
    [1.005, '1.01'],
    [0.5, '0.50'],
    [0, '0.00'],
    [-1.5, '-1.50'],
    ['12.3', '12.30'],
    [1234567.891, '1234567.89'],
  ])('%j -> %s', (price, text) => {
    expect(formatPrice(price)).toBe(text);
  });

  it('is empty for missing or invalid prices', () => {
    expect(formatPrice(null)).toBe('');
    expect(formatPrice(undefined)).toBe('');
    expect(formatPrice('n/a')).toBe('');
    expect(formatPrice(Number.NaN)).toBe('');
  });

  it('has the default price range', () => {
    expect(DEFAULT_MIN_PRICE).toBe(0);
    expect(DEFAULT_MAX_PRICE).toBe(99999);
  });
});

describe('truncateDescription', () => {
  it('keeps up to 350 characters', () => {
    expect(DESCRIPTION_MAX).toBe(350);
    expect(truncateDescription('short')).toBe('short');
    expect(truncateDescription('a'.repeat(350))).toBe('a'.repeat(350));
    expect(truncateDescription('a'.repeat(351))).toBe('a'.repeat(350));
    expect(truncateDescription(`${'a'.repeat(349)}bc`)).toBe(`${'a'.repeat(349)}b`);
  });

  it('never splits an emoji', () => {
    const text = `${'a'.repeat(349)}🍕🍕`;
    expect(truncateDescription(text)).toBe(`${'a'.repeat(349)}🍕`);
    expect(Array.from(truncateDescription('🍕'.repeat(400)))).toHaveLength(350);
  });

  it('is empty for null and undefined', () => {
    expect(truncateDescription(null)).toBe('');
    expect(truncateDescription(undefined)).toBe('');
  });
});

describe('groupThousands', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1,000'],
    [12400, '12,400'],
    [999999, '999,999'],
    [1234567, '1,234,567'],
    [-1234567, '-1,234,567'],
    [-0.4, '0'],
    [1234.6, '1,235'],
    [Number.MAX_SAFE_INTEGER, '9,007,199,254,740,991'],
  ])('%s -> %s', (value, text) => {
    expect(groupThousands(value)).toBe(text);
  });

  it('writes what Intl.NumberFormat("en-US") writes for whole numbers', () => {
    const intl = new Intl.NumberFormat('en-US');
    for (const value of [1, 10, 100, 1_000, 10_000, 100_000, 1_000_000, 987_654_321, -42_000]) expect(groupThousands(value)).toBe(intl.format(value));
  });

  it('leaves what is not a finite number as JavaScript writes it', () => {
    expect(groupThousands(Number.NaN)).toBe('NaN');
    expect(groupThousands(Number.POSITIVE_INFINITY)).toBe('Infinity');
  });
});
