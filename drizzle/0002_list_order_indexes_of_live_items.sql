DROP INDEX "global_items_company_status_name";--> statement-breakpoint
DROP INDEX "global_items_status_name";--> statement-breakpoint
DROP INDEX "store_items_store_name";--> statement-breakpoint
CREATE INDEX "global_items_live_company_name" ON "global_items" USING btree ("company_id","status","name","id") WHERE "global_items"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "global_items_live_name" ON "global_items" USING btree ("status","name","id") WHERE "global_items"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "store_items_live_name" ON "store_items" USING btree ("store_id","name","id") WHERE "store_items"."deleted_at" is null;