import { describe, expect, it } from 'vitest';
import { nameSimilarity, nameWords, normaliseName } from '../../src/domain/matching/names.ts';
import { compareSizes, parseSize, sameMeasure, withoutSize } from '../../src/domain/matching/size.ts';

describe('name normalisation', () => {
  it.each([
    ["Reese's Peanut Butter Cups", 'reeses peanut butter cups'],
    ['M&M’S Peanut', 'm and ms peanut'],
    ['Ben & Jerry’s Chunky Monkey', 'ben and jerrys chunky monkey'],
    ['JIF PB CREAMY', 'jif peanut butter creamy'],
    ['Tropicana OJ No Pulp', 'tropicana orange juice no pulp'],
    ['Kraft Mac & Chz', 'kraft macaroni and cheese'],
    ['Café Bustelo, Espresso!', 'cafe bustelo espresso'],
    ['Doritos 6 pk 1 oz', 'doritos 6 pack 1 oz'],
  ])('%s -> %s', (written, normalised) => {
    expect(normaliseName(written)).toBe(normalised);
  });

  it('leaves sizes and filler words out of the words compared', () => {
    expect(nameWords('Coca-Cola Classic 12 fl oz Can')).toEqual(['coca', 'cola', 'classic']);
    expect(nameWords('Bounty Paper Towels 6 ct')).toEqual(['bounty', 'paper', 'towels']);
  });

  it('scores the same product written differently above different products', () => {
    expect(nameSimilarity('JIF PB Creamy 16oz', 'Jif Creamy Peanut Butter')).toBeGreaterThan(0.9);
    expect(nameSimilarity("Reeses PB Cups", "Reese's Peanut Butter Cups")).toBeGreaterThan(0.9);
    expect(nameSimilarity('Tide Pods Original', 'Doritos Nacho Cheese')).toBeLessThan(0.2);
  });
});

describe('sizes', () => {
  it.each([
    ['12 fl oz', { measure: { quantity: 12, unit: 'fl oz' }, count: null }],
    ['12oz', { measure: { quantity: 12, unit: 'oz' }, count: null }],
    ['16 OZ', { measure: { quantity: 16, unit: 'oz' }, count: null }],
    ['1 lb', { measure: { quantity: 1, unit: 'lb' }, count: null }],
    ['1.5 Ltr', { measure: { quantity: 1.5, unit: 'l' }, count: null }],
    ['500ml', { measure: { quantity: 500, unit: 'ml' }, count: null }],
    ['0.5 gal', { measure: { quantity: 0.5, unit: 'gal' }, count: null }],
    ['250 g', { measure: { quantity: 250, unit: 'g' }, count: null }],
    ['2kg', { measure: { quantity: 2, unit: 'kg' }, count: null }],
    ['12 ct', { measure: null, count: 12 }],
    ['24 count', { measure: null, count: 24 }],
    ['6pk', { measure: null, count: 6 }],
    ['6 x 12 oz', { measure: { quantity: 12, unit: 'oz' }, count: 6 }],
    ['Pack of 4', { measure: null, count: 4 }],
    ['large', { measure: null, count: null }],
    [null, { measure: null, count: null }],
  ])('%s', (written, parsed) => {
    expect(parseSize(written)).toEqual(parsed);
  });

  it.each([
    ['1 lb', '16 oz'],
    ['64 fl oz', '0.5 gal'],
    ['12 fl oz', '12 oz'],
    ['355 ml', '12 fl oz'],
    ['1 kg', '1000 g'],
    ['1 L', '1000 ml'],
    ['2 L', '67.6 fl oz'],
    ['1 gal', '4 qt'],
  ])('%s = %s', (a, b) => {
    expect(sameMeasure(parseSize(a).measure!, parseSize(b).measure!)).toBe(true);
    expect(compareSizes(parseSize(a), parseSize(b)).verdict).toBe('same');
  });

  it.each([
    ['12 oz', '16 oz'],
    ['1 L', '2 L'],
    ['500 g', '500 ml'],
    ['6 ct', '12 ct'],
    ['6 x 12 oz', '12 x 12 oz'],
  ])('%s is not %s', (a, b) => {
    expect(compareSizes(parseSize(a), parseSize(b)).verdict).toBe('different');
  });

  it('says what it compared', () => {
    expect(compareSizes(parseSize('12 fl oz'), parseSize('12 oz'))).toEqual({ verdict: 'same', reason: 'size 12 fl oz = 12 oz' });
    expect(compareSizes(parseSize('6 ct'), parseSize('6 pk'))).toEqual({ verdict: 'same', reason: 'count 6 matches' });
    expect(compareSizes(parseSize(null), parseSize('6 pk')).verdict).toBe('unknown');
  });

  it('takes sizes out of a name', () => {
    expect(withoutSize('Coke 12oz 6pk')).toBe('Coke');
  });
});
