CREATE TABLE "athlete_stats" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"athlete_id" uuid NOT NULL,
	"season" text NOT NULL,
	"stat" text NOT NULL,
	"value" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "board_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"board_id" uuid NOT NULL,
	"athlete_id" uuid NOT NULL,
	"stage" integer DEFAULT 0 NOT NULL,
	"rating" integer,
	"notes" text DEFAULT '' NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	"moved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "board_entries_stage_check" CHECK ("board_entries"."stage" between 0 and 4),
	CONSTRAINT "board_entries_rating_check" CHECK ("board_entries"."rating" is null or "board_entries"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "coach_verifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"institution" text NOT NULL,
	"level" text NOT NULL,
	"domain_email" text,
	"staff_page_url" text,
	"code_hash" text,
	"code_expires_at" timestamp with time zone,
	"code_tries" integer DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"reviewer_id" text,
	"reason" text,
	"email_confirmed_at" timestamp with time zone,
	"reviewed_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "evaluations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"athlete_id" uuid NOT NULL,
	"coach_id" text NOT NULL,
	"assessment" text NOT NULL,
	"projected_levels" jsonb NOT NULL,
	"measurements" jsonb NOT NULL,
	"shown" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile_views" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"athlete_id" uuid NOT NULL,
	"viewer_id" text NOT NULL,
	"day" date NOT NULL,
	"opened_page" boolean DEFAULT false NOT NULL,
	"played_highlight" boolean DEFAULT false NOT NULL,
	"verified" boolean NOT NULL,
	"institution" text,
	"level" text,
	"sport" text,
	"last_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recruiting_boards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"coach_id" text NOT NULL,
	"name" text NOT NULL,
	"stages" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_search_sent" (
	"search_id" uuid NOT NULL,
	"athlete_id" uuid NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_search_sent_search_id_athlete_id_pk" PRIMARY KEY("search_id","athlete_id")
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"coach_id" text NOT NULL,
	"name" text NOT NULL,
	"filters" jsonb NOT NULL,
	"frequency" text NOT NULL,
	"last_digest_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "coach_profiles" ADD COLUMN "title" text;--> statement-breakpoint
ALTER TABLE "player_profiles" ADD COLUMN "height_inches" integer;--> statement-breakpoint
ALTER TABLE "player_profiles" ADD COLUMN "weight_lbs" integer;--> statement-breakpoint
ALTER TABLE "player_profiles" ADD COLUMN "has_highlight" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "athlete_stats" ADD CONSTRAINT "athlete_stats_athlete_id_player_profiles_id_fk" FOREIGN KEY ("athlete_id") REFERENCES "public"."player_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_entries" ADD CONSTRAINT "board_entries_board_id_recruiting_boards_id_fk" FOREIGN KEY ("board_id") REFERENCES "public"."recruiting_boards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_entries" ADD CONSTRAINT "board_entries_athlete_id_player_profiles_id_fk" FOREIGN KEY ("athlete_id") REFERENCES "public"."player_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coach_verifications" ADD CONSTRAINT "coach_verifications_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coach_verifications" ADD CONSTRAINT "coach_verifications_reviewer_id_user_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_athlete_id_player_profiles_id_fk" FOREIGN KEY ("athlete_id") REFERENCES "public"."player_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_coach_id_user_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_views" ADD CONSTRAINT "profile_views_athlete_id_player_profiles_id_fk" FOREIGN KEY ("athlete_id") REFERENCES "public"."player_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_views" ADD CONSTRAINT "profile_views_viewer_id_user_id_fk" FOREIGN KEY ("viewer_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruiting_boards" ADD CONSTRAINT "recruiting_boards_coach_id_user_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_sent" ADD CONSTRAINT "saved_search_sent_search_id_saved_searches_id_fk" FOREIGN KEY ("search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_sent" ADD CONSTRAINT "saved_search_sent_athlete_id_player_profiles_id_fk" FOREIGN KEY ("athlete_id") REFERENCES "public"."player_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_coach_id_user_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "athlete_stats_athlete_idx" ON "athlete_stats" USING btree ("athlete_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "board_entries_board_athlete_idx" ON "board_entries" USING btree ("board_id","athlete_id");--> statement-breakpoint
CREATE INDEX "board_entries_board_stage_idx" ON "board_entries" USING btree ("board_id","stage","moved_at");--> statement-breakpoint
CREATE INDEX "board_entries_athlete_idx" ON "board_entries" USING btree ("athlete_id");--> statement-breakpoint
CREATE INDEX "coach_verifications_user_idx" ON "coach_verifications" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "coach_verifications_status_idx" ON "coach_verifications" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "evaluations_athlete_idx" ON "evaluations" USING btree ("athlete_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "evaluations_coach_idx" ON "evaluations" USING btree ("coach_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "profile_views_once_a_day_idx" ON "profile_views" USING btree ("athlete_id","viewer_id","day");--> statement-breakpoint
CREATE INDEX "profile_views_athlete_day_idx" ON "profile_views" USING btree ("athlete_id","day" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "profile_views_viewer_idx" ON "profile_views" USING btree ("viewer_id","last_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "recruiting_boards_coach_idx" ON "recruiting_boards" USING btree ("coach_id","created_at");--> statement-breakpoint
CREATE INDEX "saved_search_sent_athlete_idx" ON "saved_search_sent" USING btree ("athlete_id");--> statement-breakpoint
CREATE INDEX "saved_searches_coach_idx" ON "saved_searches" USING btree ("coach_id","created_at");--> statement-breakpoint
CREATE INDEX "saved_searches_due_idx" ON "saved_searches" USING btree ("frequency","last_digest_at");