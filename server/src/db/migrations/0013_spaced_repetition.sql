CREATE TABLE "quiz_review_cards" (
	"user_id" text NOT NULL,
	"question_id" uuid NOT NULL,
	"state" smallint NOT NULL,
	"due" timestamp with time zone NOT NULL,
	"stability" double precision NOT NULL,
	"difficulty" double precision NOT NULL,
	"elapsed_days" integer NOT NULL,
	"scheduled_days" integer NOT NULL,
	"learning_steps" integer NOT NULL,
	"reps" integer NOT NULL,
	"lapses" integer NOT NULL,
	"last_review" timestamp with time zone,
	CONSTRAINT "quiz_review_cards_user_id_question_id_pk" PRIMARY KEY("user_id","question_id"),
	CONSTRAINT "quiz_review_cards_state_check" CHECK ("quiz_review_cards"."state" between 0 and 3)
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "desired_retention" smallint DEFAULT 90 NOT NULL;--> statement-breakpoint
ALTER TABLE "quiz_review_cards" ADD CONSTRAINT "quiz_review_cards_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_review_cards" ADD CONSTRAINT "quiz_review_cards_question_id_quiz_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."quiz_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quiz_review_cards_user_due_idx" ON "quiz_review_cards" USING btree ("user_id","due");--> statement-breakpoint
CREATE INDEX "quiz_review_cards_question_idx" ON "quiz_review_cards" USING btree ("question_id");--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_desired_retention_check" CHECK ("profiles"."desired_retention" between 80 and 95);