CREATE TABLE "quiz_marked_questions" (
	"user_id" text NOT NULL,
	"question_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quiz_marked_questions_user_id_question_id_pk" PRIMARY KEY("user_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "quiz_round_questions" (
	"round_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"question_id" uuid NOT NULL,
	"option_order" smallint[] NOT NULL,
	"selected_option_ids" smallint[],
	"is_correct" boolean,
	"answered_at" timestamp with time zone,
	"client_key" uuid,
	CONSTRAINT "quiz_round_questions_round_id_position_pk" PRIMARY KEY("round_id","position")
);
--> statement-breakpoint
CREATE TABLE "quiz_rounds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"mode" text NOT NULL,
	"category_id" uuid,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "quiz_rounds_mode_check" CHECK ("quiz_rounds"."mode" in ('all', 'random', 'category', 'mistakes', 'review', 'marked'))
);
--> statement-breakpoint
ALTER TABLE "quiz_marked_questions" ADD CONSTRAINT "quiz_marked_questions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_marked_questions" ADD CONSTRAINT "quiz_marked_questions_question_id_quiz_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."quiz_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_round_questions" ADD CONSTRAINT "quiz_round_questions_round_id_quiz_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."quiz_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_round_questions" ADD CONSTRAINT "quiz_round_questions_question_id_quiz_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."quiz_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_rounds" ADD CONSTRAINT "quiz_rounds_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_rounds" ADD CONSTRAINT "quiz_rounds_category_id_quiz_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."quiz_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quiz_marked_questions_question_idx" ON "quiz_marked_questions" USING btree ("question_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quiz_round_questions_question_idx" ON "quiz_round_questions" USING btree ("round_id","question_id");--> statement-breakpoint
CREATE INDEX "quiz_round_questions_question_only_idx" ON "quiz_round_questions" USING btree ("question_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quiz_rounds_one_active_idx" ON "quiz_rounds" USING btree ("user_id") WHERE "quiz_rounds"."finished_at" is null;--> statement-breakpoint
CREATE INDEX "quiz_rounds_user_idx" ON "quiz_rounds" USING btree ("user_id","started_at");