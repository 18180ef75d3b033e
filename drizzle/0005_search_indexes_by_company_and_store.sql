CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
DROP INDEX "global_items_name_trgm";--> statement-breakpoint
DROP INDEX "store_items_name_trgm";--> statement-breakpoint
CREATE INDEX "global_items_company_name_trgm" ON "global_items" USING gin ("company_id","name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "store_items_store_name_trgm" ON "store_items" USING gin ("store_id","name" gin_trgm_ops);