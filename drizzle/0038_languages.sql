-- The language each member reads the site and their mail in, and the one a minor's guardian is
-- written to in (src/shared/locales.ts).
ALTER TABLE "guardian_consents" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "language" text;