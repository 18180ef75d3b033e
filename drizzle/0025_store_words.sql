DROP INDEX "store_items_live_store_words";--> statement-breakpoint
CREATE INDEX "store_items_live_store_words" ON "store_items" USING gin (array_to_tsvector(string_to_array("store_id"::text || '.' || replace(btrim("search_key"), ' ', ' ' || "store_id"::text || '.'), ' '))) WHERE "store_items"."deleted_at" is null;--> statement-breakpoint
-- Statistics on the new expression, as on the old one (drizzle/0022): without them the planner takes a word typed
-- to match a fixed share of the store's rows whatever it is.
DROP STATISTICS IF EXISTS "store_items_words_stats";--> statement-breakpoint
CREATE STATISTICS "store_items_words_stats" ON (array_to_tsvector(string_to_array("store_id"::text || '.' || replace(btrim("search_key"), ' ', ' ' || "store_id"::text || '.'), ' '))) FROM "store_items";--> statement-breakpoint
ANALYZE "store_items";
