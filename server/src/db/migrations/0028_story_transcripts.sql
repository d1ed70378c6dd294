CREATE TABLE "story_transcripts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"mode" text NOT NULL,
	"reason" text NOT NULL,
	"messages" jsonb NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "story_transcripts" ADD CONSTRAINT "story_transcripts_user_id_my_story_consents_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."my_story_consents"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "story_transcripts_user_idx" ON "story_transcripts" USING btree ("user_id","created_at");