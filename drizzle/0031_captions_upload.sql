ALTER TABLE "broadcasts" ADD COLUMN "captions_storage_key" text;--> statement-breakpoint
ALTER TABLE "broadcasts" ADD COLUMN "captions_url" text;--> statement-breakpoint
ALTER TABLE "highlight_videos" ADD COLUMN "captions_storage_key" text;--> statement-breakpoint
ALTER TABLE "highlight_videos" ADD COLUMN "captions_url" text;