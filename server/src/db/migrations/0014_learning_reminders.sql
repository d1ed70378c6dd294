CREATE TYPE "public"."reminder_frequency" AS ENUM('off', 'daily', 'weekly');--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"dedupe_key" text NOT NULL,
	"user_id" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"locked_by" text,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone,
	CONSTRAINT "jobs_dedupe_key_unique" UNIQUE("dedupe_key"),
	CONSTRAINT "jobs_status_check" CHECK ("jobs"."status" in ('pending', 'running', 'sending', 'done', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "reminder_frequency" "reminder_frequency" DEFAULT 'off' NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "reminder_hour" smallint DEFAULT 18 NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "reminder_weekday" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jobs_status_run_at_idx" ON "jobs" USING btree ("status","run_at");--> statement-breakpoint
CREATE INDEX "jobs_user_idx" ON "jobs" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_reminder_hour_check" CHECK ("profiles"."reminder_hour" between 0 and 23);--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_reminder_weekday_check" CHECK ("profiles"."reminder_weekday" between 1 and 7);