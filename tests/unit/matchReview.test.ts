import { describe, expect, it } from 'vitest';
import type { MatchGlobalItem, MatchStoreItem } from '../../src/contract/matching.ts';
import { differingFields, globalItemUpdateBlock, matchTagQuery, nextMatchOffset, scorePercent } from '../../src/domain/matchReview.ts';

const storeItem = (overrides: Partial<MatchStoreItem> = {}): MatchStoreItem => ({
  id: 1,
  name: 'Coca-Cola Classic 12 oz Can',
  upc: '49000000443',
  gtin: '00049000000443',
  size: '12 oz',
  unit_count: 1,
  price: 1.49,
  category: { id: 5, name: 'Beverages' },
  sub_category: null,
  image: null,
  item_id: 9,
  is_reviewed: true,
  updated_at: '2026-11-20T10:00:00Z',
  ...overrides,
});

const globalItem = (overrides: Partial<MatchGlobalItem> = {}): MatchGlobalItem => ({
  id: 9,
  name: 'coca-cola classic  12 oz can',
  upc: '049000000443',
  size: '12oz',
  unit_count: 1,
  category: { id: 5, name: 'Beverages' },
  sub_category: null,
  image: null,
  company_id: 7,
  ...overrides,
});

describe('match list paging', () => {
  it('stops after a page of fewer than 20 rows and otherwise moves on by 20', () => {
    expect(nextMatchOffset(0, 20)).toBe(20);
    expect(nextMatchOffset(20, 20)).toBe(40);
    expect(nextMatchOffset(40, 19)).toBeNull();
    expect(nextMatchOffset(0, 0)).toBeNull();
  });
});

describe('review status tag filter', () => {
  it('sends nothing (All) when no status or every status is chosen', () => {
    expect(matchTagQuery([])).toBeUndefined();
    expect(matchTagQuery(['reviewed', 'to_review'])).toBeUndefined();
    expect(matchTagQuery(['reviewed'])).toEqual(['reviewed']);
  });
});

describe('differing fields and copying to the catalogue item', () => {
  it('ignores case, spacing and a dropped leading zero', () => {
    expect(differingFields(storeItem(), globalItem())).toEqual([]);
    expect(differingFields(storeItem({ size: '2 L', category: null }), globalItem())).toEqual(['size', 'category']);
  });

  it('is blocked until linked, when name, size, upc or category is missing, and when nothing differs', () => {
    expect(globalItemUpdateBlock(storeItem({ item_id: null }), globalItem())).toEqual({ kind: 'not_linked' });
    expect(globalItemUpdateBlock(storeItem({ upc: null, category: null }), globalItem())).toEqual({ kind: 'missing', fields: ['upc', 'category'] });
    expect(globalItemUpdateBlock(storeItem({ name: ' ' }), globalItem())).toEqual({ kind: 'missing', fields: ['name'] });
    expect(globalItemUpdateBlock(storeItem(), globalItem())).toEqual({ kind: 'same' });
    expect(globalItemUpdateBlock(storeItem({ size: '16 oz' }), globalItem())).toBeNull();
  });

  it('shows a score as a whole percentage within 0-100', () => {
    expect(scorePercent(0.923)).toBe(92);
    expect(scorePercent(1.2)).toBe(100);
  });
});
