-- A pass channel's price may not be left empty either (a check passes on NULL).
ALTER TABLE "channels" DROP CONSTRAINT "channels_pass_price_check";--> statement-breakpoint
ALTER TABLE "channels" ADD CONSTRAINT "channels_pass_price_check" CHECK (not "channels"."sells_pass" or coalesce("channels"."price_cents", 0) > 0);