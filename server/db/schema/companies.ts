import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, deletedAt, SEARCHED_OFTEN, updatedAt } from './common.ts';

export const COMPANY_STATUSES = ['Live', 'Trial', 'Churned', 'Inactive', 'Paused', 'Off Boarding', 'On Boarding'] as const;
export type CompanyStatus = (typeof COMPANY_STATUSES)[number];

export const companies = pgTable(
  'companies',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    logo: text('logo'),
    favicon: text('favicon'),
    email: text('email'),
    phoneNumber: text('phone_number'),
    website: text('website'),
    status: text('status').$type<CompanyStatus>().notNull().default('On Boarding'),
    companyType: text('company_type'),
    /** A user of this company; no FK to avoid a cycle with users.company_id. */
    pointOfContactId: integer('point_of_contact_id'),
    primaryAccentColor: text('primary_accent_color').notNull().default('#000000'),
    supportColor: text('support_color').notNull().default('#FFFFFF'),
    accentPairedTextColor: text('accent_paired_text_color').notNull().default('#FFFFFF'),
    offboardedAt: timestamp('offboarded_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (t) => [
    index('companies_name_trgm').using('gin', sql`${t.name} gin_trgm_ops`).with(SEARCHED_OFTEN),
    index('companies_status_name').on(t.status, t.name),
    index('companies_name').on(t.name),
    check('companies_status_check', sql`${t.status} in ('Live','Trial','Churned','Inactive','Paused','Off Boarding','On Boarding')`),
  ],
);

export const companyAddresses = pgTable('company_addresses', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  line1: text('line_1').notNull(),
  line2: text('line_2'),
  city: text('city').notNull(),
  state: text('state').notNull(),
  zip: text('zip').notNull(),
  addressType: text('address_type').notNull().default('Main'),
});

export const companyTags = pgTable(
  'company_tags',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    tagName: text('tag_name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('company_tags_company_name').on(t.companyId, sql`lower(${t.tagName})`)],
);
