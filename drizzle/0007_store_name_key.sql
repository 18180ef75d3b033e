DROP INDEX "stores_company_name";--> statement-breakpoint
DROP INDEX "stores_name";--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "name_key" text GENERATED ALWAYS AS (lower(name)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "stores_company_name" ON "stores" USING btree ("company_id","name_key");--> statement-breakpoint
CREATE INDEX "stores_name" ON "stores" USING btree ("name_key");