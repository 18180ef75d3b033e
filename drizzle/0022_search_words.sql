CREATE INDEX "global_items_live_company_words" ON "global_items" USING gin ("company_id",to_tsvector('simple'::regconfig, "search_key")) WHERE "global_items"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "store_items_live_store_words" ON "store_items" USING gin ("store_id",to_tsvector('simple'::regconfig, "search_key")) WHERE "store_items"."deleted_at" is null;--> statement-breakpoint
-- Without statistics on the words, the planner takes a word typed to match 0.5-2 % of the rows whatever it is, and
-- joins a store's 191 "tofu" items with every unmatched item of the store by hashing all of them.
CREATE STATISTICS "global_items_words_stats" ON (to_tsvector('simple'::regconfig, "search_key")) FROM "global_items";--> statement-breakpoint
CREATE STATISTICS "store_items_words_stats" ON (to_tsvector('simple'::regconfig, "search_key")) FROM "store_items";--> statement-breakpoint
ANALYZE "global_items";--> statement-breakpoint
ANALYZE "store_items";
