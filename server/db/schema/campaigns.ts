import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { BannerDisplayLocation, BannerSegment, BannerStatus } from '../../../src/domain/banners.ts';
import { companies } from './companies.ts';
import { createdAt, SEARCHED_OFTEN, updatedAt } from './common.ts';

/** Banners (campaigns) of a company. The vocabularies of segments and locations live in src/domain/banners.ts. */
export const campaigns = pgTable(
  'campaigns',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    image: text('image'),
    status: text('status').$type<BannerStatus>().notNull().default('active'),
    startDate: timestamp('start_date', { withTimezone: true }),
    endDate: timestamp('end_date', { withTimezone: true }),
    /** segment keys, a JSON array of strings */
    segments: jsonb('segments').$type<BannerSegment[]>().notNull().default(sql`'[]'::jsonb`),
    displayLocations: text('display_locations').array().$type<BannerDisplayLocation[]>().notNull().default(sql`'{}'::text[]`),
    /** global item ids, in the order chosen */
    featuredProducts: integer('featured_products').array().notNull().default(sql`'{}'::integer[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The list (newest first) and its status filters; the schedule filters add date conditions on the same rows.
    index('campaigns_company_created').on(t.companyId, t.createdAt, t.id),
    index('campaigns_company_status_created').on(t.companyId, t.status, t.createdAt),
    index('campaigns_name_trgm').using('gin', sql`${t.name} gin_trgm_ops`).with(SEARCHED_OFTEN),
    check('campaigns_status_check', sql`${t.status} in ('active', 'inactive')`),
    check('campaigns_dates_check', sql`${t.startDate} is null or ${t.endDate} is null or ${t.endDate} > ${t.startDate}`),
  ],
);
