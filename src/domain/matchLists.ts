// The item matching lists' values (spec 001 section 4), apart from the calls' schemas (src/contract/matching.ts)
// so that the browser's first screen, whose data provider pages these lists, carries no schema builder.

export const MATCH_RESULTS = ['match', 'partial', 'noMatch'] as const;
export type MatchResult = (typeof MATCH_RESULTS)[number];

/** A match list page holds this many rows; a page of fewer turns off loading more (spec 001 section 4). */
export const MATCH_PAGE_SIZE = 20;
/** The bulk forms take up to this many ids. */
export const MATCH_BULK_MAX = 500;

/** Review statuses of the tag filter; every status selected is the same as none (All). */
export const MATCH_REVIEW_STATUSES = ['to_review', 'reviewed'] as const;
