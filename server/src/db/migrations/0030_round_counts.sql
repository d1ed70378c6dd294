ALTER TABLE "quiz_rounds" ADD COLUMN "question_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "quiz_rounds" ADD COLUMN "answered_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "quiz_rounds" r SET "question_count" = c.total, "answered_count" = c.answered
FROM (SELECT "round_id", count(*)::int AS total, count("answered_at")::int AS answered FROM "quiz_round_questions" GROUP BY "round_id") c
WHERE c."round_id" = r."id";
--> statement-breakpoint
ALTER TABLE "quiz_round_questions" SET (fillfactor = 70);
