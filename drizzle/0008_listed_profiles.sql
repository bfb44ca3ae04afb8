DROP INDEX "player_profiles_created_at_idx";--> statement-breakpoint
DROP INDEX "player_profiles_sport_created_idx";--> statement-breakpoint
DROP INDEX "player_profiles_grad_year_created_idx";--> statement-breakpoint
DROP INDEX "player_profiles_state_created_idx";--> statement-breakpoint
DROP INDEX "player_profiles_state_grad_created_idx";--> statement-breakpoint
DROP INDEX "player_profiles_sport_grad_created_idx";--> statement-breakpoint
DROP INDEX "player_profiles_sport_state_created_idx";--> statement-breakpoint
DROP INDEX "player_profiles_complete_created_idx";--> statement-breakpoint
DROP INDEX "player_profiles_complete_updated_idx";--> statement-breakpoint
DROP INDEX "player_profiles_search_text_trgm_idx";--> statement-breakpoint
ALTER TABLE "player_profiles" ADD COLUMN "listed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Profiles of confirmed accounts stay listed; the others wait for their owner to confirm.
UPDATE "player_profiles" SET "listed" = true FROM "user" WHERE "user"."id" = "player_profiles"."user_id" AND "user"."email_verified";--> statement-breakpoint
ALTER TABLE "player_profiles" ADD COLUMN "search_name" text GENERATED ALWAYS AS (lower(first_name || ' ' || last_name)) STORED;--> statement-breakpoint
CREATE INDEX "player_profiles_search_name_trgm_idx" ON "player_profiles" USING gin ("search_name" gin_trgm_ops) WHERE "player_profiles"."listed";--> statement-breakpoint
CREATE INDEX "player_profiles_created_at_idx" ON "player_profiles" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "player_profiles"."listed";--> statement-breakpoint
CREATE INDEX "player_profiles_sport_created_idx" ON "player_profiles" USING btree (lower("sport"),"created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "player_profiles"."listed";--> statement-breakpoint
CREATE INDEX "player_profiles_grad_year_created_idx" ON "player_profiles" USING btree ("graduation_year","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "player_profiles"."listed";--> statement-breakpoint
CREATE INDEX "player_profiles_state_created_idx" ON "player_profiles" USING btree ("state","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "player_profiles"."listed";--> statement-breakpoint
CREATE INDEX "player_profiles_state_grad_created_idx" ON "player_profiles" USING btree ("state","graduation_year","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "player_profiles"."listed";--> statement-breakpoint
CREATE INDEX "player_profiles_sport_grad_created_idx" ON "player_profiles" USING btree (lower("sport"),"graduation_year","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "player_profiles"."listed";--> statement-breakpoint
CREATE INDEX "player_profiles_sport_state_created_idx" ON "player_profiles" USING btree (lower("sport"),"state","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "player_profiles"."listed";--> statement-breakpoint
CREATE INDEX "player_profiles_complete_created_idx" ON "player_profiles" USING btree ("created_at" DESC NULLS LAST) WHERE "player_profiles"."is_complete" and "player_profiles"."listed";--> statement-breakpoint
CREATE INDEX "player_profiles_complete_updated_idx" ON "player_profiles" USING btree ("updated_at" DESC NULLS LAST) WHERE "player_profiles"."is_complete" and "player_profiles"."listed";--> statement-breakpoint
CREATE INDEX "player_profiles_search_text_trgm_idx" ON "player_profiles" USING gin ("search_text" gin_trgm_ops) WHERE "player_profiles"."listed";