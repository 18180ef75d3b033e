DROP INDEX "companies_name_trgm";--> statement-breakpoint
DROP INDEX "users_search_trgm";--> statement-breakpoint
DROP INDEX "store_addresses_search_trgm";--> statement-breakpoint
DROP INDEX "stores_name_trgm";--> statement-breakpoint
DROP INDEX "campaigns_name_trgm";--> statement-breakpoint
CREATE INDEX "companies_name_trgm" ON "companies" USING gin ("name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "users_search_trgm" ON "users" USING gin (("first_name" || ' ' || "last_name" || ' ' || "email") gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "store_addresses_search_trgm" ON "store_addresses" USING gin (("line_1" || ' ' || "city" || ' ' || "state") gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "stores_name_trgm" ON "stores" USING gin ("name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "campaigns_name_trgm" ON "campaigns" USING gin ("name" gin_trgm_ops) WITH (fastupdate=false);