import { describe, expect, it } from 'vitest';
import { checkDigit, displayGtin, expandUpcE, gtinCandidates, hasValidCheckDigit, normaliseGtin } from '../../src/domain/matching/gtin.ts';

describe('check digit', () => {
  it.each([
    ['04900000044', 3],
    ['590123412345', 7],
    ['9638507', 4],
    ['1001234567890', 2],
  ])('of %s is %i', (body, digit) => {
    expect(checkDigit(body)).toBe(digit);
    expect(hasValidCheckDigit(`${body}${digit}`)).toBe(true);
    expect(hasValidCheckDigit(`${body}${(digit + 1) % 10}`)).toBe(false);
  });
});

describe('GTIN-14 of a written code', () => {
  it.each([
    ['UPC-A (12)', '049000000443', '00049000000443'],
    ['EAN-13', '5901234123457', '05901234123457'],
    ['GTIN-14', '10012345678902', '10012345678902'],
    ['EAN-8', '96385074', '00000096385074'],
    ['UPC-E (8, expanded)', '04252614', '00042100005264'],
    ['11 digits: UPC-A with its leading zero dropped', '49000000443', '00049000000443'],
    ['11 digits: UPC-A typed without its check digit', '04900000044', '00049000000443'],
    ['spaces and dashes ignored', '0 49000-00044 3', '00049000000443'],
  ])('%s', (_, written, gtin) => {
    expect(normaliseGtin(written)).toBe(gtin);
  });

  it.each([
    ['UPC-A (12)', '049000000444'],
    ['EAN-13', '5901234123458'],
    ['GTIN-14', '10012345678901'],
    ['EAN-8 (not a UPC-E either)', '96385075'],
    ['UPC-E', '04252615'],
  ])('%s with a wrong check digit is not trusted', (_, written) => {
    expect(gtinCandidates(written)).toEqual([]);
    expect(normaliseGtin(written)).toBeNull();
  });

  it.each([['1234567'], ['123456789'], ['123456789012345'], ['12a45678901'], [''], [null]])('%s is no code', (written) => {
    expect(normaliseGtin(written)).toBeNull();
  });

  it('reads an 11-digit code both ways when both readings hold', () => {
    // 0 + 36000291452 is a valid UPC-A, and 36000291452 + its check digit 2 is another.
    expect(gtinCandidates('36000291452').map((candidate) => candidate.reading)).toEqual([
      'upc-leading-zero-dropped',
      'upc-check-digit-missing',
    ]);
    expect(gtinCandidates('36000291452').map((candidate) => candidate.gtin)).toEqual(['00036000291452', '00360002914522']);
  });

  it('reads an 8-digit code as EAN-8 and as UPC-E when both are valid', () => {
    expect(gtinCandidates('01234565')).toEqual([
      { gtin: '00000001234565', reading: 'ean8' },
      { gtin: '00012345000065', reading: 'upce' },
    ]);
  });

  it('expands every UPC-E pattern', () => {
    expect(expandUpcE('01234505')).toBe('012000003455');
    expect(expandUpcE('01234535')).toBe('012300000455');
    expect(expandUpcE('01234545')).toBe('012340000055');
    expect(expandUpcE('01234565')).toBe('012345000065');
    expect(expandUpcE('21234565')).toBeNull();
  });

  it('shows a GTIN as the code people read', () => {
    expect(displayGtin('00049000000443')).toBe('049000000443');
    expect(displayGtin('05901234123457')).toBe('5901234123457');
    expect(displayGtin('10012345678902')).toBe('10012345678902');
  });
});
