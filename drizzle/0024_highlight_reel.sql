-- Highlight reels: a profile keeps up to 10 clips, each with its own id, title and order, one
-- featured. The one video each profile had becomes its featured first clip.
ALTER TABLE "highlight_videos" DROP CONSTRAINT "highlight_videos_pkey";--> statement-breakpoint
ALTER TABLE "highlight_videos" ADD COLUMN "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "highlight_videos" ADD COLUMN "title" text DEFAULT 'Highlight video' NOT NULL;--> statement-breakpoint
ALTER TABLE "highlight_videos" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "highlight_videos" ADD COLUMN "featured" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "highlight_videos" SET "featured" = true;--> statement-breakpoint
CREATE INDEX "highlight_videos_profile_position_idx" ON "highlight_videos" USING btree ("profile_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "highlight_videos_one_featured_idx" ON "highlight_videos" USING btree ("profile_id") WHERE "highlight_videos"."featured";
