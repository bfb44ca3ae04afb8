-- What GET /api/me says of a member beyond their session (their athlete profile and whether it
-- is complete, their place in a program they help run) is kept per account by every server
-- instance (src/server/modules/accounts/get-account.ts) and forgotten when one of these rows
-- changes, announced on "account_changes" as the rows of migration 0020 are. A profile's other
-- edits are not announced: /api/me does not show them. A program names its owner in
-- owner_user_id, so it has a function of its own; the others use migration 0020's.
CREATE FUNCTION "announce_program_owner_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.owner_user_id IS NOT NULL THEN
    PERFORM pg_notify('account_changes', OLD.owner_user_id);
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.owner_user_id IS NOT NULL
    AND (TG_OP = 'INSERT' OR NEW.owner_user_id IS DISTINCT FROM OLD.owner_user_id) THEN
    PERFORM pg_notify('account_changes', NEW.owner_user_id);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "organization_owner_changes_announced"
AFTER INSERT OR DELETE OR UPDATE OF "owner_user_id" ON "organizations"
FOR EACH ROW EXECUTE FUNCTION "announce_program_owner_change"();--> statement-breakpoint
CREATE TRIGGER "player_profile_added_or_removed_announced"
AFTER INSERT OR DELETE ON "player_profiles"
FOR EACH ROW EXECUTE FUNCTION "announce_account_change"();--> statement-breakpoint
CREATE TRIGGER "player_profile_completion_announced"
AFTER UPDATE OF "is_complete" ON "player_profiles"
FOR EACH ROW WHEN (OLD."is_complete" IS DISTINCT FROM NEW."is_complete")
EXECUTE FUNCTION "announce_account_change"();--> statement-breakpoint
CREATE TRIGGER "program_staff_changes_announced"
AFTER INSERT OR UPDATE OR DELETE ON "program_staff"
FOR EACH ROW EXECUTE FUNCTION "announce_account_change"();
