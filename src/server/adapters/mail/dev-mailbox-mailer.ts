import { desc, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { preparedPerDatabase } from '#server/db/prepared';
import { devMailbox } from '#server/db/schema/dev-mailbox';
import type { Mailer } from './mailer';

const keepMail = preparedPerDatabase((db) =>
  db
    .insert(devMailbox)
    .values({
      to: sql.placeholder('to'),
      subject: sql.placeholder('subject'),
      text: sql.placeholder('text'),
      html: sql.placeholder('html'),
    })
    .prepare('dev_mailbox_keep'),
);

/** Keeps mail in the database (shared by every instance) and prints a line to the log. */
export function createDevMailboxMailer(
  db: Database,
  log: (line: string) => void = console.log,
): Mailer {
  return {
    kind: 'dev-mailbox',
    async send(message) {
      await keepMail(db).execute(message);
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
