-- Every change to an account's sign-in state or plan is announced on the "account_changes"
-- channel with the account's id, whoever makes it (a sign-out, a revoked or refreshed session, a
-- ban, a role or two-step change, a deleted account, a plan that starts or ends, training access
-- switched): every server instance then forgets what it kept of that account's sessions and
-- subscription status (src/server/auth/session-cache.ts). INSERT is announced for plans and
-- access (a new row changes the answer); a new session changes no kept one.
CREATE FUNCTION "announce_account_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  account text;
BEGIN
  IF TG_TABLE_NAME = 'user' AND TG_OP = 'DELETE' THEN
    account := OLD.id;
  ELSIF TG_TABLE_NAME = 'user' THEN
    account := NEW.id;
  ELSIF TG_OP = 'DELETE' THEN
    account := OLD.user_id;
  ELSE
    account := NEW.user_id;
  END IF;
  IF account IS NOT NULL THEN
    PERFORM pg_notify('account_changes', account);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "session_changes_announced"
AFTER UPDATE OR DELETE ON "session"
FOR EACH ROW EXECUTE FUNCTION "announce_account_change"();--> statement-breakpoint
CREATE TRIGGER "user_changes_announced"
AFTER UPDATE OR DELETE ON "user"
FOR EACH ROW EXECUTE FUNCTION "announce_account_change"();--> statement-breakpoint
CREATE TRIGGER "subscription_changes_announced"
AFTER INSERT OR UPDATE OR DELETE ON "subscriptions"
FOR EACH ROW EXECUTE FUNCTION "announce_account_change"();--> statement-breakpoint
CREATE TRIGGER "member_access_changes_announced"
AFTER INSERT OR UPDATE OR DELETE ON "member_access"
FOR EACH ROW EXECUTE FUNCTION "announce_account_change"();
