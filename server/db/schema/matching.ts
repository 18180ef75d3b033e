import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { globalItems, storeItems } from './catalogue.ts';
import { createdAt } from './common.ts';
import { stores } from './stores.ts';
import { users } from './users.ts';

/** An alternative the engine proposes beside its best candidate. */
export interface StoredCandidate {
  globalItemId: number;
  score: number;
  reasons: string[];
}

/**
 * The matching engine's answer for one store item (server/services/matching), computed for the store
 * item as it was at `item_updated_at`: a store item changed since is matched again.
 */
export const storeItemMatches = pgTable(
  'store_item_matches',
  {
    storeItemId: integer('store_item_id')
      .primaryKey()
      .references(() => storeItems.id, { onDelete: 'cascade' }),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    result: text('result').$type<'match' | 'partial' | 'noMatch'>().notNull(),
    /** 0-1 */
    score: doublePrecision('score').notNull(),
    reasons: text('reasons').array().notNull().default(sql`'{}'::text[]`),
    /** the proposed (or linked) global item; null on noMatch */
    globalItemId: integer('global_item_id').references(() => globalItems.id, { onDelete: 'set null' }),
    candidates: jsonb('candidates').$type<StoredCandidate[]>().notNull().default(sql`'[]'::jsonb`),
    /** a person said no catalogue item fits: out of the queue until the store item changes */
    noCatalogueItem: boolean('no_catalogue_item').notNull().default(false),
    itemUpdatedAt: timestamp('item_updated_at', { withTimezone: true }).notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('store_item_matches_store_result').on(t.storeId, t.result, t.score, t.storeItemId)],
);

/**
 * "Not this one": a store item and a global item a person rejected, never proposed again. `item_key`
 * (the item's GTIN, else its normalised name and size) keeps the decision when the store item is deleted
 * and uploaded again.
 */
export const matchRejections = pgTable(
  'match_rejections',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    storeItemId: integer('store_item_id').references(() => storeItems.id, { onDelete: 'set null' }),
    itemKey: text('item_key').notNull(),
    globalItemId: integer('global_item_id')
      .notNull()
      .references(() => globalItems.id, { onDelete: 'cascade' }),
    rejectedBy: integer('rejected_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('match_rejections_pair').on(t.storeId, t.itemKey, t.globalItemId),
    index('match_rejections_store_item').on(t.storeItemId),
  ],
);

/**
 * The numbers of manual-match-items-count (and the unfiltered list counts) kept per store: counting a
 * 100,000-item store's results takes about 150 ms, and the Inventory tab asks every few seconds. Triggers
 * of migration 0019 mark the row stale whenever a result or a store item's reviewed or deleted state
 * changes; the next read recounts it (server/services/matching/counts.ts).
 */
export const storeMatchCounts = pgTable('store_match_counts', {
  storeId: integer('store_id')
    .primaryKey()
    .references(() => stores.id, { onDelete: 'cascade' }),
  match: integer('match').notNull().default(0),
  matchReviewed: integer('match_reviewed').notNull().default(0),
  partial: integer('partial').notNull().default(0),
  partialReviewed: integer('partial_reviewed').notNull().default(0),
  noMatch: integer('no_match').notNull().default(0),
  stale: boolean('stale').notNull().default(true),
});
