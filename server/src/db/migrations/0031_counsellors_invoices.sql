ALTER TYPE "public"."user_role" ADD VALUE 'counsellor' BEFORE 'admin';--> statement-breakpoint
CREATE TABLE "story_reads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"booking_id" uuid,
	"counsellor_name" text NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"seller_name" text NOT NULL,
	"seller_address" text NOT NULL,
	"tax_number" text DEFAULT '' NOT NULL,
	"vat_id" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"iban" text NOT NULL,
	"bic" text DEFAULT '' NOT NULL,
	"bank_name" text DEFAULT '' NOT NULL,
	"is_small_business" boolean DEFAULT false NOT NULL,
	"vat_rate_percent" integer DEFAULT 19 NOT NULL,
	"payment_days" integer DEFAULT 14 NOT NULL,
	"number_prefix" text DEFAULT 'RE-' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "billing_settings_single_row" CHECK ("billing_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "invoice_sequence" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "invoice_sequence_single_row" CHECK ("invoice_sequence"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sequence" integer NOT NULL,
	"number" text NOT NULL,
	"kind" text NOT NULL,
	"cancels_invoice_id" uuid,
	"booking_id" uuid,
	"user_id" text,
	"issued_on" date NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"document" jsonb NOT NULL,
	"gross_cents" integer NOT NULL,
	"pdf" "bytea",
	"paid_on" date,
	"paid_by" text,
	"retain_until" date NOT NULL,
	CONSTRAINT "invoices_sequence_unique" UNIQUE("sequence"),
	CONSTRAINT "invoices_number_unique" UNIQUE("number"),
	CONSTRAINT "invoices_cancellation_check" CHECK (("invoices"."kind" = 'cancellation') = ("invoices"."cancels_invoice_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_slot_check";--> statement-breakpoint
ALTER TABLE "user_details" ADD COLUMN "street" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "user_details" ADD COLUMN "postal_code" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "user_details" ADD COLUMN "city" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
-- the bookings so far: the specification's 60-minute sessions at their Berlin wall-clock time
UPDATE "bookings" SET "starts_at" = ("date" + "slot"::time) AT TIME ZONE 'Europe/Berlin',
  "ends_at" = ("date" + "slot"::time) AT TIME ZONE 'Europe/Berlin' + interval '60 minutes';--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "starts_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "ends_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "session_mode" text DEFAULT 'video' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "location" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "learner_note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancel_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "outcome" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "outcome_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "story_shared_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "instructors" ADD COLUMN "user_id" text;--> statement-breakpoint
ALTER TABLE "instructors" ADD COLUMN "session_mode" text DEFAULT 'video' NOT NULL;--> statement-breakpoint
ALTER TABLE "instructors" ADD COLUMN "video_link" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "instructors" ADD COLUMN "phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "instructors" ADD COLUMN "address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "instructors" ADD COLUMN "price_cents" integer DEFAULT 8900 NOT NULL;--> statement-breakpoint
ALTER TABLE "instructors" ADD COLUMN "availability" jsonb;--> statement-breakpoint
ALTER TABLE "story_reads" ADD CONSTRAINT "story_reads_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_reads" ADD CONSTRAINT "story_reads_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_settings" ADD CONSTRAINT "billing_settings_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_cancels_invoice_id_invoices_id_fk" FOREIGN KEY ("cancels_invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_paid_by_user_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "story_reads_user_idx" ON "story_reads" USING btree ("user_id","read_at");--> statement-breakpoint
CREATE INDEX "invoices_open_idx" ON "invoices" USING btree ("issued_on") WHERE "invoices"."paid_on" is null;--> statement-breakpoint
CREATE INDEX "invoices_booking_idx" ON "invoices" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "invoices_user_idx" ON "invoices" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "instructors" ADD CONSTRAINT "instructors_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_instructor_starts_idx" ON "bookings" USING btree ("instructor_id","starts_at");--> statement-breakpoint
ALTER TABLE "instructors" ADD CONSTRAINT "instructors_user_id_unique" UNIQUE("user_id");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_slot_time_check" CHECK ("bookings"."slot" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$');--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_times_check" CHECK ("bookings"."ends_at" > "bookings"."starts_at");--> statement-breakpoint
INSERT INTO "invoice_sequence" ("id", "last_number") VALUES (1, 0);--> statement-breakpoint
-- an invoice is kept as issued: only its payment may change, and its PDF may be stored once
CREATE FUNCTION "invoices_keep_as_issued"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."sequence" IS DISTINCT FROM OLD."sequence" OR NEW."number" IS DISTINCT FROM OLD."number"
    OR NEW."kind" IS DISTINCT FROM OLD."kind" OR NEW."cancels_invoice_id" IS DISTINCT FROM OLD."cancels_invoice_id"
    OR NEW."issued_on" IS DISTINCT FROM OLD."issued_on" OR NEW."document" IS DISTINCT FROM OLD."document"
    OR NEW."gross_cents" IS DISTINCT FROM OLD."gross_cents" OR NEW."retain_until" IS DISTINCT FROM OLD."retain_until"
    OR (OLD."pdf" IS NOT NULL AND NEW."pdf" IS DISTINCT FROM OLD."pdf") THEN
    RAISE EXCEPTION 'an issued invoice does not change' USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "invoices_keep_as_issued" BEFORE UPDATE ON "invoices" FOR EACH ROW EXECUTE FUNCTION "invoices_keep_as_issued"();--> statement-breakpoint
CREATE FUNCTION "invoices_refuse_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD."retain_until" >= current_date THEN
    RAISE EXCEPTION 'an invoice is kept until %', OLD."retain_until" USING ERRCODE = 'check_violation';
  END IF;
  RETURN OLD;
END $$;--> statement-breakpoint
CREATE TRIGGER "invoices_refuse_delete" BEFORE DELETE ON "invoices" FOR EACH ROW EXECUTE FUNCTION "invoices_refuse_delete"();