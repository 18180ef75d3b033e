DROP INDEX "store_addresses_search_trgm";--> statement-breakpoint
DROP INDEX "stores_name_trgm";--> statement-breakpoint
DROP INDEX "global_items_live_company_name";--> statement-breakpoint
DROP INDEX "global_items_live_name";--> statement-breakpoint
DROP INDEX "global_items_company_name_trgm";--> statement-breakpoint
DROP INDEX "store_items_live_name";--> statement-breakpoint
DROP INDEX "store_items_store_name_trgm";--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "global_items" ADD COLUMN "name_key" text GENERATED ALWAYS AS (lower(name)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "store_items" ADD COLUMN "name_key" text GENERATED ALWAYS AS (lower(name)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "stores_live_search_trgm" ON "stores" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false) WHERE "stores"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "global_items_live_company_name" ON "global_items" USING btree ("company_id","status","name_key","id") WHERE "global_items"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "global_items_live_name" ON "global_items" USING btree ("status","name_key","id") WHERE "global_items"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "global_items_company_name_trgm" ON "global_items" USING gin ("company_id","name_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "store_items_live_name" ON "store_items" USING btree ("store_id","name_key","id") WHERE "store_items"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "store_items_store_name_trgm" ON "store_items" USING gin ("store_id","name_key" gin_trgm_ops);--> statement-breakpoint
CREATE FUNCTION store_search_text(store_name text, store_id integer) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT lower(store_name) || coalesce((SELECT string_agg(E'\n' || lower(a.line_1 || ' ' || a.city || ' ' || a.state), '' ORDER BY a.address_type)
                                        FROM store_addresses a WHERE a.store_id = $2), '')
$$;--> statement-breakpoint
CREATE FUNCTION stores_keep_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := store_search_text(NEW.name, NEW.id);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER stores_search_text BEFORE INSERT OR UPDATE OF name ON stores
  FOR EACH ROW EXECUTE FUNCTION stores_keep_search_text();--> statement-breakpoint
CREATE FUNCTION store_addresses_keep_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE stores s SET search_text = store_search_text(s.name, s.id)
  WHERE s.id = NEW.store_id OR s.id = OLD.store_id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER store_addresses_search_text AFTER INSERT OR UPDATE OR DELETE ON store_addresses
  FOR EACH ROW EXECUTE FUNCTION store_addresses_keep_search_text();--> statement-breakpoint
UPDATE stores SET search_text = store_search_text(name, id);
