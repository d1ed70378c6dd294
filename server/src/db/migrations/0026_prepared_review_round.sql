DROP INDEX "quiz_rounds_one_active_idx";--> statement-breakpoint
ALTER TABLE "quiz_rounds" ADD COLUMN "prepared" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "quiz_rounds_one_active_idx" ON "quiz_rounds" USING btree ("user_id") WHERE "quiz_rounds"."finished_at" is null and not "quiz_rounds"."prepared";