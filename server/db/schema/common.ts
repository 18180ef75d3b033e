import { sql } from 'drizzle-orm';
import { timestamp } from 'drizzle-orm/pg-core';

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
export const deletedAt = () => timestamp('deleted_at', { withTimezone: true });

/** A GIN trigram index expression; needs the pg_trgm extension (first migration). */
export const trigram = (column: string) => sql.raw(`${column} gin_trgm_ops`);
