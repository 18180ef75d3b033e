// Store inventory calls of spec 001 section 7: store items, bulk actions, CSV ingestion and export, duplicates.
import { Type, type Static } from 'typebox';
import { IdName, Upc } from './catalogue.ts';
import { NullableInteger, NullableString, StringEnum } from './common.ts';

export const SALE_STATE_VALUES = ['on_hold', 'for_sale', 'out_of_stock', 'needs_review'] as const;
export const SaleState = StringEnum(SALE_STATE_VALUES);
export type SaleState = Static<typeof SaleState>;
export const DESCRIPTION_MAX = 350;

/** A store item (spec 001 section 3). `price` is dollars, a number with at most two decimals. */
export const StoreItem = Type.Object({
  id: Type.Integer(),
  store_id: Type.Integer(),
  name: Type.String(),
  upc: NullableString,
  size: NullableString,
  unit_count: NullableInteger,
  description: NullableString,
  price: Type.Number(),
  quantity: Type.Integer(),
  active: Type.Boolean(),
  sell_independently: Type.Boolean(),
  images: Type.Array(Type.String()),
  category: Type.Union([IdName, Type.Null()]),
  sub_category: Type.Union([IdName, Type.Null()]),
  /** the linked global item */
  item_id: NullableInteger,
  is_reviewed: Type.Boolean(),
  is_editable: Type.Boolean(),
  is_restricted: Type.Boolean(),
  external_id: NullableString,
  sale_state: SaleState,
  /** per-channel added flags */
  doordash_added: Type.Boolean(),
  ubereats_added: Type.Boolean(),
  grubhub_added: Type.Boolean(),
  modifier_groups: Type.Array(IdName),
  menus: Type.Array(IdName),
  created_at: Type.String(),
  updated_at: Type.String(),
});
export type StoreItem = Static<typeof StoreItem>;

export const StoreIdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });
export const StoreItemParams = Type.Object({ id: Type.Integer({ minimum: 1 }), item: Type.Integer({ minimum: 1 }) });

/** Filters of the store item list; select_all bulk actions take the same ones. */
export const StoreItemFilters = Type.Object({
  /** name contains (case-insensitive), or the exact UPC or external id */
  search_string: Type.Optional(Type.String({ maxLength: 100 })),
  sale_state: Type.Optional(SaleState),
  active: Type.Optional(Type.Boolean()),
  /** category ids (repeated parameter) */
  categories: Type.Optional(Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 200 })),
  /** sold (true) or not sold (false) on its own */
  sell_independently: Type.Optional(Type.Boolean()),
  /** has (true) or has no (false) modifier groups */
  has_modifier_groups: Type.Optional(Type.Boolean()),
  /** is (true) or is not (false) an option of a modifier group */
  modifier_item: Type.Optional(Type.Boolean()),
  /** dollars, inclusive */
  min_price: Type.Optional(Type.Number({ minimum: 0, description: 'default 0' })),
  /** dollars, inclusive */
  max_price: Type.Optional(Type.Number({ minimum: 0, description: 'default 99999' })),
  /** menu ids (repeated parameter): items on one of these menus */
  menus: Type.Optional(Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 200 })),
});
export type StoreItemFilters = Static<typeof StoreItemFilters>;

export const STORE_ITEM_ORDER_VALUES = ['name', 'price', 'quantity', 'created_at', 'updated_at', 'id'] as const;
// GET /inventory/{id}?offset&limit&order&sort_dir and the filters above
export const StoreInventoryQuery = Type.Object({
  ...StoreItemFilters.properties,
  order: Type.Optional(StringEnum(STORE_ITEM_ORDER_VALUES, { default: 'name' })),
  sort_dir: Type.Optional(StringEnum(['ASC', 'DESC'], { default: 'ASC' })),
  offset: Type.Optional(Type.Integer({ minimum: 0, default: 0 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
});
export type StoreInventoryQuery = Static<typeof StoreInventoryQuery>;
export const StoreInventoryAnswer = Type.Object({
  /** how many items match: exact when count_exact, otherwise more than this many match */
  count: Type.Integer(),
  count_exact: Type.Boolean(),
  /** when count_exact is false: about how many match (the planner's estimate, three significant figures) */
  count_estimate: Type.Optional(Type.Integer()),
  items: Type.Array(StoreItem),
  /** when a search matched nothing: names spelt close to what was typed ("Did you mean …") */
  suggestions: Type.Optional(Type.Array(Type.String())),
});
export type StoreInventoryAnswer = Static<typeof StoreInventoryAnswer>;

// GET /inventory/{id}/inventory-count
export const InventoryCountAnswer = Type.Object({
  total: Type.Integer(),
  on_hold: Type.Integer(),
  for_sale: Type.Integer(),
  out_of_stock: Type.Integer(),
  needs_review: Type.Integer(),
  active: Type.Integer(),
  inactive: Type.Integer(),
});
export type InventoryCountAnswer = Static<typeof InventoryCountAnswer>;

const Name = Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' });
/** at most two decimals (checked by the server) */
const Dollars = Type.Number({ minimum: 0, maximum: 999999.99 });
const StoreItemFields = {
  upc: Type.Optional(Type.Union([Upc, Type.Null()])),
  size: Type.Optional(Type.Union([Type.String({ maxLength: 100 }), Type.Null()])),
  unit_count: Type.Optional(Type.Union([Type.Integer({ minimum: 1, maximum: 100000 }), Type.Null()])),
  /** cut to 350 characters on save */
  description: Type.Optional(Type.Union([Type.String({ maxLength: 5000 }), Type.Null()])),
  active: Type.Optional(Type.Boolean()),
  sell_independently: Type.Optional(Type.Boolean()),
  images: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 500 }), { maxItems: 20 })),
  /** category id */
  category: Type.Optional(Type.Union([Type.Integer({ minimum: 1 }), Type.Null()])),
  /** sub-category id */
  sub_category: Type.Optional(Type.Union([Type.Integer({ minimum: 1 }), Type.Null()])),
  item_id: Type.Optional(NullableInteger),
  is_restricted: Type.Optional(Type.Boolean()),
  external_id: Type.Optional(Type.Union([Type.String({ maxLength: 100 }), Type.Null()])),
  sale_state: Type.Optional(SaleState),
};

// POST /inventory/{id}/item: price in CENTS, quantity 1 (available) or 0
export const StoreItemCreateBody = Type.Object({
  name: Name,
  /** cents */
  price: Type.Integer({ minimum: 0, maximum: 99999999 }),
  quantity: Type.Optional(Type.Integer({ minimum: 0, maximum: 1, default: 1 })),
  ...StoreItemFields,
});
export type StoreItemCreateBody = Static<typeof StoreItemCreateBody>;

const LinkIds = Type.Optional(Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 200, uniqueItems: true }));

// PUT /inventory/{id}/item: price in dollars, the item id in the body
export const StoreItemUpdateBody = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  name: Type.Optional(Name),
  /** dollars */
  price: Type.Optional(Dollars),
  quantity: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000000 })),
  ...StoreItemFields,
  /** ids of the store's menus the item is on (replaces the current ones) */
  menus: LinkIds,
  /** ids of the store's modifier groups the item has (replaces the current ones) */
  modifier_groups: LinkIds,
});
export type StoreItemUpdateBody = Static<typeof StoreItemUpdateBody>;

// DELETE /inventory/store/store_item?store_id&store_item_id
export const StoreItemDeleteQuery = Type.Object({ store_id: Type.Integer({ minimum: 1 }), store_item_id: Type.Integer({ minimum: 1 }) });

/** Bulk bodies: item_ids, or select_all with the list filters. */
export const StoreBulkBody = Type.Object({
  item_ids: Type.Optional(Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: 10000 })),
  select_all: Type.Optional(Type.Boolean()),
  filters: Type.Optional(StoreItemFilters),
});
export type StoreBulkBody = Static<typeof StoreBulkBody>;

// PUT /inventory/store/{id}/items/bulk-actions?active
export const ActiveQuery = Type.Object({ active: Type.Boolean() });
// DELETE /inventory/bulk/{id}?active : active (optional) narrows the items deleted to that availability
export const OptionalActiveQuery = Type.Object({ active: Type.Optional(Type.Boolean()) });

// PATCH /inventory/{id}/statuses?status, body item_ids
export const StatusQuery = Type.Object({ status: SaleState });
export const StatusesBody = Type.Object({ item_ids: Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: 10000 }) });
// PATCH /inventory/{id}/status?status, body store_item_id
export const StatusBody = Type.Object({ store_item_id: Type.Integer({ minimum: 1 }) });

export const UpdatedAnswer = Type.Object({ updated: Type.Integer() });
export type UpdatedAnswer = Static<typeof UpdatedAnswer>;
export const DeletedAnswer = Type.Object({ deleted: Type.Integer() });
export type DeletedAnswer = Static<typeof DeletedAnswer>;
export const MessageAnswer = Type.Object({ message: Type.String() });

/** Columns the CSV upload accepts and the store export writes, in order. */
export const INGESTION_COLUMNS = [
  'name',
  'upc',
  'price',
  'size',
  'unit_count',
  'description',
  'category',
  'sub_category',
  'quantity',
  'active',
  'external_id',
] as const;
export type IngestionColumn = (typeof INGESTION_COLUMNS)[number];
export const INGESTION_REQUIRED_COLUMNS = ['name', 'price'] as const satisfies readonly IngestionColumn[];
export const INGESTION_MAX_BYTES = 50 * 1024 * 1024;
export const INGESTION_MAX_ROWS = 100_000;

// POST /inventory/ingestion/csv?store_id&cognito_id (multipart field "file")
export const IngestionQuery = Type.Object({
  store_id: Type.Integer({ minimum: 1 }),
  cognito_id: Type.Optional(Type.String({ maxLength: 200 })),
});
export const IngestionError = Type.Object({
  /** line of the file (the header is line 1) */
  line: Type.Integer(),
  reason: Type.String(),
  row: Type.Record(Type.String(), Type.String()),
});
export type IngestionError = Static<typeof IngestionError>;
export const IngestionAnswer = Type.Object({
  /** partial: every good row is applied, every bad row is reported (and nothing else happens to it) */
  mode: Type.Literal('partial'),
  /** the jobs row (queue "ingestion") keeping this run */
  job_id: Type.Integer(),
  total_rows: Type.Integer(),
  created: Type.Integer(),
  updated: Type.Integer(),
  unchanged: Type.Integer(),
  failed: Type.Integer(),
  errors: Type.Array(IngestionError),
});
export type IngestionAnswer = Static<typeof IngestionAnswer>;

// GET /inventory/ingestion/duplicates?store_id&format
export const DuplicatesQuery = Type.Object({
  store_id: Type.Integer({ minimum: 1 }),
  format: Type.Optional(StringEnum(['json', 'csv'], { default: 'json' })),
});
export const DuplicateItem = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  upc: NullableString,
  size: NullableString,
  price: Type.Number(),
  external_id: NullableString,
});
export const DuplicateGroup = Type.Object({
  /** upc: same UPC; name_size: same lower(name) and size */
  kind: StringEnum(['upc', 'name_size']),
  key: Type.String(),
  items: Type.Array(DuplicateItem),
});
export type DuplicateGroup = Static<typeof DuplicateGroup>;
export const DuplicatesAnswer = Type.Object({ count: Type.Integer(), groups: Type.Array(DuplicateGroup) });
export type DuplicatesAnswer = Static<typeof DuplicatesAnswer>;

// POST /inventory/image-enrichment/upload (multipart store_item_id, store_id, image, category)
export const ImageEnrichmentAnswer = Type.Object({ image_url: Type.String() });

// GET /inventory/{id}/modifier-groups: the store's modifier groups an item can be given
export const ModifierGroupChoice = Type.Object({ id: Type.Integer(), name: Type.String(), active: Type.Boolean() });
export const ModifierGroupChoicesAnswer = Type.Array(ModifierGroupChoice);
export type ModifierGroupChoice = Static<typeof ModifierGroupChoice>;
