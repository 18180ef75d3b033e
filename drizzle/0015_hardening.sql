CREATE TABLE "login_throttles" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "refresh_token_rotations" (
	"session_id" uuid PRIMARY KEY NOT NULL,
	"token_id" uuid NOT NULL,
	"rotated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "refresh_token_rotations" ADD CONSTRAINT "refresh_token_rotations_session_id_refresh_tokens_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."refresh_tokens"("id") ON DELETE cascade ON UPDATE no action;