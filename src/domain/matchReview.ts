// Rules of the Manual matches screen (spec 001 §4): paging of the match lists, the review-status tag
// filter, which fields of a pair differ, and when a global item may take the store item's fields.
import type { MatchGlobalItem, MatchStoreItem } from '../contract/matching.ts';
import { MATCH_PAGE_SIZE, MATCH_REVIEW_STATUSES } from './matchLists.ts';

type ReviewStatus = (typeof MATCH_REVIEW_STATUSES)[number];

/** The offset of the next page, or null when the page just read had fewer than 20 rows (no more to load). */
export function nextMatchOffset(offset: number, rowsInPage: number): number | null {
  return rowsInPage < MATCH_PAGE_SIZE ? null : offset + MATCH_PAGE_SIZE;
}

/** The statuses to send: none (All) when nothing or every status is selected. */
export function matchTagQuery(selected: readonly ReviewStatus[]): ReviewStatus[] | undefined {
  const chosen = MATCH_REVIEW_STATUSES.filter((status) => selected.includes(status));
  return chosen.length === 0 || chosen.length === MATCH_REVIEW_STATUSES.length ? undefined : chosen;
}

/** The fields shown side by side and compared. */
export const COMPARED_FIELDS = ['name', 'upc', 'size', 'category'] as const;
export type ComparedField = (typeof COMPARED_FIELDS)[number];

const normalText = (value: string | null | undefined) => (value ?? '').trim().replace(/\s+/g, ' ').toLowerCase();
const digits = (value: string | null | undefined) => (value ?? '').replace(/\D/g, '').replace(/^0+/, '');

/** The comparable value of a field: case and spacing do not count, nor the leading zeros of a code. */
function comparable(item: MatchStoreItem | MatchGlobalItem, field: ComparedField): string {
  switch (field) {
    case 'name':
      return normalText(item.name);
    case 'upc':
      return digits(item.upc);
    case 'size':
      return normalText(item.size).replace(/\s+/g, '');
    case 'category':
      return normalText(item.category?.name);
  }
}

/** The compared fields whose values differ between the store item and the catalogue item. */
export function differingFields(storeItem: MatchStoreItem, globalItem: MatchGlobalItem): ComparedField[] {
  return COMPARED_FIELDS.filter((field) => comparable(storeItem, field) !== comparable(globalItem, field));
}

/** Why "copy to the catalogue item" (PUT update-global-item) is disabled, or null when it is allowed. */
export type GlobalItemUpdateBlock = { kind: 'not_linked' } | { kind: 'missing'; fields: ComparedField[] } | { kind: 'same' };

/**
 * Spec 001 §4: disabled when name, size, upc or category is missing, or when the store item equals the
 * linked global item. The store item must be linked to `globalItem` first: only a link has "its" global item.
 */
export function globalItemUpdateBlock(storeItem: MatchStoreItem, globalItem: MatchGlobalItem): GlobalItemUpdateBlock | null {
  if (storeItem.item_id !== globalItem.id) return { kind: 'not_linked' };
  const missing = (['name', 'size', 'upc', 'category'] as const).filter((field) => comparable(storeItem, field) === '');
  if (missing.length > 0) return { kind: 'missing', fields: missing };
  if (differingFields(storeItem, globalItem).length === 0) return { kind: 'same' };
  return null;
}

/** A score of 0-1 as a whole percentage. */
export const scorePercent = (score: number) => Math.round(Math.min(1, Math.max(0, score)) * 100);
