import { describe, expect, it } from 'vitest';
import { ACCENTED, FOLDED, normaliseSearchText, parseSearch } from '../../src/domain/searchText.ts';

describe('normaliseSearchText', () => {
  it('lower-cases, folds accents and splits on punctuation', () => {
    expect(normaliseSearchText('Coca-Cola Classic Soda, 12 fl. oz')).toBe('coca cola classic soda 12 fl oz');
    expect(normaliseSearchText('CRÈME Brûlée Łódź Ørsted')).toBe('creme brulee lodz orsted');
  });

  it('drops apostrophes inside words and spells & as "and"', () => {
    expect(normaliseSearchText("Ben & Jerry's Don’t")).toBe('ben and jerrys dont');
  });

  it('leaves nothing of a text made of punctuation', () => {
    expect(normaliseSearchText(' -- !! ')).toBe('');
  });

  it('folds every accented letter to one plain letter', () => {
    expect(FOLDED).toHaveLength([...ACCENTED].length);
    expect(FOLDED).toMatch(/^[a-z]+$/);
  });
});

describe('parseSearch', () => {
  it('answers null for a blank search', () => {
    expect(parseSearch(undefined)).toBeNull();
    expect(parseSearch('   ')).toBeNull();
  });

  it('keeps each word, in the order typed', () => {
    expect(parseSearch('  Cola  COCA 12 ')).toEqual({ words: ['cola', 'coca', '12'], code: null, raw: 'Cola  COCA 12' });
  });

  it('reads six or more digits (spaces and dashes allowed) as a code', () => {
    expect(parseSearch('0-49000 05010')?.code).toBe('04900005010');
    expect(parseSearch('049000')?.code).toBe('049000');
    expect(parseSearch('04900')?.code).toBeNull();
    expect(parseSearch('049000 cola')?.code).toBeNull();
  });
});
