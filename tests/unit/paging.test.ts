import { describe, expect, it } from 'vitest';
import { PAGE_SIZE, buildQuery, hasMorePages, offsetOf, pageCount } from '../../src/domain/paging.ts';

describe('pageCount', () => {
  it('is ceil(total / 20), at least 1', () => {
    expect(PAGE_SIZE).toBe(20);
    expect(pageCount(0)).toBe(1);
    expect(pageCount(1)).toBe(1);
    expect(pageCount(19)).toBe(1);
    expect(pageCount(20)).toBe(1);
    expect(pageCount(21)).toBe(2);
    expect(pageCount(40)).toBe(2);
    expect(pageCount(41)).toBe(3);
    expect(pageCount(1_000_000)).toBe(50_000);
  });

  it('is 1 for negative or non-numeric totals', () => {
    expect(pageCount(-5)).toBe(1);
    expect(pageCount(Number.NaN)).toBe(1);
    expect(pageCount(Number.POSITIVE_INFINITY)).toBe(1);
  });

  it('takes another page size', () => {
    expect(pageCount(11, 5)).toBe(3);
    expect(pageCount(10, 5)).toBe(2);
    expect(() => pageCount(10, 0)).toThrow(RangeError);
  });
});

describe('offsetOf', () => {
  it('turns 1-based pages into offsets', () => {
    expect(offsetOf(1)).toBe(0);
    expect(offsetOf(2)).toBe(20);
    expect(offsetOf(3)).toBe(40);
    expect(offsetOf(3, 5)).toBe(10);
  });

  it('counts pages below 1 or not numbers as page 1', () => {
    expect(offsetOf(0)).toBe(0);
    expect(offsetOf(-3)).toBe(0);
    expect(offsetOf(Number.NaN)).toBe(0);
    expect(offsetOf(2.7)).toBe(20);
  });
});

describe('hasMorePages', () => {
  it('stops at a page shorter than the page size', () => {
    expect(hasMorePages(20)).toBe(true);
    expect(hasMorePages(19)).toBe(false);
    expect(hasMorePages(0)).toBe(false);
    expect(hasMorePages(5, 5)).toBe(true);
  });
});

describe('buildQuery', () => {
  it('drops undefined, null, empty strings and empty arrays', () => {
    expect(buildQuery({ a: undefined, b: null, c: '', d: [], e: 'x' })).toBe('e=x');
    expect(buildQuery({})).toBe('');
  });

  it('repeats array values and drops their empty entries', () => {
    expect(buildQuery({ tags: ['a', 'b'], ids: [1, 2, 3] })).toBe('tags=a&tags=b&ids=1&ids=2&ids=3');
    expect(buildQuery({ tags: ['', null, 'a', undefined] })).toBe('tags=a');
  });

  it('stringifies booleans and numbers, keeping false and 0', () => {
    expect(buildQuery({ active: false, offset: 0, limit: 20, out_of_stock: true })).toBe(
      'active=false&offset=0&limit=20&out_of_stock=true',
    );
    expect(buildQuery({ n: Number.NaN })).toBe('');
  });

  it('keeps whitespace strings and encodes them', () => {
    expect(buildQuery({ search_string: 'red wine & cheese' })).toBe('search_string=red+wine+%26+cheese');
    expect(buildQuery({ q: ' ' })).toBe('q=+');
  });
});
