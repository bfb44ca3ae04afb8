CREATE TABLE "payment_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"payload" text,
	"received_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	"applied_at" timestamp with time zone,
	"result" text,
	"finished_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "payment_events_unfinished_idx" ON "payment_events" USING btree ("received_at") WHERE "payment_events"."finished_at" is null;--> statement-breakpoint
-- Payment events handled before this table were kept by id only, beside Livepeer's: they move
-- here as finished, so a late redelivery of one is still recognised.
INSERT INTO "payment_events" ("id", "type", "received_at", "applied_at", "result", "finished_at")
SELECT "id", 'unknown', "received_at", "received_at", 'applied', "received_at"
FROM "webhook_events" WHERE "id" LIKE 'stripe:%' OR "id" LIKE 'sandbox:%';--> statement-breakpoint
DELETE FROM "webhook_events" WHERE "id" LIKE 'stripe:%' OR "id" LIKE 'sandbox:%';
