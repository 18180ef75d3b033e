import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  time,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies, companyTags } from './companies.ts';
import { createdAt, deletedAt, nameKey, SEARCHED_OFTEN, updatedAt } from './common.ts';
import { users } from './users.ts';

/** Lookup of the operating statuses an internal user may set directly. */
export const storeStatuses = pgTable('store_statuses', {
  id: integer('id').primaryKey(),
  codename: text('codename').notNull().unique(),
  name: text('name').notNull(),
});

export const stores = pgTable(
  'stores',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    storeStatusId: integer('store_status_id').references(() => storeStatuses.id),
    upcharge: numeric('upcharge', { precision: 6, scale: 2, mode: 'number' }).notNull().default(0),
    showGlobalItemsContent: boolean('show_global_items_content').notNull().default(true),
    offboardedAt: timestamp('offboarded_at', { withTimezone: true }),
    storeSetupCompleted: boolean('store_setup_completed').notNull().default(false),
    sellsAlcohol: boolean('sells_alcohol').notNull().default(false),
    isDisabled: boolean('is_disabled').notNull().default(false),
    closedTill: timestamp('closed_till', { withTimezone: true }),
    billVendorId: text('bill_vendor_id'),
    image: text('image'),
    logoImage: text('logo_image'),
    printLogoImage: text('print_logo_image'),
    profileImage: text('profile_image'),
    pointOfContactId: integer('point_of_contact_id').references(() => users.id, { onDelete: 'set null' }),
    phoneNo: text('phone_no'),
    storeEmail: text('store_email'),
    createdBy: integer('created_by'),
    updatedBy: integer('updated_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
    /**
     * What a store search looks in: the lower-cased name and each address's "line 1 city state", one per
     * line. Kept by triggers on stores and store_addresses (drizzle/0006), so one trigram index answers a
     * search for a name or an address.
     */
    searchText: text('search_text').notNull().default(''),
    nameKey: nameKey(),
  },
  (t) => [
    index('stores_company_name').on(t.companyId, t.nameKey),
    // Counts of live stores (per company on the company list, and in all): index-only.
    index('stores_live_company').on(t.companyId).where(sql`${t.deletedAt} is null`),
    index('stores_name').on(t.nameKey),
    index('stores_live_search_trgm').using('gin', sql`${t.searchText} gin_trgm_ops`).where(sql`${t.deletedAt} is null`).with(SEARCHED_OFTEN),
  ],
);

export const ADDRESS_TYPES = ['Main', 'WelcomePackage'] as const;

export const storeAddresses = pgTable(
  'store_addresses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    addressType: text('address_type').$type<(typeof ADDRESS_TYPES)[number]>().notNull(),
    line1: text('line_1').notNull(),
    line2: text('line_2'),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zip: text('zip').notNull(),
    /** IANA zone; set on the Main address only. */
    timezone: text('timezone'),
    sameAsStoreAddress: boolean('same_as_store_address').notNull().default(false),
  },
  (t) => [uniqueIndex('store_addresses_store_type').on(t.storeId, t.addressType)],
);

export const storeCompanyTags = pgTable(
  'store_company_tags',
  {
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    companyTagId: integer('company_tag_id')
      .notNull()
      .references(() => companyTags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.companyTagId] }), index('store_company_tags_tag').on(t.companyTagId)],
);

/** Weekly opening hours, local to the store's timezone; day 0 is Monday. */
export const storeHours = pgTable(
  'store_hours',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    dayOfWeek: smallint('day_of_week').notNull(),
    openTime: time('open_time').notNull(),
    closeTime: time('close_time').notNull(),
    isClosed: boolean('is_closed').notNull().default(false),
  },
  (t) => [index('store_hours_store_day').on(t.storeId, t.dayOfWeek)],
);

/** Exceptional schedules (holidays, special openings). */
export const storeSchedules = pgTable(
  'store_schedules',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    startDate: date('start_date').notNull(),
    endDate: date('end_date'),
    startTime: time('start_time').notNull(),
    endTime: time('end_time').notNull(),
    daily: boolean('daily').notNull().default(false),
    weekly: boolean('weekly').notNull().default(false),
    yearly: boolean('yearly').notNull().default(false),
    weekDays: smallint('week_days').array(),
    createdAt: createdAt(),
  },
  (t) => [index('store_schedules_store').on(t.storeId)],
);

export const storeEmployees = pgTable(
  'store_employees',
  {
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.userId] }), index('store_employees_user').on(t.userId)],
);

export const storeTasks = pgTable(
  'store_tasks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    taskType: text('task_type').notNull(),
    status: text('status').$type<'open' | 'completed'>().notNull().default('open'),
    completedBy: integer('completed_by').references(() => users.id, { onDelete: 'set null' }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('store_tasks_store_created').on(t.storeId, t.createdAt)],
);

export const onboardingStatuses = pgTable(
  'store_onboarding_statuses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    partnerName: text('partner_name').notNull(),
    status: text('status').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('store_onboarding_statuses_store_partner').on(t.storeId, t.partnerName)],
);

export const onboardingRequests = pgTable(
  'store_onboarding_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    partnerName: text('partner_name').notNull(),
    status: text('status').notNull().default('requested'),
    requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('store_onboarding_requests_store').on(t.storeId, t.createdAt)],
);
