import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { FeeScope, FeeType } from '../../../src/domain/fees.ts';
import { createdAt, deletedAt, updatedAt } from './common.ts';
import { menus } from './menus.ts';
import { stores } from './stores.ts';
import { users } from './users.ts';

export const PARTNER_NAMES = ['DoorDash', 'UberEats', 'GrubHub', 'LulaDirect'] as const;
export type PartnerName = (typeof PARTNER_NAMES)[number];
export const CHANNEL_STATUSES = ['ONLINE', 'PAUSED', 'OFFLINE', 'ERROR'] as const;
export type ChannelStatus = (typeof CHANNEL_STATUSES)[number];

/** The partner directory (GET /stores/dsps). id doubles as the sync id of menus.available_channels. */
export const partners = pgTable('partners', {
  id: integer('id').primaryKey(),
  name: text('name').$type<PartnerName>().notNull().unique(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  deletedAt: deletedAt(),
});

export const storePartners = pgTable(
  'store_partners',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id),
    partnerStoreId: text('partner_store_id'),
    orderEnabled: boolean('order_enabled').notNull().default(true),
    menuEnabled: boolean('menu_enabled').notNull().default(true),
    posEnabled: boolean('pos_enabled').notNull().default(false),
    upcharge: numeric('upcharge', { precision: 6, scale: 2, mode: 'number' }).notNull().default(0),
    deliveryUpcharge: numeric('delivery_upcharge', { precision: 6, scale: 2, mode: 'number' }).notNull().default(0),
    pickupUpcharge: numeric('pickup_upcharge', { precision: 6, scale: 2, mode: 'number' }).notNull().default(0),
    sellsAlcohol: boolean('sells_alcohol').notNull().default(false),
    sellsTobacco: boolean('sells_tobacco').notNull().default(false),
    enableDelivery: boolean('enable_delivery').notNull().default(true),
    deliveryInstructions: text('delivery_instructions'),
    enablePickup: boolean('enable_pickup').notNull().default(false),
    pickupInstructions: text('pickup_instructions'),
    deliveryFee: numeric('delivery_fee', { precision: 8, scale: 2, mode: 'number' }).notNull().default(0),
    pickupFee: numeric('pickup_fee', { precision: 8, scale: 2, mode: 'number' }).notNull().default(0),
    isDoordashRetail: boolean('is_doordash_retail').notNull().default(false),
    batchId: text('batch_id'),
    /** Whether the store wants to take orders on this channel; pauses are in channel_pauses. */
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('store_partners_store_partner').on(t.storeId, t.partnerId),
    // The order webhook names a store by the partner's own id: without it each lookup read every link.
    index('store_partners_partner_store').on(t.partnerId, t.partnerStoreId),
  ],
);

export const channelPauses = pgTable(
  'channel_pauses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    resumedAt: timestamp('resumed_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('channel_pauses_store_partner').on(t.storeId, t.partnerId, t.endsAt)],
);

// The pricing rule that reads these rows is src/domain/fees.ts.
export { FEE_SCOPES, FEE_TYPES } from '../../../src/domain/fees.ts';

export const storeFees = pgTable(
  'store_fees',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    partnerId: integer('partner_id').references(() => partners.id),
    feeType: text('fee_type').$type<FeeType>().notNull(),
    percent: numeric('percent', { precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
    flatFee: numeric('flat_fee', { precision: 8, scale: 2, mode: 'number' }).notNull().default(0),
    scope: text('scope').$type<FeeScope>().notNull().default('all'),
    scopeValues: text('scope_values').array(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('store_fees_store').on(t.storeId)],
);

export const SYNC_TASK_STATUSES = ['initiated', 'in_progress', 'completed', 'failed'] as const;

export const menuSyncStatus = pgTable(
  'menu_sync_status',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id),
    menuId: integer('menu_id').references(() => menus.id, { onDelete: 'set null' }),
    status: text('status').$type<(typeof SYNC_TASK_STATUSES)[number]>().notNull().default('initiated'),
    message: text('message'),
    jobId: integer('job_id'),
    /** the partner's errors per item (GrubHub PARTIAL_SUCCESS, refusals naming items) */
    itemErrors: jsonb('item_errors').$type<SyncItemError[]>(),
    /** the partner's id of an asynchronous menu job (DoorDash, GrubHub) the worker follows */
    partnerReference: text('partner_reference'),
    itemCount: integer('item_count'),
    requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('menu_sync_status_store_created').on(t.storeId, t.createdAt),
    // The latest push of each store and partner (sync grid, unlink check).
    index('menu_sync_status_store_partner').on(t.storeId, t.partnerId, t.id),
  ],
);

export interface SyncItemError {
  item_id: string;
  name: string | null;
  reason: string;
}

/**
 * What each partner last accepted from a store, as a compact digest (menus with hours, items with
 * price): the base of the push diff and of the count of changes not pushed yet. A push under way keeps
 * the digest it sent as pending until the partner answers.
 */
export const partnerMenuSnapshots = pgTable(
  'partner_menu_snapshots',
  {
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id),
    acceptedDigest: jsonb('accepted_digest'),
    /** when the accepted menu was read from the database: later changes are not on the partner */
    acceptedBuiltAt: timestamp('accepted_built_at', { withTimezone: true }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedSyncId: integer('accepted_sync_id'),
    pendingDigest: jsonb('pending_digest'),
    pendingBuiltAt: timestamp('pending_built_at', { withTimezone: true }),
    pendingSyncId: integer('pending_sync_id'),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.partnerId] })],
);
