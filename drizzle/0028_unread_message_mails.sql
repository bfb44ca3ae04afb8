CREATE TABLE "messaging_preferences" (
	"user_id" text PRIMARY KEY NOT NULL,
	"unread_emails" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "conversation_participants" ADD COLUMN "notified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "messaging_preferences" ADD CONSTRAINT "messaging_preferences_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;