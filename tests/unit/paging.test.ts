import { describe, expect, it } from 'vitest';
import { PAGE_SIZE, buildQuery, countEstimateOf, countExactOf, hasMorePages, offsetOf, pageCount, shownCount, suggestionsOf } from '../../src/domain/paging.ts';
import { listResultOf } from '../../src/providers/listResult.ts';

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

describe('capped counts (count_exact false: more than count match)', () => {
  it('shows an exact total as the number and a capped one as "N+"', () => {
    expect(shownCount(45, true)).toBe(45);
    expect(shownCount(1000, false)).toBe('1000+');
  });

  it('reads count_exact from the list meta, absent meaning exact', () => {
    expect(countExactOf(undefined)).toBe(true);
    expect(countExactOf({ countExact: true })).toBe(true);
    expect(countExactOf({ countExact: false })).toBe(false);
  });

  it('carries the estimate of a capped count and the close spellings of an empty search in the list meta', () => {
    const capped = listResultOf([{ id: 1 }], 1000, false, 1, 20, { count_estimate: 12300 });
    expect(countEstimateOf(capped.meta)).toBe(12300);
    expect(suggestionsOf(capped.meta)).toEqual([]);
    // an exact count has no estimate, even if one came along
    expect(countEstimateOf(listResultOf([], 3, true, 1, 20, { count_estimate: 5 }).meta)).toBeNull();
    const empty = listResultOf([], 0, true, 1, 20, { suggestions: ['Coca-Cola Classic'] });
    expect(empty.total).toBe(0);
    expect(suggestionsOf(empty.meta)).toEqual(['Coca-Cola Classic']);
    expect(listResultOf([], 0, true, 1, 20).meta).toBeUndefined();
    expect(suggestionsOf({ suggestions: ['', 7, 'Cola'] })).toEqual(['Cola']);
  });
});
