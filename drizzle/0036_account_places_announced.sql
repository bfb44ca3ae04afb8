-- What GET /api/me says of a member beyond their session (their athlete profile and whether it
-- is complete, their place in a program they help run) is kept per account by every server
-- instance (src/server/modules/accounts/account-places.ts) and forgotten when one of these rows
-- changes, announced on "account_changes" as the rows of migration 0020 are. A profile's other
-- edits are not announced: /api/me does not show them.
CREATE FUNCTION "announce_account_place_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  before_account text;
  after_account text;
BEGIN
  IF TG_TABLE_NAME = 'organizations' THEN
    IF TG_OP <> 'INSERT' THEN before_account := OLD.owner_user_id; END IF;
    IF TG_OP <> 'DELETE' THEN after_account := NEW.owner_user_id; END IF;
  ELSE
    IF TG_OP <> 'INSERT' THEN before_account := OLD.user_id; END IF;
    IF TG_OP <> 'DELETE' THEN after_account := NEW.user_id; END IF;
  END IF;
  IF before_account IS NOT NULL THEN
    PERFORM pg_notify('account_changes', before_account);
  END IF;
  IF after_account IS NOT NULL AND after_account IS DISTINCT FROM before_account THEN
    PERFORM pg_notify('account_changes', after_account);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "player_profile_added_or_removed_announced"
AFTER INSERT OR DELETE ON "player_profiles"
FOR EACH ROW EXECUTE FUNCTION "announce_account_place_change"();--> statement-breakpoint
CREATE TRIGGER "player_profile_completion_announced"
AFTER UPDATE OF "is_complete", "user_id" ON "player_profiles"
FOR EACH ROW
WHEN (OLD."is_complete" IS DISTINCT FROM NEW."is_complete" OR OLD."user_id" IS DISTINCT FROM NEW."user_id")
EXECUTE FUNCTION "announce_account_place_change"();--> statement-breakpoint
CREATE TRIGGER "organization_owner_changes_announced"
AFTER INSERT OR DELETE OR UPDATE OF "owner_user_id" ON "organizations"
FOR EACH ROW EXECUTE FUNCTION "announce_account_place_change"();--> statement-breakpoint
CREATE TRIGGER "program_staff_changes_announced"
AFTER INSERT OR UPDATE OR DELETE ON "program_staff"
FOR EACH ROW EXECUTE FUNCTION "announce_account_place_change"();
