CREATE TABLE "pi_accounts" (
	"uid" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"username" text,
	"linked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pi_accounts_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "pi_payment_id" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "txid" text;--> statement-breakpoint
ALTER TABLE "pi_accounts" ADD CONSTRAINT "pi_accounts_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD CONSTRAINT "checkout_sessions_pi_payment_id_unique" UNIQUE("pi_payment_id");