ALTER TABLE "modifier_groups" ADD COLUMN "required" boolean GENERATED ALWAYS AS (min_quantity <> 0) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "modifier_groups_store_updated" ON "modifier_groups" USING btree ("store_id","updated_at");--> statement-breakpoint
CREATE INDEX "modifier_groups_name_trgm" ON "modifier_groups" USING gin ("name" gin_trgm_ops) WITH (fastupdate=false);