CREATE TABLE "partner_menu_snapshots" (
	"store_id" integer NOT NULL,
	"partner_id" integer NOT NULL,
	"accepted_digest" jsonb,
	"accepted_built_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"accepted_sync_id" integer,
	"pending_digest" jsonb,
	"pending_built_at" timestamp with time zone,
	"pending_sync_id" integer,
	CONSTRAINT "partner_menu_snapshots_store_id_partner_id_pk" PRIMARY KEY("store_id","partner_id")
);
--> statement-breakpoint
CREATE TABLE "sandbox_menu_jobs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sandbox_menu_jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"partner" text NOT NULL,
	"partner_store_id" text NOT NULL,
	"reference" text NOT NULL,
	"menu" jsonb NOT NULL,
	"outcome" text NOT NULL,
	"message" text NOT NULL,
	"details" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ready_at" timestamp with time zone NOT NULL,
	"applied_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sandbox_partner_stores" (
	"partner" text NOT NULL,
	"partner_store_id" text NOT NULL,
	"menu" jsonb,
	"menu_accepted_at" timestamp with time zone,
	"menu_reference" text,
	"pos_active" boolean DEFAULT false NOT NULL,
	"pos_activated_at" timestamp with time zone,
	CONSTRAINT "sandbox_partner_stores_partner_partner_store_id_pk" PRIMARY KEY("partner","partner_store_id")
);
--> statement-breakpoint
ALTER TABLE "menu_sync_status" ADD COLUMN "item_errors" jsonb;--> statement-breakpoint
ALTER TABLE "menu_sync_status" ADD COLUMN "partner_reference" text;--> statement-breakpoint
ALTER TABLE "menu_sync_status" ADD COLUMN "item_count" integer;--> statement-breakpoint
ALTER TABLE "menu_sync_status" ADD COLUMN "requested_by" integer;--> statement-breakpoint
ALTER TABLE "menu_sync_status" ADD COLUMN "started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "menu_sync_status" ADD COLUMN "finished_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "locked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "dedupe_key" text;--> statement-breakpoint
ALTER TABLE "partner_menu_snapshots" ADD CONSTRAINT "partner_menu_snapshots_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_menu_snapshots" ADD CONSTRAINT "partner_menu_snapshots_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_menu_jobs_reference" ON "sandbox_menu_jobs" USING btree ("partner","reference");--> statement-breakpoint
CREATE INDEX "sandbox_menu_jobs_store" ON "sandbox_menu_jobs" USING btree ("partner","partner_store_id","ready_at");--> statement-breakpoint
ALTER TABLE "menu_sync_status" ADD CONSTRAINT "menu_sync_status_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "menu_sync_status_store_partner" ON "menu_sync_status" USING btree ("store_id","partner_id","id");--> statement-breakpoint
CREATE INDEX "store_items_store_updated" ON "store_items" USING btree ("store_id","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_dedupe" ON "jobs" USING btree ("queue","dedupe_key") WHERE "jobs"."dedupe_key" is not null and "jobs"."status" in ('queued', 'running');