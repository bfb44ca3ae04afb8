DROP INDEX "player_profiles_created_at_idx";--> statement-breakpoint
ALTER TABLE "player_profiles" ADD COLUMN "highlight_video_url" text;--> statement-breakpoint
ALTER TABLE "player_profiles" ADD COLUMN "search_name" text GENERATED ALWAYS AS (lower(first_name || ' ' || last_name)) STORED;--> statement-breakpoint
CREATE INDEX "player_profiles_sport_created_idx" ON "player_profiles" USING btree (lower("sport"),"created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "player_profiles_grad_year_created_idx" ON "player_profiles" USING btree ("graduation_year","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "player_profiles_state_created_idx" ON "player_profiles" USING btree ("state","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "player_profiles_complete_updated_idx" ON "player_profiles" USING btree ("updated_at" DESC NULLS LAST) WHERE "player_profiles"."is_complete";--> statement-breakpoint
CREATE INDEX "player_profiles_search_name_trgm_idx" ON "player_profiles" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "player_profiles_school_trgm_idx" ON "player_profiles" USING gin (lower("school") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "player_profiles_created_at_idx" ON "player_profiles" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);