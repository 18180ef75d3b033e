DROP INDEX "global_items_company_name_trgm";--> statement-breakpoint
DROP INDEX "store_items_store_name_trgm";--> statement-breakpoint
DROP INDEX "global_items_live_company_name";--> statement-breakpoint
DROP INDEX "global_items_live_name";--> statement-breakpoint
DROP INDEX "global_items_upc";--> statement-breakpoint
DROP INDEX "store_items_live_name";--> statement-breakpoint
DROP INDEX "store_items_store_upc";--> statement-breakpoint
DROP INDEX "store_items_store_external";--> statement-breakpoint
ALTER TABLE "global_items" ADD COLUMN "search_key" text GENERATED ALWAYS AS (' ' || btrim(regexp_replace(translate(replace(lower(name), '&', ' and '), 'àáâãäåāăąçćčďèéêëēėęěìíîïīįłñńňòóôõöøōőùúûüūůűýÿžźżśšşţťÀÁÂÃÄÅĀĂĄÇĆČĎÈÉÊËĒĖĘĚÌÍÎÏĪĮŁÑŃŇÒÓÔÕÖØŌŐÙÚÛÜŪŮŰÝŸŽŹŻŚŠŞŢŤ''’', 'aaaaaaaaacccdeeeeeeeeiiiiiilnnnoooooooouuuuuuuyyzzzsssttaaaaaaaaacccdeeeeeeeeiiiiiilnnnoooooooouuuuuuuyyzzzssstt'), '[^a-z0-9]+', ' ', 'g'))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "store_items" ADD COLUMN "search_key" text GENERATED ALWAYS AS (' ' || btrim(regexp_replace(translate(replace(lower(name), '&', ' and '), 'àáâãäåāăąçćčďèéêëēėęěìíîïīįłñńňòóôõöøōőùúûüūůűýÿžźżśšşţťÀÁÂÃÄÅĀĂĄÇĆČĎÈÉÊËĒĖĘĚÌÍÎÏĪĮŁÑŃŇÒÓÔÕÖØŌŐÙÚÛÜŪŮŰÝŸŽŹŻŚŠŞŢŤ''’', 'aaaaaaaaacccdeeeeeeeeiiiiiilnnnoooooooouuuuuuuyyzzzsssttaaaaaaaaacccdeeeeeeeeiiiiiilnnnoooooooouuuuuuuyyzzzssstt'), '[^a-z0-9]+', ' ', 'g'))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "global_items_company_search_trgm" ON "global_items" USING gin ("company_id","search_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "store_items_store_search_trgm" ON "store_items" USING gin ("store_id","search_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "global_items_live_company_name" ON "global_items" USING btree ("company_id","status","name_key","id","search_key") WHERE "global_items"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "global_items_live_name" ON "global_items" USING btree ("status","name_key","id","search_key") WHERE "global_items"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "global_items_upc" ON "global_items" USING btree ("upc" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "store_items_live_name" ON "store_items" USING btree ("store_id","name_key","id","search_key") WHERE "store_items"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "store_items_store_upc" ON "store_items" USING btree ("store_id","upc" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "store_items_store_external" ON "store_items" USING btree ("store_id","external_id" text_pattern_ops);