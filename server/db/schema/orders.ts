import { bigint, date, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { ORDER_ISSUE_KINDS, ORDER_STATES, type OrderIssueKind, type OrderState } from '../../../src/domain/orders.ts';
import { createdAt, updatedAt } from './common.ts';
import { partners } from './channels.ts';
import { companies } from './companies.ts';
import { stores } from './stores.ts';

export { ORDER_ISSUE_KINDS, ORDER_STATES };

const cents = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);

/** Orders as the partners send them to their webhook; one row per partner order id. */
export const orders = pgTable(
  'orders',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id),
    partnerOrderId: text('partner_order_id').notNull(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    /** the store's company when the order arrived: tenancy and rollups without a join */
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    state: text('state').$type<OrderState>().notNull(),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    subtotalCents: cents('subtotal_cents'),
    feesCents: cents('fees_cents'),
    taxCents: cents('tax_cents'),
    tipCents: cents('tip_cents'),
    totalCents: cents('total_cents'),
    customerName: text('customer_name'),
    /**
     * The lines as the orders export writes them ("2 x Cola; 1 x Chips"), written with the lines at intake so that
     * the export reads no lines. Lines never change after intake; null on orders stored before this column.
     */
    itemsText: text('items_text'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_partner_order').on(t.partnerId, t.partnerOrderId),
    // The store's latest orders and its export by date range.
    index('orders_store_placed').on(t.storeId, t.placedAt, t.id),
  ],
);

export interface OrderModifier {
  name: string;
  price_cents: number;
}

export const orderLines = pgTable(
  'order_lines',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** our store item when the partner sent an id we know */
    storeItemId: integer('store_item_id'),
    name: text('name').notNull(),
    quantity: integer('quantity').notNull(),
    priceCents: bigint('price_cents', { mode: 'number' }).notNull(),
    modifiers: jsonb('modifiers').$type<OrderModifier[]>().notNull().default([]),
  },
  (t) => [index('order_lines_order').on(t.orderId)],
);

export const orderIssues = pgTable(
  'order_issues',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<OrderIssueKind>().notNull(),
    itemName: text('item_name'),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('order_issues_order_kind_item').on(t.orderId, t.kind, t.itemName)],
);

/** Ratings and comments from the channels, one per partner order. */
export const orderFeedback = pgTable(
  'order_feedback',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id),
    partnerOrderId: text('partner_order_id').notNull(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    orderId: bigint('order_id', { mode: 'number' }).references(() => orders.id, { onDelete: 'set null' }),
    rating: smallint('rating').notNull(),
    comment: text('comment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('order_feedback_partner_order').on(t.partnerId, t.partnerOrderId),
    index('order_feedback_store_created').on(t.storeId, t.createdAt),
    // Deleting an order sets its feedback's order_id to null: without this index, a scan of all feedback per order.
    index('order_feedback_order').on(t.orderId),
  ],
);

/** What one order adds to a rollup row; the intake adds (and on a change subtracts) it in its transaction. */
const rollupMeasures = {
  orders: integer('orders').notNull().default(0),
  cancelled: integer('cancelled').notNull().default(0),
  /** item sales (subtotal) of orders not cancelled */
  grossCents: cents('gross_cents'),
  /** what customers paid (total) for orders not cancelled */
  totalCents: cents('total_cents'),
  missingItems: integer('missing_items').notNull().default(0),
  wrongItems: integer('wrong_items').notNull().default(0),
  late: integer('late').notNull().default(0),
};

/** Sales per store × channel × UTC hour: today, same day last week, usual sales of an hour (lost sales). */
export const orderRollupsHourly = pgTable(
  'order_rollups_hourly',
  {
    storeId: integer('store_id').notNull(),
    partnerId: integer('partner_id').notNull(),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    companyId: integer('company_id').notNull(),
    ...rollupMeasures,
  },
  (t) => [primaryKey({ columns: [t.storeId, t.partnerId, t.hour] }), index('order_rollups_hourly_company_hour').on(t.companyId, t.hour), index('order_rollups_hourly_hour').on(t.hour)],
);

/** Sales per store × channel × UTC day: every report over a date range. */
export const orderRollupsDaily = pgTable(
  'order_rollups_daily',
  {
    storeId: integer('store_id').notNull(),
    partnerId: integer('partner_id').notNull(),
    day: date('day').notNull(),
    companyId: integer('company_id').notNull(),
    ...rollupMeasures,
  },
  (t) => [primaryKey({ columns: [t.storeId, t.partnerId, t.day] }), index('order_rollups_daily_company_day').on(t.companyId, t.day), index('order_rollups_daily_day').on(t.day)],
);

/**
 * Sales per company × channel × local day: the platform-wide and one-company reports that need no store.
 * Folded from the store days (server/services/orders/companyDays.ts), not upserted per order: one company's
 * row would serialize its concurrent intakes.
 */
export const orderRollupsCompanyDaily = pgTable(
  'order_rollups_company_daily',
  {
    companyId: integer('company_id').notNull(),
    partnerId: integer('partner_id').notNull(),
    day: date('day').notNull(),
    ...rollupMeasures,
  },
  (t) => [primaryKey({ columns: [t.companyId, t.partnerId, t.day] }), index('order_rollups_company_daily_day').on(t.day)],
);

/**
 * The company days whose store rows changed since their company row was folded: one row per order, appended
 * (never updated, so intakes never wait on each other here); the fold deletes the rows it has folded.
 */
export const orderRollupDirtyDays = pgTable('order_rollup_dirty_days', {
  companyId: integer('company_id').notNull(),
  day: date('day').notNull(),
});

/** A month's running totals: element d holds days 1..d (a 31-element array; a shorter month repeats its last day). */
const runningMeasures = {
  orders: integer('orders').array().notNull(),
  cancelled: integer('cancelled').array().notNull(),
  grossCents: bigint('gross_cents', { mode: 'number' }).array().notNull(),
  totalCents: bigint('total_cents', { mode: 'number' }).array().notNull(),
  missingItems: integer('missing_items').array().notNull(),
  wrongItems: integer('wrong_items').array().notNull(),
  late: integer('late').array().notNull(),
};

/**
 * Sales per store × channel × local month (`month` is its first day) as running totals of its days, kept in
 * the intake like the days: any range of days of a month is one row's total at its last day less the total
 * before its first, so sales by store over 90 days reads about four rows per store × channel, not 90.
 */
export const orderRollupsMonthly = pgTable(
  'order_rollups_monthly',
  {
    storeId: integer('store_id').notNull(),
    partnerId: integer('partner_id').notNull(),
    month: date('month').notNull(),
    companyId: integer('company_id').notNull(),
    ...runningMeasures,
  },
  (t) => [primaryKey({ columns: [t.storeId, t.partnerId, t.month] }), index('order_rollups_monthly_company_month').on(t.companyId, t.month), index('order_rollups_monthly_month').on(t.month)],
);

/** Items sold per store × UTC day (orders not cancelled): top items. */
export const orderItemRollupsDaily = pgTable(
  'order_item_rollups_daily',
  {
    storeId: integer('store_id').notNull(),
    day: date('day').notNull(),
    itemName: text('item_name').notNull(),
    companyId: integer('company_id').notNull(),
    quantity: integer('quantity').notNull().default(0),
    salesCents: cents('sales_cents'),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.day, t.itemName] }), index('order_item_rollups_company_day').on(t.companyId, t.day)],
);
