import { desc } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { devMailbox } from '#server/db/schema/dev-mailbox';
import type { Mailer } from './mailer';

/** Keeps mail in the database (shared by every instance) and prints a line to the log. */
export function createDevMailboxMailer(
  db: Database,
  log: (line: string) => void = console.log,
): Mailer {
  return {
    kind: 'dev-mailbox',
    async send(message) {
      await db.insert(devMailbox).values(message);
      const link = message.text.match(/https?:\/\/\S+/)?.[0];
      log(`[mail] to ${message.to}: ${message.subject}${link ? ` (${link})` : ''}`);
    },
  };
}

export async function listDevMail(db: Database, limit = 50) {
  return db
    .select({
      to: devMailbox.to,
      subject: devMailbox.subject,
      text: devMailbox.text,
      html: devMailbox.html,
      createdAt: devMailbox.createdAt,
    })
    .from(devMailbox)
    .orderBy(desc(devMailbox.createdAt))
    .limit(limit);
}
