import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { createdAt, deletedAt, nameKey, searchKey, SEARCHED_OFTEN_WRITTEN_IN_BULK, updatedAt } from './common.ts';
import { storeWordsVectorOf, wordsVectorOf } from './searchKey.ts';
import { stores } from './stores.ts';

export const categories = pgTable('categories', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull().unique(),
  image: text('image'),
  createdAt: createdAt(),
});

export const subCategories = pgTable(
  'sub_categories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('sub_categories_category_name').on(t.categoryId, t.name)],
);

export const itemTags = pgTable('item_tags', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull().unique(),
});

export const VERIFICATION_QUALITIES = ['certified', 'enriched', 'unresolved'] as const;
export type VerificationQuality = (typeof VERIFICATION_QUALITIES)[number];

export const globalItems = pgTable(
  'global_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    status: text('status').$type<'active' | 'inactive'>().notNull().default('active'),
    upc: text('upc'),
    /** the verified GTIN-14 of `upc` (src/domain/matching/gtin.ts), or null when it cannot be trusted */
    gtin: text('gtin'),
    retailPrice: numeric('retail_price', { precision: 10, scale: 2, mode: 'number' }),
    images: text('images').array().notNull().default(sql`'{}'::text[]`),
    description: text('description'),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
    subCategoryId: integer('sub_category_id').references(() => subCategories.id, { onDelete: 'set null' }),
    size: text('size'),
    unitCount: integer('unit_count'),
    storeItemId: integer('store_item_id'),
    parentItemId: integer('parent_item_id'),
    verification: text('verification').$type<VerificationQuality>().notNull().default('unresolved'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
    nameKey: nameKey(),
    searchKey: searchKey(),
  },
  (t) => [
    // Live items in list order: a broad name search walks one of these (index-only) instead of visiting
    // thousands of table rows (server/services/catalogue/listPage.ts); the search key rides along so the
    // walk checks the words on the index alone. They hold no UPC on purpose: a
    // filter on the UPC too would let the planner scan a whole company here instead of using the
    // trigram index for a search with few matches.
    index('global_items_live_company_name').on(t.companyId, t.status, t.nameKey, t.id, t.searchKey).where(sql`${t.deletedAt} is null`),
    index('global_items_live_name').on(t.status, t.nameKey, t.id, t.searchKey).where(sql`${t.deletedAt} is null`),
    // A company's live items in id order: its CSV export reads them in keyset batches.
    index('global_items_live_company_id').on(t.companyId, t.id).where(sql`${t.deletedAt} is null`),
    index('global_items_category').on(t.categoryId),
    index('global_items_gtin').on(t.gtin).where(sql`${t.gtin} is not null`),
    // pattern ops: a UPC typed in full or as its first digits (LIKE '012345%') reads this index too.
    index('global_items_upc').using('btree', sql`${t.upc} text_pattern_ops`),
    // With the company (btree_gin), so a company's search reads only its own items' trigrams; a search of
    // every company uses the name part alone. Only "Did you mean" reads it (word similarity).
    index('global_items_company_search_trgm').using('gin', t.companyId, sql`${t.searchKey} gin_trgm_ops`),
    // The words typed as lexeme prefixes (server/services/search/words.ts); the migration adds statistics on
    // the expression, without which the planner guesses how many items a word matches.
    index('global_items_live_company_words')
      .using('gin', t.companyId, wordsVectorOf(t.searchKey))
      .where(sql`${t.deletedAt} is null`)
      .with(SEARCHED_OFTEN_WRITTEN_IN_BULK),
  ],
);

export const globalItemTags = pgTable(
  'global_item_tags',
  {
    globalItemId: integer('global_item_id')
      .notNull()
      .references(() => globalItems.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => itemTags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.globalItemId, t.tagId] }), index('global_item_tags_tag').on(t.tagId)],
);

export const SALE_STATES = ['on_hold', 'for_sale', 'out_of_stock', 'needs_review'] as const;
export type SaleState = (typeof SALE_STATES)[number];
export const MATCH_RESULTS = ['match', 'partial', 'noMatch'] as const;

export const storeItems = pgTable(
  'store_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    /** The linked global item. */
    itemId: integer('item_id').references(() => globalItems.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    /** the code as the store wrote it */
    upc: text('upc'),
    /** the verified GTIN-14 of `upc`, or null when it cannot be trusted */
    gtin: text('gtin'),
    size: text('size'),
    unitCount: integer('unit_count'),
    description: text('description'),
    price: numeric('price', { precision: 10, scale: 2, mode: 'number' }).notNull().default(0),
    quantity: integer('quantity').notNull().default(1),
    active: boolean('active').notNull().default(true),
    sellIndependently: boolean('sell_independently').notNull().default(true),
    images: text('images').array().notNull().default(sql`'{}'::text[]`),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
    subCategoryId: integer('sub_category_id').references(() => subCategories.id, { onDelete: 'set null' }),
    isReviewed: boolean('is_reviewed').notNull().default(false),
    isEditable: boolean('is_editable').notNull().default(true),
    isRestricted: boolean('is_restricted').notNull().default(false),
    externalId: text('external_id'),
    saleState: text('sale_state').$type<SaleState>().notNull().default('for_sale'),
    doordashAdded: boolean('doordash_added').notNull().default(false),
    ubereatsAdded: boolean('ubereats_added').notNull().default(false),
    grubhubAdded: boolean('grubhub_added').notNull().default(false),
    matchResult: text('match_result').$type<(typeof MATCH_RESULTS)[number]>(),
    matchCandidateId: integer('match_candidate_id').references(() => globalItems.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
    nameKey: nameKey(),
    searchKey: searchKey(),
  },
  (t) => [
    // Live items of a store in list order (see global_items_live_name).
    index('store_items_live_name').on(t.storeId, t.nameKey, t.id, t.searchKey).where(sql`${t.deletedAt} is null`),
    index('store_items_store_state').on(t.storeId, t.saleState),
    // The Inventory tab filtered by category (its most used filter): its count up to the cap reads this index only.
    index('store_items_store_category').on(t.storeId, t.categoryId, t.saleState, t.active).where(sql`${t.deletedAt} is null`),
    index('store_items_store_upc').using('btree', t.storeId, sql`${t.upc} text_pattern_ops`),
    index('store_items_store_external').using('btree', t.storeId, sql`${t.externalId} text_pattern_ops`),
    index('store_items_item').on(t.itemId),
    // A store's latest changes first: what is not pushed to a partner yet (unsync-count, sync grid).
    index('store_items_store_updated').on(t.storeId, t.updatedAt),
    // With the store (btree_gin): a store's "Did you mean" reads only its own items' trigrams, not every store's.
    index('store_items_store_search_trgm').using('gin', t.storeId, sql`${t.searchKey} gin_trgm_ops`),
    // A store's search by words: each word indexed with its store (storeWordsVectorOf).
    index('store_items_live_store_words')
      .using('gin', storeWordsVectorOf(t.storeId, t.searchKey))
      .where(sql`${t.deletedAt} is null`)
      .with(SEARCHED_OFTEN_WRITTEN_IN_BULK),
  ],
);
