// Item matching calls of spec 001 section 7, all under /stores/{id}/inventory/item-management/.
import { Type, type Static } from 'typebox';
import { IdName } from './catalogue.ts';
import { NullableInteger, NullableString, StringEnum } from './common.ts';
import { MATCH_BULK_MAX, MATCH_PAGE_SIZE, MATCH_RESULTS, MATCH_REVIEW_STATUSES } from '../domain/matchLists.ts';

export { MATCH_BULK_MAX, MATCH_PAGE_SIZE, MATCH_RESULTS, MATCH_REVIEW_STATUSES, type MatchResult } from '../domain/matchLists.ts';

/** The store item side of a row. `upc` is the code as the store wrote it; `gtin` its verified GTIN-14, or null. */
export const MatchStoreItem = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  upc: NullableString,
  gtin: NullableString,
  size: NullableString,
  unit_count: NullableInteger,
  price: Type.Number(),
  category: Type.Union([IdName, Type.Null()]),
  sub_category: Type.Union([IdName, Type.Null()]),
  image: NullableString,
  /** the linked global item, or null */
  item_id: NullableInteger,
  is_reviewed: Type.Boolean(),
  updated_at: Type.String(),
});
export type MatchStoreItem = Static<typeof MatchStoreItem>;

/** The catalogue side of a row. */
export const MatchGlobalItem = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  upc: NullableString,
  size: NullableString,
  unit_count: NullableInteger,
  category: Type.Union([IdName, Type.Null()]),
  sub_category: Type.Union([IdName, Type.Null()]),
  image: NullableString,
  /** null: platform-wide */
  company_id: NullableInteger,
});
export type MatchGlobalItem = Static<typeof MatchGlobalItem>;

/** A proposed catalogue item with its score (0-1) and its reasons in words. */
export const MatchCandidate = Type.Object({
  globalItem: MatchGlobalItem,
  score: Type.Number({ minimum: 0, maximum: 1 }),
  reasons: Type.Array(Type.String()),
});
export type MatchCandidate = Static<typeof MatchCandidate>;

/** A row of the match and partial-match lists; `candidates` are the alternatives (partial only, up to two). */
export const MatchRow = Type.Object({
  storeItem: MatchStoreItem,
  globalItem: MatchGlobalItem,
  score: Type.Number({ minimum: 0, maximum: 1 }),
  reasons: Type.Array(Type.String()),
  candidates: Type.Array(MatchCandidate),
});
export type MatchRow = Static<typeof MatchRow>;

export const MatchList = Type.Object({ count: Type.Integer(), items: Type.Array(MatchRow) });
export type MatchList = Static<typeof MatchList>;

export const NoMatchList = Type.Object({
  count: Type.Integer(),
  items: Type.Array(Type.Object({ storeItem: MatchStoreItem })),
});
export type NoMatchList = Static<typeof NoMatchList>;

// GET manual-match-items-count
export const MatchCounts = Type.Object({
  match: Type.Integer(),
  partial: Type.Integer(),
  noMatch: Type.Integer(),
  /** match and partial rows nobody has reviewed yet */
  items_to_be_reviewed: Type.Integer(),
});
export type MatchCounts = Static<typeof MatchCounts>;

// GET match, partial-match, no-match: lowest score first unless sort says otherwise
export const MatchListQuery = Type.Object({
  offset: Type.Optional(Type.Integer({ minimum: 0, default: 0 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: MATCH_PAGE_SIZE })),
  /** store item name, code (as written or normalised) or external id */
  search: Type.Optional(Type.String({ maxLength: 100 })),
  /** review statuses (repeated parameter); absent or all of them: All */
  tag: Type.Optional(Type.Array(StringEnum(MATCH_REVIEW_STATUSES), { maxItems: MATCH_REVIEW_STATUSES.length })),
  sort: Type.Optional(StringEnum(['score_asc', 'score_desc', 'name'], { default: 'score_asc' })),
});
export type MatchListQuery = Static<typeof MatchListQuery>;

const StoreItemIds = Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: MATCH_BULK_MAX });

// PATCH review-store-items: accept confirms each row's proposed item (links item_id, sets is_reviewed);
// no_catalogue_item takes the store items out of the queue until they change.
export const ReviewStoreItemsBody = Type.Object({
  store_item_ids: StoreItemIds,
  decision: Type.Optional(StringEnum(['accept', 'no_catalogue_item'], { default: 'accept' })),
});
export type ReviewStoreItemsBody = Static<typeof ReviewStoreItemsBody>;

// PUT update: link one store item to a global item chosen by searching the catalogue
export const UpdateMatchBody = Type.Object({
  store_item_id: Type.Integer({ minimum: 1 }),
  global_item_id: Type.Integer({ minimum: 1 }),
});
export type UpdateMatchBody = Static<typeof UpdateMatchBody>;

// PUT unlink: remove a link or reject a proposal; the pair is remembered and never proposed again
export const UnlinkBody = Type.Object({
  items: Type.Array(
    Type.Object({ store_item_id: Type.Integer({ minimum: 1 }), global_item_id: Type.Integer({ minimum: 1 }) }),
    { minItems: 1, maxItems: MATCH_BULK_MAX },
  ),
});
export type UnlinkBody = Static<typeof UnlinkBody>;

// POST insert (no-match items become company catalogue items), PUT update-global-item, DELETE delete
export const StoreItemIdsBody = Type.Object({ store_item_ids: StoreItemIds });
export type StoreItemIdsBody = Static<typeof StoreItemIdsBody>;

/** What a bulk action did, per store item id. */
export const MatchActionResult = Type.Object({
  applied: Type.Array(Type.Integer()),
  /** ids not applied and why (for example "store item 12 is not in this store") */
  skipped: Type.Array(Type.Object({ id: Type.Integer(), reason: Type.String() })),
  counts: MatchCounts,
});
export type MatchActionResult = Static<typeof MatchActionResult>;

// POST export-to-csv: the current list with scores and reasons, as text/csv
export const MatchExportBody = Type.Object({
  result: StringEnum(MATCH_RESULTS),
  search: Type.Optional(Type.String({ maxLength: 100 })),
  tag: Type.Optional(Type.Array(StringEnum(MATCH_REVIEW_STATUSES), { maxItems: MATCH_REVIEW_STATUSES.length })),
});
export type MatchExportBody = Static<typeof MatchExportBody>;
