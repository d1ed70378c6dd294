CREATE TYPE "public"."legal_page_kind" AS ENUM('imprint', 'privacy');--> statement-breakpoint
CREATE TABLE "legal_pages" (
	"kind" "legal_page_kind" PRIMARY KEY NOT NULL,
	"body" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
ALTER TABLE "legal_pages" ADD CONSTRAINT "legal_pages_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;