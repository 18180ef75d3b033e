CREATE TABLE "companies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "companies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"logo" text,
	"favicon" text,
	"email" text,
	"phone_number" text,
	"website" text,
	"status" text DEFAULT 'On Boarding' NOT NULL,
	"company_type" text,
	"point_of_contact_id" integer,
	"primary_accent_color" text DEFAULT '#000000' NOT NULL,
	"support_color" text DEFAULT '#FFFFFF' NOT NULL,
	"accent_paired_text_color" text DEFAULT '#FFFFFF' NOT NULL,
	"offboarded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "companies_status_check" CHECK ("companies"."status" in ('Live','Trial','Churned','Inactive','Paused','Off Boarding','On Boarding'))
);
--> statement-breakpoint
CREATE TABLE "company_addresses" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"line_1" text NOT NULL,
	"line_2" text,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip" text NOT NULL,
	"address_type" text DEFAULT 'Main' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_tags" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "company_tags_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"tag_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_preferences" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notification_preferences_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"event_name" text NOT NULL,
	"event_description" text NOT NULL,
	"is_email" boolean DEFAULT false NOT NULL,
	"is_sms" boolean DEFAULT false NOT NULL,
	"is_mobile" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "permissions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "permissions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"group_name" text NOT NULL,
	CONSTRAINT "permissions_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "role_permissions" (
	"role_id" integer NOT NULL,
	"permission_id" integer NOT NULL,
	CONSTRAINT "role_permissions_role_id_permission_id_pk" PRIMARY KEY("role_id","permission_id")
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "roles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer,
	"name" text NOT NULL,
	"label" text NOT NULL,
	"icon" text,
	"color" text,
	"description" text,
	"category" text,
	"type" text NOT NULL,
	"meta_info" jsonb,
	"manage_roles" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"username" uuid DEFAULT gen_random_uuid() NOT NULL,
	"user_type" text NOT NULL,
	"company_id" integer,
	"employee_id" text,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"phone_no" text,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"role_id" integer NOT NULL,
	"manager_id" integer,
	"is_email_verified" boolean DEFAULT false NOT NULL,
	"is_phone_verified" boolean DEFAULT false NOT NULL,
	"last_password_changed" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "users_username_unique" UNIQUE("username")
);
--> statement-breakpoint
CREATE TABLE "store_onboarding_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "store_onboarding_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"partner_name" text NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"requested_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_onboarding_statuses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "store_onboarding_statuses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"partner_name" text NOT NULL,
	"status" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_addresses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "store_addresses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"address_type" text NOT NULL,
	"line_1" text NOT NULL,
	"line_2" text,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip" text NOT NULL,
	"timezone" text,
	"same_as_store_address" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_company_tags" (
	"store_id" integer NOT NULL,
	"company_tag_id" integer NOT NULL,
	CONSTRAINT "store_company_tags_store_id_company_tag_id_pk" PRIMARY KEY("store_id","company_tag_id")
);
--> statement-breakpoint
CREATE TABLE "store_employees" (
	"store_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_employees_store_id_user_id_pk" PRIMARY KEY("store_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "store_hours" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "store_hours_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"day_of_week" smallint NOT NULL,
	"open_time" time NOT NULL,
	"close_time" time NOT NULL,
	"is_closed" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_schedules" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "store_schedules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"start_time" time NOT NULL,
	"end_time" time NOT NULL,
	"daily" boolean DEFAULT false NOT NULL,
	"weekly" boolean DEFAULT false NOT NULL,
	"yearly" boolean DEFAULT false NOT NULL,
	"week_days" smallint[],
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_statuses" (
	"id" integer PRIMARY KEY NOT NULL,
	"codename" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "store_statuses_codename_unique" UNIQUE("codename")
);
--> statement-breakpoint
CREATE TABLE "store_tasks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "store_tasks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"task_type" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"completed_by" integer,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stores_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"store_status_id" integer,
	"upcharge" numeric(6, 2) DEFAULT 0 NOT NULL,
	"show_global_items_content" boolean DEFAULT true NOT NULL,
	"offboarded_at" timestamp with time zone,
	"store_setup_completed" boolean DEFAULT false NOT NULL,
	"sells_alcohol" boolean DEFAULT false NOT NULL,
	"is_disabled" boolean DEFAULT false NOT NULL,
	"closed_till" timestamp with time zone,
	"bill_vendor_id" text,
	"image" text,
	"logo_image" text,
	"print_logo_image" text,
	"profile_image" text,
	"point_of_contact_id" integer,
	"phone_no" text,
	"store_email" text,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "channel_pauses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "channel_pauses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"partner_id" integer NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"resumed_at" timestamp with time zone,
	"created_by" integer
);
--> statement-breakpoint
CREATE TABLE "menu_sync_status" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "menu_sync_status_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"partner_id" integer NOT NULL,
	"menu_id" integer,
	"status" text DEFAULT 'initiated' NOT NULL,
	"message" text,
	"job_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "partners_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "store_fees" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "store_fees_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"partner_id" integer,
	"fee_type" text NOT NULL,
	"percent" numeric(5, 2) DEFAULT 0 NOT NULL,
	"flat_fee" numeric(8, 2) DEFAULT 0 NOT NULL,
	"scope" text DEFAULT 'all' NOT NULL,
	"scope_values" text[],
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_partners" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "store_partners_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"partner_id" integer NOT NULL,
	"partner_store_id" text,
	"order_enabled" boolean DEFAULT true NOT NULL,
	"menu_enabled" boolean DEFAULT true NOT NULL,
	"pos_enabled" boolean DEFAULT false NOT NULL,
	"upcharge" numeric(6, 2) DEFAULT 0 NOT NULL,
	"delivery_upcharge" numeric(6, 2) DEFAULT 0 NOT NULL,
	"pickup_upcharge" numeric(6, 2) DEFAULT 0 NOT NULL,
	"sells_alcohol" boolean DEFAULT false NOT NULL,
	"sells_tobacco" boolean DEFAULT false NOT NULL,
	"enable_delivery" boolean DEFAULT true NOT NULL,
	"delivery_instructions" text,
	"enable_pickup" boolean DEFAULT false NOT NULL,
	"pickup_instructions" text,
	"delivery_fee" numeric(8, 2) DEFAULT 0 NOT NULL,
	"pickup_fee" numeric(8, 2) DEFAULT 0 NOT NULL,
	"is_doordash_retail" boolean DEFAULT false NOT NULL,
	"batch_id" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "categories_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "global_item_tags" (
	"global_item_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "global_item_tags_global_item_id_tag_id_pk" PRIMARY KEY("global_item_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "global_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "global_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer,
	"name" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"upc" text,
	"retail_price" numeric(10, 2),
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"description" text,
	"category_id" integer,
	"sub_category_id" integer,
	"size" text,
	"unit_count" integer,
	"store_item_id" integer,
	"parent_item_id" integer,
	"verification" text DEFAULT 'unresolved' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "item_tags" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "item_tags_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	CONSTRAINT "item_tags_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "store_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "store_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"item_id" integer,
	"name" text NOT NULL,
	"upc" text,
	"size" text,
	"unit_count" integer,
	"description" text,
	"price" numeric(10, 2) DEFAULT 0 NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sell_independently" boolean DEFAULT true NOT NULL,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"category_id" integer,
	"sub_category_id" integer,
	"is_reviewed" boolean DEFAULT false NOT NULL,
	"is_editable" boolean DEFAULT true NOT NULL,
	"is_restricted" boolean DEFAULT false NOT NULL,
	"external_id" text,
	"sale_state" text DEFAULT 'for_sale' NOT NULL,
	"doordash_added" boolean DEFAULT false NOT NULL,
	"ubereats_added" boolean DEFAULT false NOT NULL,
	"grubhub_added" boolean DEFAULT false NOT NULL,
	"match_result" text,
	"match_candidate_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sub_categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sub_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"category_id" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menu_hours" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "menu_hours_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"menu_id" integer NOT NULL,
	"day_of_week" smallint NOT NULL,
	"open_time" time NOT NULL,
	"close_time" time NOT NULL,
	"is_closed" boolean DEFAULT false NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "menu_items" (
	"menu_id" integer NOT NULL,
	"store_item_id" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "menu_items_menu_id_store_item_id_pk" PRIMARY KEY("menu_id","store_item_id")
);
--> statement-breakpoint
CREATE TABLE "menu_rule_blocks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "menu_rule_blocks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"menu_id" integer NOT NULL,
	"menu_rule_id" integer NOT NULL,
	"operation_id" integer,
	"subject" text NOT NULL,
	"operator" text NOT NULL,
	"values" text[] NOT NULL,
	"is_delete" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menu_rules" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "menu_rules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"menu_id" integer NOT NULL,
	"type" text NOT NULL,
	"is_delete" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menus" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "menus_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"menu_name" text NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"external_menu_id" text,
	"available_channels" integer[],
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "modifier_groups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "modifier_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"min_quantity" integer DEFAULT 0 NOT NULL,
	"max_quantity" integer DEFAULT 1 NOT NULL,
	"max_free_options" integer,
	"max_options_qty" integer,
	"default_option" integer,
	"active" boolean DEFAULT true NOT NULL,
	"kind" text DEFAULT 'customization' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "modifier_options" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "modifier_options_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"modifier_group_id" integer NOT NULL,
	"store_item_id" integer,
	"name" text NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"precedence" integer DEFAULT 0 NOT NULL,
	"unit_price" numeric(10, 2) DEFAULT 0 NOT NULL,
	"total_price" numeric(10, 2) DEFAULT 0 NOT NULL,
	"unit_count" integer,
	"size" text,
	"image" text,
	"description" text,
	"default_qty" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_item_modifier_groups" (
	"store_item_id" integer NOT NULL,
	"modifier_group_id" integer NOT NULL,
	CONSTRAINT "store_item_modifier_groups_store_item_id_modifier_group_id_pk" PRIMARY KEY("store_item_id","modifier_group_id")
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "campaigns_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"image" text,
	"status" text DEFAULT 'active' NOT NULL,
	"start_date" timestamp with time zone,
	"end_date" timestamp with time zone,
	"segments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"display_locations" text[] DEFAULT '{}'::text[] NOT NULL,
	"featured_products" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"queue" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 3 NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_at" timestamp with time zone,
	"locked_by" text,
	"last_error" text,
	"result" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "company_addresses" ADD CONSTRAINT "company_addresses_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_tags" ADD CONSTRAINT "company_tags_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_permissions" ADD CONSTRAINT "role_permissions_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_permissions" ADD CONSTRAINT "role_permissions_permission_id_permissions_id_fk" FOREIGN KEY ("permission_id") REFERENCES "public"."permissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roles" ADD CONSTRAINT "roles_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_onboarding_requests" ADD CONSTRAINT "store_onboarding_requests_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_onboarding_requests" ADD CONSTRAINT "store_onboarding_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_onboarding_statuses" ADD CONSTRAINT "store_onboarding_statuses_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_addresses" ADD CONSTRAINT "store_addresses_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_company_tags" ADD CONSTRAINT "store_company_tags_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_company_tags" ADD CONSTRAINT "store_company_tags_company_tag_id_company_tags_id_fk" FOREIGN KEY ("company_tag_id") REFERENCES "public"."company_tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_employees" ADD CONSTRAINT "store_employees_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_employees" ADD CONSTRAINT "store_employees_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_employees" ADD CONSTRAINT "store_employees_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_hours" ADD CONSTRAINT "store_hours_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_schedules" ADD CONSTRAINT "store_schedules_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_tasks" ADD CONSTRAINT "store_tasks_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_tasks" ADD CONSTRAINT "store_tasks_completed_by_users_id_fk" FOREIGN KEY ("completed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_store_status_id_store_statuses_id_fk" FOREIGN KEY ("store_status_id") REFERENCES "public"."store_statuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_point_of_contact_id_users_id_fk" FOREIGN KEY ("point_of_contact_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_pauses" ADD CONSTRAINT "channel_pauses_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_pauses" ADD CONSTRAINT "channel_pauses_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_pauses" ADD CONSTRAINT "channel_pauses_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_sync_status" ADD CONSTRAINT "menu_sync_status_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_sync_status" ADD CONSTRAINT "menu_sync_status_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_sync_status" ADD CONSTRAINT "menu_sync_status_menu_id_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."menus"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_fees" ADD CONSTRAINT "store_fees_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_fees" ADD CONSTRAINT "store_fees_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_partners" ADD CONSTRAINT "store_partners_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_partners" ADD CONSTRAINT "store_partners_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "global_item_tags" ADD CONSTRAINT "global_item_tags_global_item_id_global_items_id_fk" FOREIGN KEY ("global_item_id") REFERENCES "public"."global_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "global_item_tags" ADD CONSTRAINT "global_item_tags_tag_id_item_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."item_tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "global_items" ADD CONSTRAINT "global_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "global_items" ADD CONSTRAINT "global_items_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "global_items" ADD CONSTRAINT "global_items_sub_category_id_sub_categories_id_fk" FOREIGN KEY ("sub_category_id") REFERENCES "public"."sub_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_items" ADD CONSTRAINT "store_items_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_items" ADD CONSTRAINT "store_items_item_id_global_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."global_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_items" ADD CONSTRAINT "store_items_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_items" ADD CONSTRAINT "store_items_sub_category_id_sub_categories_id_fk" FOREIGN KEY ("sub_category_id") REFERENCES "public"."sub_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_items" ADD CONSTRAINT "store_items_match_candidate_id_global_items_id_fk" FOREIGN KEY ("match_candidate_id") REFERENCES "public"."global_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_categories" ADD CONSTRAINT "sub_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_hours" ADD CONSTRAINT "menu_hours_menu_id_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."menus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_menu_id_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."menus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_store_item_id_store_items_id_fk" FOREIGN KEY ("store_item_id") REFERENCES "public"."store_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_rule_blocks" ADD CONSTRAINT "menu_rule_blocks_menu_id_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."menus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_rule_blocks" ADD CONSTRAINT "menu_rule_blocks_menu_rule_id_menu_rules_id_fk" FOREIGN KEY ("menu_rule_id") REFERENCES "public"."menu_rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_rules" ADD CONSTRAINT "menu_rules_menu_id_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."menus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menus" ADD CONSTRAINT "menus_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "modifier_groups" ADD CONSTRAINT "modifier_groups_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "modifier_options" ADD CONSTRAINT "modifier_options_modifier_group_id_modifier_groups_id_fk" FOREIGN KEY ("modifier_group_id") REFERENCES "public"."modifier_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "modifier_options" ADD CONSTRAINT "modifier_options_store_item_id_store_items_id_fk" FOREIGN KEY ("store_item_id") REFERENCES "public"."store_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_item_modifier_groups" ADD CONSTRAINT "store_item_modifier_groups_store_item_id_store_items_id_fk" FOREIGN KEY ("store_item_id") REFERENCES "public"."store_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_item_modifier_groups" ADD CONSTRAINT "store_item_modifier_groups_modifier_group_id_modifier_groups_id_fk" FOREIGN KEY ("modifier_group_id") REFERENCES "public"."modifier_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "companies_name_trgm" ON "companies" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "companies_status_name" ON "companies" USING btree ("status","name");--> statement-breakpoint
CREATE INDEX "companies_name" ON "companies" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "company_tags_company_name" ON "company_tags" USING btree ("company_id",lower("tag_name"));--> statement-breakpoint
CREATE UNIQUE INDEX "notification_preferences_user_event" ON "notification_preferences" USING btree ("user_id","event_name");--> statement-breakpoint
CREATE INDEX "refresh_tokens_user" ON "refresh_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "roles_company_name" ON "roles" USING btree (coalesce("company_id", 0),lower("name"));--> statement-breakpoint
CREATE INDEX "roles_company" ON "roles" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_company_role" ON "users" USING btree ("company_id","role_id");--> statement-breakpoint
CREATE INDEX "users_company_name" ON "users" USING btree ("company_id","first_name","last_name");--> statement-breakpoint
CREATE INDEX "users_search_trgm" ON "users" USING gin (("first_name" || ' ' || "last_name" || ' ' || "email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "store_onboarding_requests_store" ON "store_onboarding_requests" USING btree ("store_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "store_onboarding_statuses_store_partner" ON "store_onboarding_statuses" USING btree ("store_id","partner_name");--> statement-breakpoint
CREATE UNIQUE INDEX "store_addresses_store_type" ON "store_addresses" USING btree ("store_id","address_type");--> statement-breakpoint
CREATE INDEX "store_addresses_search_trgm" ON "store_addresses" USING gin (("line_1" || ' ' || "city" || ' ' || "state") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "store_company_tags_tag" ON "store_company_tags" USING btree ("company_tag_id");--> statement-breakpoint
CREATE INDEX "store_employees_user" ON "store_employees" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "store_hours_store_day" ON "store_hours" USING btree ("store_id","day_of_week");--> statement-breakpoint
CREATE INDEX "store_schedules_store" ON "store_schedules" USING btree ("store_id");--> statement-breakpoint
CREATE INDEX "store_tasks_store_created" ON "store_tasks" USING btree ("store_id","created_at");--> statement-breakpoint
CREATE INDEX "stores_company_name" ON "stores" USING btree ("company_id","name");--> statement-breakpoint
CREATE INDEX "stores_name" ON "stores" USING btree ("name");--> statement-breakpoint
CREATE INDEX "stores_name_trgm" ON "stores" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "channel_pauses_store_partner" ON "channel_pauses" USING btree ("store_id","partner_id","ends_at");--> statement-breakpoint
CREATE INDEX "menu_sync_status_store_created" ON "menu_sync_status" USING btree ("store_id","created_at");--> statement-breakpoint
CREATE INDEX "store_fees_store" ON "store_fees" USING btree ("store_id");--> statement-breakpoint
CREATE UNIQUE INDEX "store_partners_store_partner" ON "store_partners" USING btree ("store_id","partner_id");--> statement-breakpoint
CREATE INDEX "global_item_tags_tag" ON "global_item_tags" USING btree ("tag_id");--> statement-breakpoint
CREATE INDEX "global_items_company_status_name" ON "global_items" USING btree ("company_id","status","name");--> statement-breakpoint
CREATE INDEX "global_items_status_name" ON "global_items" USING btree ("status","name");--> statement-breakpoint
CREATE INDEX "global_items_category" ON "global_items" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "global_items_upc" ON "global_items" USING btree ("upc");--> statement-breakpoint
CREATE INDEX "global_items_name_trgm" ON "global_items" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "store_items_store_name" ON "store_items" USING btree ("store_id","name");--> statement-breakpoint
CREATE INDEX "store_items_store_state" ON "store_items" USING btree ("store_id","sale_state");--> statement-breakpoint
CREATE INDEX "store_items_store_upc" ON "store_items" USING btree ("store_id","upc");--> statement-breakpoint
CREATE INDEX "store_items_store_external" ON "store_items" USING btree ("store_id","external_id");--> statement-breakpoint
CREATE INDEX "store_items_item" ON "store_items" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "store_items_name_trgm" ON "store_items" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "sub_categories_category_name" ON "sub_categories" USING btree ("category_id","name");--> statement-breakpoint
CREATE INDEX "menu_hours_menu_day" ON "menu_hours" USING btree ("menu_id","day_of_week");--> statement-breakpoint
CREATE INDEX "menu_items_item" ON "menu_items" USING btree ("store_item_id");--> statement-breakpoint
CREATE INDEX "menu_rule_blocks_rule" ON "menu_rule_blocks" USING btree ("menu_rule_id");--> statement-breakpoint
CREATE INDEX "menu_rules_menu" ON "menu_rules" USING btree ("menu_id");--> statement-breakpoint
CREATE INDEX "menus_store_name" ON "menus" USING btree ("store_id","menu_name");--> statement-breakpoint
CREATE INDEX "modifier_groups_store_name" ON "modifier_groups" USING btree ("store_id","name");--> statement-breakpoint
CREATE INDEX "modifier_options_group" ON "modifier_options" USING btree ("modifier_group_id","precedence");--> statement-breakpoint
CREATE INDEX "store_item_modifier_groups_group" ON "store_item_modifier_groups" USING btree ("modifier_group_id");--> statement-breakpoint
CREATE INDEX "campaigns_company_status_created" ON "campaigns" USING btree ("company_id","status","created_at");--> statement-breakpoint
CREATE INDEX "campaigns_name_trgm" ON "campaigns" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "jobs_claim" ON "jobs" USING btree ("queue","status","run_at");