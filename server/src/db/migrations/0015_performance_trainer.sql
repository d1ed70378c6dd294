ALTER TYPE "public"."page_key" ADD VALUE 'performance-trainer';--> statement-breakpoint
CREATE TABLE "performance_results" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"exercise" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"duration_ms" integer NOT NULL,
	"scores" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "performance_results_exercise_check" CHECK ("performance_results"."exercise" = ANY (ARRAY['reaction', 'vigilance', 'overview']::text[]))
);
--> statement-breakpoint
ALTER TABLE "performance_results" ADD CONSTRAINT "performance_results_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "performance_results_user_exercise_idx" ON "performance_results" USING btree ("user_id","exercise","started_at");