CREATE TABLE "broadcasts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel_id" uuid NOT NULL,
	"title" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	"duration_seconds" real,
	"peak_viewers" integer DEFAULT 0 NOT NULL,
	"replay_url" text,
	"provider_session_id" text
);
--> statement-breakpoint
CREATE TABLE "channels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"channel_name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image_url" text,
	"category" text NOT NULL,
	"schedule" text,
	"price_cents" integer,
	"premium" boolean DEFAULT false NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 100 NOT NULL,
	"provider" text NOT NULL,
	"provider_stream_id" text,
	"provider_stream_name" text,
	"playback_id" text,
	"stream_key_hash" text,
	"owner_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_events" (
	"id" text PRIMARY KEY NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "highlight_videos" (
	"profile_id" uuid PRIMARY KEY NOT NULL,
	"storage_key" text,
	"url" text,
	"content_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"duration_seconds" real,
	"provider" text NOT NULL,
	"asset_id" text,
	"playback_id" text,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "broadcasts" ADD CONSTRAINT "broadcasts_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channels" ADD CONSTRAINT "channels_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "highlight_videos" ADD CONSTRAINT "highlight_videos_profile_id_player_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."player_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "broadcasts_channel_started_idx" ON "broadcasts" USING btree ("channel_id","started_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "broadcasts_open_idx" ON "broadcasts" USING btree ("channel_id") WHERE "broadcasts"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "broadcasts_replays_idx" ON "broadcasts" USING btree ("started_at" DESC NULLS LAST) WHERE "broadcasts"."replay_url" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "channels_slug_idx" ON "channels" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "channels_stream_key_hash_idx" ON "channels" USING btree ("stream_key_hash");--> statement-breakpoint
CREATE INDEX "channels_owner_idx" ON "channels" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "channels_provider_stream_idx" ON "channels" USING btree ("provider_stream_id");