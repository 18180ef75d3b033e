import { searchKeySql } from './searchKey.ts';
import { sql } from 'drizzle-orm';
import { text, timestamp } from 'drizzle-orm/pg-core';

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
export const deletedAt = () => timestamp('deleted_at', { withTimezone: true });

/** A GIN trigram index expression; needs the pg_trgm extension (first migration). */
export const trigram = (column: string) => sql.raw(`${column} gin_trgm_ops`);

/**
 * Storage options of the trigram indexes of small tables searched on every keystroke (stores, addresses,
 * companies, users, campaigns). With GIN's default fast update, new rows wait in an unsorted pending list
 * until the next VACUUM and every search reads that whole list: a freshly loaded 10,000-store table
 * answered a 3-letter search in 25 ms instead of 0.3 ms. These tables change one row at a time, so
 * writing each row straight into the index costs nothing noticeable.
 */
export const SEARCHED_OFTEN = { fastupdate: false } as const;

/**
 * Storage options of the words indexes of the item tables, searched on every keystroke but written in bulk
 * (CSV ingestion, imports): new rows still wait in GIN's pending list, but a list of at most 256 kB (32 pages),
 * where the default 4 MB (512 pages) had every search read up to 2 ms of it (about 4 µs a page) until the next
 * VACUUM. Inserting 100,000 items in 1,000-row statements took 6 % longer (2.9 -> 3.1 s) where writing every
 * row straight into the index (fastupdate off) took 70 % longer (5.0 s).
 */
export const SEARCHED_OFTEN_WRITTEN_IN_BULK = { gin_pending_list_limit: 256 } as const;

/**
 * The lower-cased name, kept by PostgreSQL: lists sort by it (so "Baby" comes before "BIC") and searches
 * match it with LIKE, which compares bytes where ILIKE folds the case of every row it checks.
 */
export const nameKey = () =>
  text('name_key')
    .notNull()
    .generatedAlwaysAs(sql`lower(name)`);

/**
 * The name's words normalised for search (server/db/schema/searchKey.ts), kept by PostgreSQL. A trigram
 * index over it answers "every word typed starts a word of the name" (server/services/search/words.ts).
 */
export const searchKey = () =>
  text('search_key')
    .notNull()
    .generatedAlwaysAs(searchKeySql('name'));
