CREATE TABLE "knowledge_articles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"category" "glossary_category" NOT NULL,
	"mpu_types" text[] DEFAULT '{alcohol}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "knowledge_articles_title_unique" UNIQUE("title"),
	CONSTRAINT "knowledge_articles_mpu_types_check" CHECK ("knowledge_articles"."mpu_types" <@ ARRAY['alcohol', 'drugs', 'points', 'criminal', 'medizinalcannabis']::text[])
);
--> statement-breakpoint
DROP INDEX "quiz_attempts_user_quiz_idx";--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE INDEX "knowledge_articles_mpu_types_idx" ON "knowledge_articles" USING gin ("mpu_types");--> statement-breakpoint
CREATE INDEX "news_published_on_idx" ON "news" USING btree ("published_on");--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD CONSTRAINT "quiz_attempts_user_quiz_unique" UNIQUE("user_id","quiz_id");