ALTER TABLE "videos" ADD COLUMN "file_key" text;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "file_type" text;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "file_size" bigint;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_file_type_check" CHECK ("videos"."file_type" is null or "videos"."file_type" in ('video/mp4', 'video/webm'));