CREATE TABLE "match_rejections" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "match_rejections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"store_item_id" integer,
	"item_key" text NOT NULL,
	"global_item_id" integer NOT NULL,
	"rejected_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_item_matches" (
	"store_item_id" integer PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"result" text NOT NULL,
	"score" double precision NOT NULL,
	"reasons" text[] DEFAULT '{}'::text[] NOT NULL,
	"global_item_id" integer,
	"candidates" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"no_catalogue_item" boolean DEFAULT false NOT NULL,
	"item_updated_at" timestamp with time zone NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "global_items" ADD COLUMN "gtin" text;--> statement-breakpoint
ALTER TABLE "store_items" ADD COLUMN "gtin" text;--> statement-breakpoint
ALTER TABLE "match_rejections" ADD CONSTRAINT "match_rejections_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_rejections" ADD CONSTRAINT "match_rejections_store_item_id_store_items_id_fk" FOREIGN KEY ("store_item_id") REFERENCES "public"."store_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_rejections" ADD CONSTRAINT "match_rejections_global_item_id_global_items_id_fk" FOREIGN KEY ("global_item_id") REFERENCES "public"."global_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_rejections" ADD CONSTRAINT "match_rejections_rejected_by_users_id_fk" FOREIGN KEY ("rejected_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_item_matches" ADD CONSTRAINT "store_item_matches_store_item_id_store_items_id_fk" FOREIGN KEY ("store_item_id") REFERENCES "public"."store_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_item_matches" ADD CONSTRAINT "store_item_matches_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_item_matches" ADD CONSTRAINT "store_item_matches_global_item_id_global_items_id_fk" FOREIGN KEY ("global_item_id") REFERENCES "public"."global_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "match_rejections_pair" ON "match_rejections" USING btree ("store_id","item_key","global_item_id");--> statement-breakpoint
CREATE INDEX "match_rejections_store_item" ON "match_rejections" USING btree ("store_item_id");--> statement-breakpoint
CREATE INDEX "store_item_matches_store_result" ON "store_item_matches" USING btree ("store_id","result","score","store_item_id");--> statement-breakpoint
CREATE INDEX "global_items_gtin" ON "global_items" USING btree ("gtin") WHERE "global_items"."gtin" is not null;