CREATE TYPE "public"."ui_language" AS ENUM('de', 'tr', 'en');--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "language" "ui_language" DEFAULT 'de' NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "health_data_consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "tour_seen_at" timestamp with time zone;