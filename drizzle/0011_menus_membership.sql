CREATE TABLE "store_menu_totals" (
	"store_id" integer PRIMARY KEY NOT NULL,
	"store_item_count" integer DEFAULT 0 NOT NULL,
	"stale" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "menu_items" DROP CONSTRAINT "menu_items_menu_id_menus_id_fk";
--> statement-breakpoint
ALTER TABLE "menu_items" DROP CONSTRAINT "menu_items_store_item_id_store_items_id_fk";
--> statement-breakpoint
ALTER TABLE "menu_items" ADD COLUMN "hand" text DEFAULT 'added';--> statement-breakpoint
ALTER TABLE "menu_items" ADD COLUMN "rule_added" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "menu_items" ADD COLUMN "rule_removed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "menus" ADD COLUMN "menu_item_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "menus" ADD COLUMN "store_item_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "menus" ADD COLUMN "unique_category_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "menus" ADD COLUMN "modifier_item_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "menus" ADD COLUMN "counts_stale" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "store_menu_totals" ADD CONSTRAINT "store_menu_totals_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "menus_one_default_per_store" ON "menus" USING btree ("store_id") WHERE "menus"."is_default" and "menus"."deleted_at" is null;