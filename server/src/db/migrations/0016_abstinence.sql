CREATE TYPE "public"."abstinence_method" AS ENUM('urine', 'hair-alcohol', 'hair-drugs');--> statement-breakpoint
CREATE TYPE "public"."abstinence_result" AS ENUM('negative', 'positive', 'missed', 'pending');--> statement-breakpoint
ALTER TYPE "public"."page_key" ADD VALUE 'abstinence';--> statement-breakpoint
CREATE TABLE "abstinence_consents" (
	"user_id" text PRIMARY KEY NOT NULL,
	"consented_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "abstinence_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"programme_id" uuid NOT NULL,
	"date" date NOT NULL,
	"result" "abstinence_result" NOT NULL,
	"attachment_key" text,
	"attachment_type" text,
	"attachment_name" text,
	"attachment_size" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "abstinence_programmes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"method" "abstinence_method" NOT NULL,
	"months" integer NOT NULL,
	"substances" text[] DEFAULT '{}'::text[] NOT NULL,
	"start_date" date NOT NULL,
	"testing_body" text DEFAULT '' NOT NULL,
	"reminders" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "abstinence_programmes_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "abstinence_programmes_months_check" CHECK ("abstinence_programmes"."months" in (6, 12))
);
--> statement-breakpoint
ALTER TABLE "abstinence_consents" ADD CONSTRAINT "abstinence_consents_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "abstinence_entries" ADD CONSTRAINT "abstinence_entries_programme_id_abstinence_programmes_id_fk" FOREIGN KEY ("programme_id") REFERENCES "public"."abstinence_programmes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "abstinence_programmes" ADD CONSTRAINT "abstinence_programmes_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "abstinence_entries_programme_idx" ON "abstinence_entries" USING btree ("programme_id","date");