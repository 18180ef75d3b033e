-- The item tables' words indexes keep GIN's pending list for bulk writes, but at most 256 kB of it: every search
-- reads the whole list (about 4 µs a page) until the next VACUUM, up to 2 ms at the default 4 MB (SEARCHED_OFTEN_WRITTEN_IN_BULK,
-- server/db/schema/common.ts). The option applies from the next insert; what the list holds now waits for VACUUM.
ALTER INDEX "global_items_live_company_words" SET (gin_pending_list_limit = 256);--> statement-breakpoint
ALTER INDEX "store_items_live_store_words" SET (gin_pending_list_limit = 256);
