import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { createdAt, SEARCHED_OFTEN, updatedAt } from './common.ts';

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
    status: text('status').$type<'active' | 'inactive'>().notNull().default('active'),
    startDate: timestamp('start_date', { withTimezone: true }),
    endDate: timestamp('end_date', { withTimezone: true }),
    segments: jsonb('segments').notNull().default(sql`'[]'::jsonb`),
    displayLocations: text('display_locations').array().notNull().default(sql`'{}'::text[]`),
    featuredProducts: integer('featured_products').array().notNull().default(sql`'{}'::integer[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('campaigns_company_status_created').on(t.companyId, t.status, t.createdAt),
    index('campaigns_name_trgm').using('gin', sql`${t.name} gin_trgm_ops`).with(SEARCHED_OFTEN),
  ],
);
