-- The language of the page a contact message was sent from: the one its sender is answered in
-- when their address has no account (src/server/modules/admin-inbox/reply-to-message.ts).
ALTER TABLE "contact_messages" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;