DROP INDEX "player_profiles_search_name_trgm_idx";--> statement-breakpoint
DROP INDEX "player_profiles_school_trgm_idx";--> statement-breakpoint
ALTER TABLE "player_profiles" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(first_name || ' ' || last_name || ' ' || school)) STORED;--> statement-breakpoint
CREATE INDEX "player_profiles_search_text_trgm_idx" ON "player_profiles" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "player_profiles" DROP COLUMN "search_name";