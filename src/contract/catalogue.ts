// Catalogue calls of spec 001 section 7: categories, sub-categories, tags and global items.
import { Type, type Static } from 'typebox';
import { NullableInteger, NullableString, StringEnum } from './common.ts';

export const CATEGORY_PLACEHOLDER_IMAGE = '/placeholder-category.svg';

/** UPC-A / EAN-8 / UPC-E / EAN-13 / GTIN-14 as stores write them: 8 or 11 to 14 digits. */
export const UPC_PATTERN = '^([0-9]{8}|[0-9]{11,14})$';
export const Upc = Type.String({ pattern: UPC_PATTERN, description: '8 or 11 to 14 digits, as written (an 11-digit code is a UPC-A missing its leading zero or its check digit)' });

export const IdName = Type.Object({ id: Type.Integer(), name: Type.String() });
export type IdName = Static<typeof IdName>;

// GET /inventory/category/all
export const Category = Type.Object({ id: Type.Integer(), name: Type.String(), image: Type.String() });
export type Category = Static<typeof Category>;
export const CategoryListAnswer = Type.Array(Category);

// GET /inventory/{x}/category?search_string&active
export const StoreCategoryQuery = Type.Object({
  search_string: Type.Optional(Type.String({ maxLength: 100 })),
  active: Type.Optional(Type.Boolean()),
});
export type StoreCategoryQuery = Static<typeof StoreCategoryQuery>;
export const StoreCategory = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  image: Type.String(),
  /** the store's (non-deleted) items in this category */
  item_count: Type.Integer(),
});
export type StoreCategory = Static<typeof StoreCategory>;
export const StoreCategoryAnswer = Type.Array(StoreCategory);

// GET /inventory/subcategory/all and GET /inventory/subcategory/select?category_name
export const SubCategory = Type.Object({ id: Type.Integer(), name: Type.String(), category_id: Type.Integer(), category_name: Type.String() });
export type SubCategory = Static<typeof SubCategory>;
export const SubCategoryListAnswer = Type.Array(SubCategory);
export const SubCategorySelectQuery = Type.Object({ category_name: Type.String({ minLength: 1, maxLength: 100 }) });
export type SubCategorySelectQuery = Static<typeof SubCategorySelectQuery>;

// GET /inventory/tags
export const TagListAnswer = Type.Array(IdName);

export const VERIFICATION_VALUES = ['certified', 'enriched', 'unresolved'] as const;
export const Verification = StringEnum(VERIFICATION_VALUES);
export type Verification = Static<typeof Verification>;
export const ITEM_STATUS_VALUES = ['active', 'inactive'] as const;
export const ItemStatus = StringEnum(ITEM_STATUS_VALUES);
export type ItemStatus = Static<typeof ItemStatus>;

/** A global item (spec 001 section 3). */
export const GlobalItem = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  status: ItemStatus,
  upc: NullableString,
  retail_price: Type.Union([Type.Number(), Type.Null()]),
  images: Type.Array(Type.String()),
  /** the first image, or null */
  image: NullableString,
  description: NullableString,
  category: Type.Union([IdName, Type.Null()]),
  subcategory: Type.Union([IdName, Type.Null()]),
  size: NullableString,
  unit_count: NullableInteger,
  tags: Type.Array(IdName),
  store_item_id: NullableInteger,
  parent_item_id: NullableInteger,
  /** null: a platform-wide item shared by every company */
  company_id: NullableInteger,
  /** the name of that company; null for a platform-wide item */
  company_name: NullableString,
  verification: Verification,
  created_at: Type.String(),
  updated_at: Type.String(),
});
export type GlobalItem = Static<typeof GlobalItem>;

const BoolQuery = Type.Optional(Type.Boolean());
const IdList = Type.Optional(Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 200 }));
const DateQuery = Type.Optional(
  Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}(T[0-9]{2}:[0-9]{2}(:[0-9]{2})?)?$', description: 'YYYY-MM-DD or YYYY-MM-DDTHH:mm:ss' }),
);
export const GLOBAL_ITEM_ORDER_VALUES = ['name', 'retail_price', 'created_at', 'updated_at', 'upc', 'id'] as const;

/** The filters of the global item list; bulk actions and the export take the same ones. */
export const GlobalItemFilters = Type.Object({
  company_id: Type.Optional(Type.Integer({ minimum: 1 })),
  /** items linked to a store item sold (true) or not sold (false) independently */
  sell_independently: BoolQuery,
  /** also list the platform-wide catalogue (items of no company) */
  show_global_items_content: BoolQuery,
  min_price: Type.Optional(Type.Number({ minimum: 0, description: 'default 0' })),
  max_price: Type.Optional(Type.Number({ minimum: 0, description: 'default 99999' })),
  /** created on or after */
  start_date: DateQuery,
  /** created on or before (a bare date includes that whole day) */
  end_date: DateQuery,
  /** menu ids: items linked to a store item on one of these menus */
  menus: IdList,
  /** tag ids (repeated parameter) */
  tags: IdList,
  /** true (default): active items; false: inactive; all: both */
  active: Type.Optional(StringEnum(['true', 'false', 'all'], { default: 'true' })),
  /** name contains (case-insensitive), or the exact UPC */
  search_string: Type.Optional(Type.String({ maxLength: 100 })),
  /** category ids (repeated parameter) */
  categories: IdList,
  /** linked to a store item that is out of stock */
  out_of_stock: BoolQuery,
  /** missing name, size, upc or category */
  incomplete: BoolQuery,
  /** linked to a store item that has modifier groups */
  has_modifier_groups: BoolQuery,
  /** linked to a store item that is an option of a modifier group */
  modifier_item: BoolQuery,
  verification: Type.Optional(StringEnum(['certified', 'enriched', 'unresolved', 'all'])),
});
export type GlobalItemFilters = Static<typeof GlobalItemFilters>;

// GET /inventory/items/global-items/v2?filters
export const GlobalItemListQuery = Type.Object({
  ...GlobalItemFilters.properties,
  order: Type.Optional(StringEnum(GLOBAL_ITEM_ORDER_VALUES, { default: 'name' })),
  sort_dir: Type.Optional(StringEnum(['ASC', 'DESC'], { default: 'ASC' })),
  offset: Type.Optional(Type.Integer({ minimum: 0, default: 0 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
});
export type GlobalItemListQuery = Static<typeof GlobalItemListQuery>;
export const GlobalItemListAnswer = Type.Object({
  /** how many items match: exact when count_exact, otherwise more than this many match (a 1M-item catalogue is not counted) */
  count: Type.Integer(),
  count_exact: Type.Boolean(),
  /** when count_exact is false: about how many match (the planner's estimate, three significant figures) */
  count_estimate: Type.Optional(Type.Integer()),
  globalItems: Type.Array(GlobalItem),
  /** when a search matched nothing: names spelt close to what was typed ("Did you mean …") */
  suggestions: Type.Optional(Type.Array(Type.String())),
});
export type GlobalItemListAnswer = Static<typeof GlobalItemListAnswer>;

// GET /inventory/items/global-items/{id}?company_id
export const GlobalItemIdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });
export const CompanyIdQuery = Type.Object({ company_id: Type.Optional(Type.Integer({ minimum: 1 })) });

const Name = Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' });
/** Fields of a global item create/update (spec 001 section 5: empty fields are omitted, upc is null when empty). */
const GlobalItemFields = {
  status: Type.Optional(ItemStatus),
  upc: Type.Optional(Type.Union([Upc, Type.Null()])),
  retail_price: Type.Optional(Type.Union([Type.Number({ minimum: 0, maximum: 99999999 }), Type.Null()])),
  images: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 500 }), { maxItems: 20 })),
  /** a single image; prepended to images */
  image: Type.Optional(Type.String({ minLength: 1, maxLength: 500 })),
  description: Type.Optional(Type.Union([Type.String({ maxLength: 2000 }), Type.Null()])),
  /** category id */
  category: Type.Optional(Type.Union([Type.Integer({ minimum: 1 }), Type.Null()])),
  /** sub-category id (of the category) */
  subcategory: Type.Optional(Type.Union([Type.Integer({ minimum: 1 }), Type.Null()])),
  size: Type.Optional(Type.Union([Type.String({ maxLength: 100 }), Type.Null()])),
  unit_count: Type.Optional(Type.Union([Type.Integer({ minimum: 1, maximum: 100000 }), Type.Null()])),
  store_item_id: Type.Optional(NullableInteger),
  parent_item_id: Type.Optional(NullableInteger),
};

// POST /inventory/items/global-items
export const GlobalItemCreateBody = Type.Object({
  name: Name,
  ...GlobalItemFields,
  /** tag ids; on create only */
  tags: Type.Optional(Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 50 })),
  /** internal users choose (omitted: platform-wide); merchants get their own company */
  company_id: Type.Optional(Type.Integer({ minimum: 1 })),
});
export type GlobalItemCreateBody = Static<typeof GlobalItemCreateBody>;

// PATCH /inventory/items/global-items/{id}
export const GlobalItemUpdateBody = Type.Object({ name: Type.Optional(Name), ...GlobalItemFields });
export type GlobalItemUpdateBody = Static<typeof GlobalItemUpdateBody>;

export const MessageAnswer = Type.Object({ message: Type.String() });

// GET /inventory/{id}/linked-or-unlinked-stores-with-global-item?linked&offset&limit&search_string
export const LinkedStoresQuery = Type.Object({
  linked: Type.Optional(Type.Boolean({ default: true })),
  offset: Type.Optional(Type.Integer({ minimum: 0, default: 0 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
  search_string: Type.Optional(Type.String({ maxLength: 100 })),
});
export type LinkedStoresQuery = Static<typeof LinkedStoresQuery>;
export const LinkedStore = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  company_id: Type.Integer(),
  /** the store item linked with the global item, when linked */
  store_item_id: NullableInteger,
});
export type LinkedStore = Static<typeof LinkedStore>;
export const LinkedStoresAnswer = Type.Object({ count: Type.Integer(), stores: Type.Array(LinkedStore) });
export type LinkedStoresAnswer = Static<typeof LinkedStoresAnswer>;

// POST /inventory/{id}/link-stores-with-global-item, PUT /inventory/{id}/unlink-stores-from-global-item
export const StoreIdsBody = Type.Object({ store_ids: Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: 1000 }) });
export type StoreIdsBody = Static<typeof StoreIdsBody>;
export const LinkStoresAnswer = Type.Object({ linked: Type.Integer(), already_linked: Type.Integer() });
export type LinkStoresAnswer = Static<typeof LinkStoresAnswer>;
export const UnlinkStoresAnswer = Type.Object({ unlinked: Type.Integer() });
export type UnlinkStoresAnswer = Static<typeof UnlinkStoresAnswer>;

// GET /inventory/{id}/store-items-linked-with-global-item?offset&limit
export const PageQuery = Type.Object({
  offset: Type.Optional(Type.Integer({ minimum: 0, default: 0 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
});
export const LinkedStoreItem = Type.Object({
  id: Type.Integer(),
  store_id: Type.Integer(),
  store_name: Type.String(),
  name: Type.String(),
  upc: NullableString,
  price: Type.Number(),
  active: Type.Boolean(),
  sale_state: Type.String(),
});
export type LinkedStoreItem = Static<typeof LinkedStoreItem>;
export const LinkedStoreItemsAnswer = Type.Object({ count: Type.Integer(), list: Type.Array(LinkedStoreItem) });
export type LinkedStoreItemsAnswer = Static<typeof LinkedStoreItemsAnswer>;

// PATCH /inventory/items/global-items/bulk-actions/?filters, PUT .../bulk-actions?filters, DELETE .../bulk?filters
export const GlobalBulkBody = Type.Object({
  item_ids: Type.Optional(Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: 10000 })),
  /** act on every item matching the query filters instead of item_ids */
  select_all: Type.Optional(Type.Boolean()),
  status: Type.Optional(ItemStatus),
});
export type GlobalBulkBody = Static<typeof GlobalBulkBody>;
export const GlobalBulkDeleteBody = Type.Object({
  item_ids: GlobalBulkBody.properties.item_ids,
  select_all: GlobalBulkBody.properties.select_all,
});
export type GlobalBulkDeleteBody = Static<typeof GlobalBulkDeleteBody>;
export const UpdatedAnswer = Type.Object({ updated: Type.Integer() });
export type UpdatedAnswer = Static<typeof UpdatedAnswer>;
export const DeletedAnswer = Type.Object({ deleted: Type.Integer() });
export type DeletedAnswer = Static<typeof DeletedAnswer>;

// POST /inventory/items/global-items/merge-with-certified-item
export const MergeBody = Type.Object({
  item_ids: Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: 1000 }),
  certified_item_id: Type.Integer({ minimum: 1 }),
});
export type MergeBody = Static<typeof MergeBody>;
export const MergeAnswer = Type.Object({ merged: Type.Integer(), relinked_store_items: Type.Integer() });
export type MergeAnswer = Static<typeof MergeAnswer>;

/** Columns of GET /inventory/items/global-items/export-to-csv, in order. */
export const GLOBAL_ITEM_CSV_COLUMNS = [
  'id',
  'name',
  'status',
  'upc',
  'retail_price',
  'size',
  'unit_count',
  'description',
  'category',
  'sub_category',
  'tags',
  'verification',
  'images',
  'parent_item_id',
  'created_at',
] as const;
