CREATE TABLE "program_staff" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"user_id" text,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"status" text DEFAULT 'invited' NOT NULL,
	"invited_by" text,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "program_staff" ADD CONSTRAINT "program_staff_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_staff" ADD CONSTRAINT "program_staff_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_staff" ADD CONSTRAINT "program_staff_invited_by_user_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "program_staff_member_idx" ON "program_staff" USING btree ("organization_id","email");--> statement-breakpoint
CREATE UNIQUE INDEX "program_staff_token_idx" ON "program_staff" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "program_staff_user_idx" ON "program_staff" USING btree ("user_id","accepted_at");--> statement-breakpoint
CREATE INDEX "program_staff_email_idx" ON "program_staff" USING btree ("email");--> statement-breakpoint
CREATE INDEX "program_staff_invited_by_idx" ON "program_staff" USING btree ("invited_by");