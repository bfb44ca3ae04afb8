ALTER TABLE "player_profiles" ADD COLUMN "listed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "player_profiles_sport_position_created_idx" ON "player_profiles" USING btree (lower("sport"),lower("position"),"created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "player_profiles"."listed";--> statement-breakpoint
CREATE INDEX "player_profiles_highlight_sport_created_idx" ON "player_profiles" USING btree (lower("sport"),"created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "player_profiles"."listed" and "player_profiles"."has_highlight";--> statement-breakpoint
CREATE INDEX "player_profiles_highlight_created_idx" ON "player_profiles" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "player_profiles"."listed" and "player_profiles"."has_highlight";--> statement-breakpoint
CREATE INDEX "player_profiles_height_idx" ON "player_profiles" USING btree ("height_inches") WHERE "player_profiles"."listed" and "player_profiles"."height_inches" is not null;--> statement-breakpoint
CREATE INDEX "player_profiles_weight_idx" ON "player_profiles" USING btree ("weight_lbs") WHERE "player_profiles"."listed" and "player_profiles"."weight_lbs" is not null;--> statement-breakpoint
CREATE INDEX "player_profiles_updated_idx" ON "player_profiles" USING btree ("updated_at" DESC NULLS LAST) WHERE "player_profiles"."listed";--> statement-breakpoint
CREATE INDEX "player_profiles_listed_at_idx" ON "player_profiles" USING btree ("listed_at") WHERE "player_profiles"."listed";--> statement-breakpoint
-- Verified coaches filter by height and weight in numbers (docs/product.md#coach-search). New
-- saves read them from the text (src/shared/measurements.ts); existing profiles are read here
-- with the same forms: 6'1", 6-1, 6 ft 1 in, 73 in, 73, 185 cm; 185 lbs, 185, 84 kg.
WITH "norm" AS (
  SELECT "id", lower(btrim(translate("height", '’′”″', '''''""'))) AS "v"
  FROM "player_profiles" WHERE "height" IS NOT NULL
), "parsed" AS (
  SELECT "id",
    regexp_match("v", '^(\d)\s*(?:''|ft\.?|feet|foot|-)\s*(?:(\d{1,2}(?:\.\d+)?)\s*(?:"|''''|in\.?|inches|inch)?)?$') AS "feet",
    regexp_match("v", '^(\d{2}(?:\.\d+)?)\s*(?:"|in\.?|inches|inch)?$') AS "inches",
    regexp_match("v", '^(\d{2,3}(?:\.\d+)?)\s*cm$') AS "cm"
  FROM "norm"
), "valued" AS (
  SELECT "id", CASE
    WHEN "feet" IS NOT NULL THEN CASE WHEN coalesce("feet"[2]::numeric, 0) < 12
      THEN "feet"[1]::numeric * 12 + coalesce("feet"[2]::numeric, 0) END
    WHEN "inches" IS NOT NULL THEN "inches"[1]::numeric
    WHEN "cm" IS NOT NULL THEN "cm"[1]::numeric / 2.54
  END AS "value" FROM "parsed"
)
UPDATE "player_profiles" SET "height_inches" = round("valued"."value")
FROM "valued"
WHERE "player_profiles"."id" = "valued"."id" AND "valued"."value" BETWEEN 36 AND 96;--> statement-breakpoint
WITH "norm" AS (
  SELECT "id", lower(btrim("weight")) AS "v" FROM "player_profiles" WHERE "weight" IS NOT NULL
), "parsed" AS (
  SELECT "id",
    regexp_match("v", '^(\d{2,3}(?:\.\d+)?)\s*(?:lbs?\.?|pounds?|#)?$') AS "lbs",
    regexp_match("v", '^(\d{2,3}(?:\.\d+)?)\s*(?:kgs?|kilos?|kilograms?)$') AS "kg"
  FROM "norm"
), "valued" AS (
  SELECT "id", CASE
    WHEN "lbs" IS NOT NULL THEN "lbs"[1]::numeric
    WHEN "kg" IS NOT NULL THEN "kg"[1]::numeric * 2.20462
  END AS "value" FROM "parsed"
)
UPDATE "player_profiles" SET "weight_lbs" = round("valued"."value")
FROM "valued"
WHERE "player_profiles"."id" = "valued"."id" AND "valued"."value" BETWEEN 50 AND 500;--> statement-breakpoint
-- has_highlight says the profile has a highlight video that plays. Kept by the database for
-- every writer (an upload, the provider's "ready", a deletion, the demo data), so no path can
-- forget it.
CREATE FUNCTION "keep_has_highlight"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  profile uuid;
BEGIN
  IF TG_OP = 'DELETE' THEN
    profile := OLD.profile_id;
  ELSE
    profile := NEW.profile_id;
  END IF;
  UPDATE "player_profiles" SET "has_highlight" = EXISTS (
    SELECT 1 FROM "highlight_videos"
    WHERE "profile_id" = profile AND "status" = 'ready' AND "url" IS NOT NULL)
  WHERE "id" = profile;
  IF TG_OP = 'UPDATE' AND OLD.profile_id <> NEW.profile_id THEN
    UPDATE "player_profiles" SET "has_highlight" = EXISTS (
      SELECT 1 FROM "highlight_videos"
      WHERE "profile_id" = OLD.profile_id AND "status" = 'ready' AND "url" IS NOT NULL)
    WHERE "id" = OLD.profile_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "highlight_videos_keep_has_highlight"
AFTER INSERT OR UPDATE OR DELETE ON "highlight_videos"
FOR EACH ROW EXECUTE FUNCTION "keep_has_highlight"();--> statement-breakpoint
UPDATE "player_profiles" SET "has_highlight" = EXISTS (
  SELECT 1 FROM "highlight_videos"
  WHERE "highlight_videos"."profile_id" = "player_profiles"."id"
    AND "highlight_videos"."status" = 'ready' AND "highlight_videos"."url" IS NOT NULL);--> statement-breakpoint
-- listed_at: when a profile last became listed (created listed, or listed later by a confirmed
-- email, a guardian's consent, a visibility change or a hold's release). Set here, whoever sets
-- listed; an insert that gives it (the benchmark's data) keeps it.
CREATE FUNCTION "keep_listed_at"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.listed AND TG_OP = 'INSERT' THEN
    NEW.listed_at := coalesce(NEW.listed_at, now());
  ELSIF NEW.listed AND NOT OLD.listed THEN
    NEW.listed_at := now();
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "player_profiles_keep_listed_at"
BEFORE INSERT OR UPDATE OF "listed" ON "player_profiles"
FOR EACH ROW EXECUTE FUNCTION "keep_listed_at"();--> statement-breakpoint
UPDATE "player_profiles" SET "listed_at" = "created_at" WHERE "listed";
