ALTER TABLE "user_details" ALTER COLUMN "birth_date" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "user_details" ALTER COLUMN "birth_date" DROP NOT NULL;