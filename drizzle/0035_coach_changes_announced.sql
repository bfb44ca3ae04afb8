-- A coach's verification (a request, its approval, rejection, revocation or expiry date) and
-- their coach profile (the sport their badge names) are announced on "account_changes" too:
-- every server instance keeps each coach's badge until their account changes
-- (src/server/modules/coaches/coach-standing.ts), and forgets it when one of these rows does.
CREATE TRIGGER "coach_verification_changes_announced"
AFTER INSERT OR UPDATE OR DELETE ON "coach_verifications"
FOR EACH ROW EXECUTE FUNCTION "announce_account_change"();--> statement-breakpoint
CREATE TRIGGER "coach_profile_changes_announced"
AFTER INSERT OR UPDATE OR DELETE ON "coach_profiles"
FOR EACH ROW EXECUTE FUNCTION "announce_account_change"();
