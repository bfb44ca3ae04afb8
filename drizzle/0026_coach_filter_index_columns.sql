-- The coach filters without an index of their own in newest-first order (recently updated, the
-- height and weight ranges, the class, the position) become trailing columns of the newest-first
-- indexes: a page's scan checks them in the index and visits only matching rows.
DROP INDEX "player_profiles_created_at_idx";--> statement-breakpoint
DROP INDEX "player_profiles_sport_position_created_idx";--> statement-breakpoint
DROP INDEX "player_profiles_highlight_sport_created_idx";--> statement-breakpoint
DROP INDEX "player_profiles_highlight_created_idx";--> statement-breakpoint
CREATE INDEX "player_profiles_created_at_idx" ON "player_profiles" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST,"updated_at","height_inches","weight_lbs","graduation_year") WHERE "player_profiles"."listed";--> statement-breakpoint
CREATE INDEX "player_profiles_sport_position_created_idx" ON "player_profiles" USING btree (lower("sport"),lower("position"),"created_at" DESC NULLS LAST,"id" DESC NULLS LAST,"height_inches","weight_lbs") WHERE "player_profiles"."listed";--> statement-breakpoint
CREATE INDEX "player_profiles_highlight_sport_created_idx" ON "player_profiles" USING btree (lower("sport"),"created_at" DESC NULLS LAST,"id" DESC NULLS LAST,"updated_at","height_inches","weight_lbs") WHERE "player_profiles"."listed" and "player_profiles"."has_highlight";--> statement-breakpoint
CREATE INDEX "player_profiles_highlight_created_idx" ON "player_profiles" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST,"updated_at","height_inches","weight_lbs","graduation_year",lower("position")) WHERE "player_profiles"."listed" and "player_profiles"."has_highlight";