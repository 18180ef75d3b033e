CREATE TABLE "order_feedback" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_feedback_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"partner_id" integer NOT NULL,
	"partner_order_id" text NOT NULL,
	"store_id" integer NOT NULL,
	"order_id" bigint,
	"rating" smallint NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_issues" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_issues_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"item_name" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_item_rollups_daily" (
	"store_id" integer NOT NULL,
	"day" date NOT NULL,
	"item_name" text NOT NULL,
	"company_id" integer NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	"sales_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "order_item_rollups_daily_store_id_day_item_name_pk" PRIMARY KEY("store_id","day","item_name")
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" bigint NOT NULL,
	"store_item_id" integer,
	"name" text NOT NULL,
	"quantity" integer NOT NULL,
	"price_cents" bigint NOT NULL,
	"modifiers" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_rollups_daily" (
	"store_id" integer NOT NULL,
	"partner_id" integer NOT NULL,
	"day" date NOT NULL,
	"company_id" integer NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"cancelled" integer DEFAULT 0 NOT NULL,
	"gross_cents" bigint DEFAULT 0 NOT NULL,
	"total_cents" bigint DEFAULT 0 NOT NULL,
	"missing_items" integer DEFAULT 0 NOT NULL,
	"wrong_items" integer DEFAULT 0 NOT NULL,
	"late" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "order_rollups_daily_store_id_partner_id_day_pk" PRIMARY KEY("store_id","partner_id","day")
);
--> statement-breakpoint
CREATE TABLE "order_rollups_hourly" (
	"store_id" integer NOT NULL,
	"partner_id" integer NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"company_id" integer NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"cancelled" integer DEFAULT 0 NOT NULL,
	"gross_cents" bigint DEFAULT 0 NOT NULL,
	"total_cents" bigint DEFAULT 0 NOT NULL,
	"missing_items" integer DEFAULT 0 NOT NULL,
	"wrong_items" integer DEFAULT 0 NOT NULL,
	"late" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "order_rollups_hourly_store_id_partner_id_hour_pk" PRIMARY KEY("store_id","partner_id","hour")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"partner_id" integer NOT NULL,
	"partner_order_id" text NOT NULL,
	"store_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"state" text NOT NULL,
	"placed_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"ready_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"subtotal_cents" bigint DEFAULT 0 NOT NULL,
	"fees_cents" bigint DEFAULT 0 NOT NULL,
	"tax_cents" bigint DEFAULT 0 NOT NULL,
	"tip_cents" bigint DEFAULT 0 NOT NULL,
	"total_cents" bigint DEFAULT 0 NOT NULL,
	"customer_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_feedback" ADD CONSTRAINT "order_feedback_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_feedback" ADD CONSTRAINT "order_feedback_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_feedback" ADD CONSTRAINT "order_feedback_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_issues" ADD CONSTRAINT "order_issues_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_feedback_partner_order" ON "order_feedback" USING btree ("partner_id","partner_order_id");--> statement-breakpoint
CREATE INDEX "order_feedback_store_created" ON "order_feedback" USING btree ("store_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "order_issues_order_kind_item" ON "order_issues" USING btree ("order_id","kind","item_name");--> statement-breakpoint
CREATE INDEX "order_item_rollups_company_day" ON "order_item_rollups_daily" USING btree ("company_id","day");--> statement-breakpoint
CREATE INDEX "order_lines_order" ON "order_lines" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_rollups_daily_company_day" ON "order_rollups_daily" USING btree ("company_id","day");--> statement-breakpoint
CREATE INDEX "order_rollups_daily_day" ON "order_rollups_daily" USING btree ("day");--> statement-breakpoint
CREATE INDEX "order_rollups_hourly_company_hour" ON "order_rollups_hourly" USING btree ("company_id","hour");--> statement-breakpoint
CREATE INDEX "order_rollups_hourly_hour" ON "order_rollups_hourly" USING btree ("hour");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_partner_order" ON "orders" USING btree ("partner_id","partner_order_id");--> statement-breakpoint
CREATE INDEX "orders_store_placed" ON "orders" USING btree ("store_id","placed_at","id");