CREATE TABLE "order_rollup_dirty_days" (
	"company_id" integer NOT NULL,
	"day" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_rollups_company_daily" (
	"company_id" integer NOT NULL,
	"partner_id" integer NOT NULL,
	"day" date NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"cancelled" integer DEFAULT 0 NOT NULL,
	"gross_cents" bigint DEFAULT 0 NOT NULL,
	"total_cents" bigint DEFAULT 0 NOT NULL,
	"missing_items" integer DEFAULT 0 NOT NULL,
	"wrong_items" integer DEFAULT 0 NOT NULL,
	"late" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "order_rollups_company_daily_company_id_partner_id_day_pk" PRIMARY KEY("company_id","partner_id","day")
);
--> statement-breakpoint
CREATE TABLE "order_rollups_monthly" (
	"store_id" integer NOT NULL,
	"partner_id" integer NOT NULL,
	"month" date NOT NULL,
	"company_id" integer NOT NULL,
	"first_day" date NOT NULL,
	"last_day" date NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"cancelled" integer DEFAULT 0 NOT NULL,
	"gross_cents" bigint DEFAULT 0 NOT NULL,
	"total_cents" bigint DEFAULT 0 NOT NULL,
	"missing_items" integer DEFAULT 0 NOT NULL,
	"wrong_items" integer DEFAULT 0 NOT NULL,
	"late" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "order_rollups_monthly_store_id_partner_id_month_pk" PRIMARY KEY("store_id","partner_id","month")
);
--> statement-breakpoint
CREATE INDEX "order_rollups_company_daily_day" ON "order_rollups_company_daily" USING btree ("day");--> statement-breakpoint
CREATE INDEX "order_rollups_monthly_company_month" ON "order_rollups_monthly" USING btree ("company_id","month");--> statement-breakpoint
CREATE INDEX "order_rollups_monthly_month" ON "order_rollups_monthly" USING btree ("month");--> statement-breakpoint
-- Orders taken before this migration: their company days and store months, folded from the store days.
INSERT INTO "order_rollups_company_daily" (company_id, partner_id, day, orders, cancelled, gross_cents, total_cents, missing_items, wrong_items, late)
  SELECT company_id, partner_id, day, sum(orders), sum(cancelled), sum(gross_cents), sum(total_cents), sum(missing_items), sum(wrong_items), sum(late)
  FROM order_rollups_daily GROUP BY 1, 2, 3;--> statement-breakpoint
INSERT INTO "order_rollups_monthly" (store_id, partner_id, month, company_id, first_day, last_day, orders, cancelled, gross_cents, total_cents, missing_items, wrong_items, late)
  SELECT store_id, partner_id, date_trunc('month', day)::date, min(company_id), min(day), max(day),
         sum(orders), sum(cancelled), sum(gross_cents), sum(total_cents), sum(missing_items), sum(wrong_items), sum(late)
  FROM order_rollups_daily GROUP BY 1, 2, 3;
