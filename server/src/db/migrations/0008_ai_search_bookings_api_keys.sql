ALTER TABLE "bookings" DROP CONSTRAINT "bookings_instructor_date_slot_unique";--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('german', coalesce("question", '')), 'A') || setweight(to_tsvector('german', coalesce("explanation", '')), 'B')) STORED;--> statement-breakpoint
ALTER TABLE "chapters" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('german', coalesce("title", '')), 'A') || setweight(to_tsvector('german', coalesce("content", '')), 'B')) STORED;--> statement-breakpoint
ALTER TABLE "lexicon" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('german', coalesce("term", '')), 'A') || setweight(to_tsvector('german', coalesce("definition", '')), 'B')) STORED;--> statement-breakpoint
ALTER TABLE "knowledge_articles" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('german', coalesce("title", '')), 'A') || setweight(to_tsvector('german', coalesce("summary", '')), 'B') || setweight(to_tsvector('german', coalesce("body", '')), 'B')) STORED;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancelled_by" text;--> statement-breakpoint
ALTER TABLE "api_keys" ADD COLUMN "last_used_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_cancelled_by_user_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quiz_questions_search_idx" ON "quiz_questions" USING gin ("search");--> statement-breakpoint
CREATE INDEX "chapters_search_idx" ON "chapters" USING gin ("search");--> statement-breakpoint
CREATE INDEX "lexicon_search_idx" ON "lexicon" USING gin ("search");--> statement-breakpoint
CREATE INDEX "knowledge_articles_search_idx" ON "knowledge_articles" USING gin ("search");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_active_slot_unique" ON "bookings" USING btree ("instructor_id","date","slot") WHERE cancelled_at is null;--> statement-breakpoint
CREATE INDEX "bookings_date_idx" ON "bookings" USING btree ("date","slot");