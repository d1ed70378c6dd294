CREATE TYPE "public"."exam_simulation_submitted_by" AS ENUM('learner', 'time');--> statement-breakpoint
ALTER TYPE "public"."admin_audit_action" ADD VALUE 'exam_simulation.settings';--> statement-breakpoint
CREATE TABLE "exam_simulation_questions" (
	"simulation_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"question_id" uuid NOT NULL,
	"option_order" integer[] NOT NULL,
	"selected" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"marked" boolean DEFAULT false NOT NULL,
	"answered_at" timestamp with time zone,
	"is_correct" boolean,
	CONSTRAINT "exam_simulation_questions_simulation_id_position_pk" PRIMARY KEY("simulation_id","position")
);
--> statement-breakpoint
CREATE TABLE "exam_simulation_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"question_count" integer NOT NULL,
	"minutes" integer NOT NULL,
	"pass_percent" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "exam_simulation_settings_single_row" CHECK ("exam_simulation_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "exam_simulations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"minutes" integer NOT NULL,
	"pass_percent" integer NOT NULL,
	"submitted_at" timestamp with time zone,
	"submitted_by" "exam_simulation_submitted_by",
	"correct_count" integer,
	"question_count" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "exam_simulation_questions" ADD CONSTRAINT "exam_simulation_questions_simulation_id_exam_simulations_id_fk" FOREIGN KEY ("simulation_id") REFERENCES "public"."exam_simulations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_simulation_questions" ADD CONSTRAINT "exam_simulation_questions_question_id_quiz_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."quiz_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_simulation_settings" ADD CONSTRAINT "exam_simulation_settings_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_simulations" ADD CONSTRAINT "exam_simulations_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "exam_simulation_questions_question_idx" ON "exam_simulation_questions" USING btree ("simulation_id","question_id");--> statement-breakpoint
CREATE INDEX "exam_simulations_user_idx" ON "exam_simulations" USING btree ("user_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "exam_simulations_one_running_idx" ON "exam_simulations" USING btree ("user_id") WHERE "exam_simulations"."submitted_at" is null;