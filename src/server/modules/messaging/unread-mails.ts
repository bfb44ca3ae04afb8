import { and, eq, gt, inArray, isNotNull, lte, or, sql } from 'drizzle-orm';
import { UNREAD_MAIL_AFTER_MINUTES } from '#shared/messaging';
import { emailLayout } from '#server/adapters/mail/email-layout';
import { mailLocaleOf, mailWords, pageUrl } from '#server/adapters/mail/mail-words';
import type { Mailer } from '#server/adapters/mail/mailer';
import type { Database } from '#server/db/client';
import { user as users } from '#server/db/schema/auth';
import {
  conversationParticipants as cp,
  messagingPreferences,
  messages as m,
} from '#server/db/schema/messaging';

const MINUTE_MS = 60_000;
/** At most one unread-message mail per member and conversation in this long. */
const ONE_PER_MS = 60 * MINUTE_MS;

export type UnreadMailDeps = {
  db: Database;
  mailer: Mailer;
  siteName: string;
  publicUrl: string;
};

/**
 * Mails each member (athlete or coach; guardians get every message already) who has a message
 * from the other side delivered more than 15 minutes ago and still unread: one mail per
 * conversation, at most once an hour, never again for messages already mailed about, never to a
 * member who turned these mails off. Run every few minutes by the job runner; returns how many
 * mails went.
 */
export async function sendUnreadMails(deps: UnreadMailDeps, now: Date): Promise<number> {
  const due = new Date(now.getTime() - UNREAD_MAIL_AFTER_MINUTES * MINUTE_MS);
  const hourAgo = new Date(now.getTime() - ONE_PER_MS);
  const rows = await deps.db
    .select({
      participantId: cp.id,
      conversationId: cp.conversationId,
      email: users.email,
      language: users.language,
      waiting: sql<number>`count(*)::int`,
    })
    .from(cp)
    .innerJoin(users, eq(users.id, cp.userId))
    .innerJoin(m, eq(m.conversationId, cp.conversationId))
    .leftJoin(messagingPreferences, eq(messagingPreferences.userId, cp.userId))
    .where(
      and(
        isNotNull(cp.userId),
        or(
          sql`${messagingPreferences.unreadEmails} is null`,
          eq(messagingPreferences.unreadEmails, true),
        ),
        sql`${m.senderParticipantId} is distinct from ${cp.id}`,
        sql`${m.removedAt} is null`,
        lte(m.deliverAt, due),
        or(sql`${cp.lastReadAt} is null`, gt(m.deliverAt, cp.lastReadAt)),
        or(sql`${cp.notifiedAt} is null`, gt(m.deliverAt, cp.notifiedAt)),
        or(sql`${cp.notifiedAt} is null`, lte(cp.notifiedAt, hourAgo)),
      ),
    )
    .groupBy(cp.id, cp.conversationId, users.email, users.language)
    .limit(1000);
  if (rows.length === 0) return 0;
  // Marked first: a mail that fails is not sent again and again (the member reads the site).
  await deps.db
    .update(cp)
    .set({ notifiedAt: now })
    .where(
      inArray(
        cp.id,
        rows.map((row) => row.participantId),
      ),
    );
  let sent = 0;
  for (const row of rows) {
    // In the member's language, linking the conversation's page in it.
    const locale = mailLocaleOf(row.language);
    const t = mailWords(locale);
    const url = pageUrl(deps.publicUrl, locale, `/messages/${row.conversationId}`);
    const count = { count: row.waiting, siteName: deps.siteName };
    const paragraphs = [t('mail.unread.waiting', count), t('mail.unread.turnOff')];
    try {
      await deps.mailer.send({
        to: row.email,
        subject: t('mail.unread.subject', count),
        text: `${paragraphs.join('\n\n')}\n\n${url}`,
        html: emailLayout({
          siteName: deps.siteName,
          locale,
          heading: t('mail.unread.heading', count),
          paragraphs,
          action: { label: t('mail.guardianCopy.action'), url },
        }),
      });
      sent += 1;
    } catch (error) {
      console.error('[messaging] an unread-message mail failed', error);
    }
  }
  return sent;
}

/** The member's messaging choices (the defaults without a row). */
export async function getPreferences(db: Database, userId: string) {
  const [row] = await db
    .select({ unreadEmails: messagingPreferences.unreadEmails })
    .from(messagingPreferences)
    .where(eq(messagingPreferences.userId, userId));
  return { unreadEmails: row?.unreadEmails ?? true };
}

export async function savePreferences(
  db: Database,
  userId: string,
  change: { unreadEmails: boolean },
  now: Date,
) {
  await db
    .insert(messagingPreferences)
    .values({ userId, unreadEmails: change.unreadEmails })
    .onConflictDoUpdate({
      target: messagingPreferences.userId,
      set: { unreadEmails: change.unreadEmails, updatedAt: now },
    });
  return getPreferences(db, userId);
}
