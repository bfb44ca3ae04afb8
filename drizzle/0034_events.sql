-- Training sessions become events (docs/product.md#events): the same rows, ids and seats, so every
-- purchase, hold and receipt that named a session still names it.
ALTER TABLE "training_sessions" RENAME TO "events";--> statement-breakpoint
ALTER TABLE "events" RENAME CONSTRAINT "training_sessions_pkey" TO "events_pkey";--> statement-breakpoint
ALTER TABLE "events" RENAME CONSTRAINT "training_sessions_channel_id_channels_id_fk" TO "events_channel_id_channels_id_fk";--> statement-breakpoint
ALTER TABLE "purchases" RENAME CONSTRAINT "purchases_session_id_training_sessions_id_fk" TO "purchases_session_id_events_id_fk";--> statement-breakpoint
ALTER INDEX "training_sessions_channel_start_idx" RENAME TO "events_channel_start_idx";--> statement-breakpoint
ALTER TABLE "events" ALTER COLUMN "channel_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ALTER COLUMN "capacity" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ALTER COLUMN "price_cents" SET DEFAULT 0;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "organization_id" uuid;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "kind" text DEFAULT 'session' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "sport" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "time_zone" text DEFAULT 'America/Chicago' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "place" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "state" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "created_by" text;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- A session of a channel an organization owns is that program's event; others stay their coach's.
UPDATE "events" SET "organization_id" = "organizations"."id", "created_by" = "channels"."owner_id"
  FROM "channels" JOIN "organizations" ON "organizations"."owner_user_id" = "channels"."owner_id"
  WHERE "channels"."id" = "events"."channel_id";--> statement-breakpoint
UPDATE "events" SET "created_by" = "channels"."owner_id"
  FROM "channels" WHERE "channels"."id" = "events"."channel_id" AND "events"."created_by" IS NULL;--> statement-breakpoint
CREATE INDEX "events_organization_idx" ON "events" USING btree ("organization_id","starts_at");--> statement-breakpoint
CREATE INDEX "events_listed_idx" ON "events" USING btree ("starts_at") WHERE "events"."cancelled_at" is null and "events"."kind" in ('tournament', 'showcase');--> statement-breakpoint
CREATE INDEX "events_created_by_idx" ON "events" USING btree ("created_by");--> statement-breakpoint
CREATE TABLE "event_teams" (
	"event_id" uuid NOT NULL,
	"team_id" uuid NOT NULL,
	CONSTRAINT "event_teams_event_id_team_id_pk" PRIMARY KEY("event_id","team_id")
);
--> statement-breakpoint
ALTER TABLE "event_teams" ADD CONSTRAINT "event_teams_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_teams" ADD CONSTRAINT "event_teams_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_teams_team_idx" ON "event_teams" USING btree ("team_id");--> statement-breakpoint
CREATE TABLE "stat_verifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"profile_id" uuid NOT NULL,
	"team_id" uuid NOT NULL,
	"season" text NOT NULL,
	"stat" text NOT NULL,
	"value" text NOT NULL,
	"verified_by" text,
	"verifier_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stat_verifications" ADD CONSTRAINT "stat_verifications_profile_id_player_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."player_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stat_verifications" ADD CONSTRAINT "stat_verifications_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stat_verifications" ADD CONSTRAINT "stat_verifications_verified_by_user_id_fk" FOREIGN KEY ("verified_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stat_verifications_stat_idx" ON "stat_verifications" USING btree ("profile_id","season","stat");--> statement-breakpoint
CREATE INDEX "stat_verifications_team_idx" ON "stat_verifications" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "stat_verifications_verified_by_idx" ON "stat_verifications" USING btree ("verified_by");
