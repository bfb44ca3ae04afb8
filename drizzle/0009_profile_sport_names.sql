-- Athlete profiles keep a sport by its name ('Track and Field'), as the athlete forms send it;
-- the generic sign-up stored its id ('track'). One spelling from now on (src/shared/sports.ts).
UPDATE "player_profiles" SET "sport" = CASE lower("sport")
  WHEN 'basketball' THEN 'Basketball'
  WHEN 'football' THEN 'Football'
  WHEN 'soccer' THEN 'Soccer'
  WHEN 'baseball' THEN 'Baseball'
  WHEN 'volleyball' THEN 'Volleyball'
  WHEN 'track' THEN 'Track and Field'
  WHEN 'wrestling' THEN 'Wrestling'
  WHEN 'hockey' THEN 'Hockey'
  WHEN 'tennis' THEN 'Tennis'
  WHEN 'swimming' THEN 'Swimming'
  WHEN 'other' THEN 'Other'
END
WHERE "sport" IN ('basketball', 'football', 'soccer', 'baseball', 'volleyball', 'track', 'wrestling', 'hockey', 'tennis', 'swimming', 'other');--> statement-breakpoint
-- Genders have one spelling too (src/shared/genders.ts).
UPDATE "player_profiles" SET "gender" = initcap("gender") WHERE "gender" IN ('male', 'female', 'other');
