ALTER TABLE "channels" ADD COLUMN "sells_pass" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- What a channel sold was worked out from its row: a premium channel with a price, training
-- aside, sold a pass. Those channels keep selling one.
UPDATE "channels" SET "sells_pass" = true WHERE "premium" AND "category" <> 'training' AND "price_cents" > 0;--> statement-breakpoint
ALTER TABLE "channels" ADD CONSTRAINT "channels_pass_price_check" CHECK (not "channels"."sells_pass" or "channels"."price_cents" > 0);
