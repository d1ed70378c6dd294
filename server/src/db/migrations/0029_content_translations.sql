ALTER TABLE "video_quizzes" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "video_sections" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "quiz_categories" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD COLUMN "legal_basis" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD COLUMN "checked_on" date;--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD COLUMN "search_translated" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', coalesce("translations"->'tr'->>'question', '')), 'A') || setweight(to_tsvector('simple', coalesce("translations"->'tr'->>'explanation', '')), 'B') || setweight(to_tsvector('simple', coalesce("translations"->'en'->>'question', '')), 'A') || setweight(to_tsvector('simple', coalesce("translations"->'en'->>'explanation', '')), 'B')) STORED;--> statement-breakpoint
ALTER TABLE "chapters" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "chapters" ADD COLUMN "search_translated" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', coalesce("translations"->'tr'->>'title', '')), 'A') || setweight(to_tsvector('simple', coalesce("translations"->'tr'->>'content', '')), 'B') || setweight(to_tsvector('simple', coalesce("translations"->'en'->>'title', '')), 'A') || setweight(to_tsvector('simple', coalesce("translations"->'en'->>'content', '')), 'B')) STORED;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "quizzes" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "lexicon" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "lexicon" ADD COLUMN "search_translated" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', coalesce("translations"->'tr'->>'term', '')), 'A') || setweight(to_tsvector('simple', coalesce("translations"->'tr'->>'definition', '')), 'B') || setweight(to_tsvector('simple', coalesce("translations"->'en'->>'term', '')), 'A') || setweight(to_tsvector('simple', coalesce("translations"->'en'->>'definition', '')), 'B')) STORED;--> statement-breakpoint
ALTER TABLE "knowledge_articles" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "knowledge_articles" ADD COLUMN "search_translated" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', coalesce("translations"->'tr'->>'title', '')), 'A') || setweight(to_tsvector('simple', coalesce("translations"->'tr'->>'summary', '')), 'B') || setweight(to_tsvector('simple', coalesce("translations"->'tr'->>'body', '')), 'B') || setweight(to_tsvector('simple', coalesce("translations"->'en'->>'title', '')), 'A') || setweight(to_tsvector('simple', coalesce("translations"->'en'->>'summary', '')), 'B') || setweight(to_tsvector('simple', coalesce("translations"->'en'->>'body', '')), 'B')) STORED;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "quiz_questions_search_translated_idx" ON "quiz_questions" USING gin ("search_translated");--> statement-breakpoint
CREATE INDEX "chapters_search_translated_idx" ON "chapters" USING gin ("search_translated");--> statement-breakpoint
CREATE INDEX "lexicon_search_translated_idx" ON "lexicon" USING gin ("search_translated");--> statement-breakpoint
CREATE INDEX "knowledge_articles_search_translated_idx" ON "knowledge_articles" USING gin ("search_translated");