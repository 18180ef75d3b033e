import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './common.ts';

/**
 * The sandbox delivery partners' own state (server/channels/sandbox), kept in the database so every
 * server instance sees the same partner: what each partner store holds, and its asynchronous menu jobs.
 * Keyed by the partner's names and ids, never by ours, as a real partner would be.
 */
export const sandboxPartnerStores = pgTable(
  'sandbox_partner_stores',
  {
    partner: text('partner').notNull(),
    partnerStoreId: text('partner_store_id').notNull(),
    /** the menu the partner accepted last, as it was sent */
    menu: jsonb('menu'),
    menuAcceptedAt: timestamp('menu_accepted_at', { withTimezone: true }),
    menuReference: text('menu_reference'),
    posActive: boolean('pos_active').notNull().default(false),
    posActivatedAt: timestamp('pos_activated_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.partner, t.partnerStoreId] })],
);

export const sandboxMenuJobs = pgTable(
  'sandbox_menu_jobs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    partner: text('partner').notNull(),
    partnerStoreId: text('partner_store_id').notNull(),
    /** the sender's reference: a second submission with it answers the same job */
    reference: text('reference').notNull(),
    menu: jsonb('menu').notNull(),
    /** decided when submitted, revealed once ready_at has passed */
    outcome: text('outcome').notNull(),
    message: text('message').notNull(),
    details: jsonb('details'),
    submittedAt: createdAt(),
    readyAt: timestamp('ready_at', { withTimezone: true }).notNull(),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('sandbox_menu_jobs_reference').on(t.partner, t.reference),
    index('sandbox_menu_jobs_store').on(t.partner, t.partnerStoreId, t.readyAt),
  ],
);
