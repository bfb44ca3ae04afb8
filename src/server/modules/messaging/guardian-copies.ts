import { eq } from 'drizzle-orm';
import { GUARDIAN_LINK_DAYS } from '#shared/messaging';
import { emailLayout } from '#server/adapters/mail/email-layout';
import { mailWords, pageUrl } from '#server/adapters/mail/mail-words';
import { guardianLanguageOf } from '#server/modules/privacy';
import { user as users } from '#server/db/schema/auth';
import { guardianThreadLinks } from '#server/db/schema/messaging';
import { createSecretToken } from '#server/lib/secret-token';
import {
  nowOf,
  type Conversation,
  type MessageRow,
  type MessagingDeps,
  type Participant,
} from './messaging-deps';
import type { Athlete, Guardian } from './parties';

const DAY_MS = 24 * 3600_000;

/**
 * Every guardian of the conversation gets the message by email with a link that opens this
 * thread for them (single-purpose, expiring; a new one per mail). Their own messages are not
 * mailed back to them.
 */
export async function copyGuardians(
  deps: MessagingDeps,
  conversation: Conversation,
  participants: Participant[],
  sender: Participant,
  message: MessageRow,
  athlete: Athlete,
  /** the athlete's current guardian as the caller read it (parties.ts, guardianOf) */
  current?: Guardian | null,
) {
  const guardians = participants.filter(
    (one) => one.role === 'guardian' && one.email && one.id !== sender.id,
  );
  if (guardians.length === 0) return;
  const [coach] = await deps.db
    .select({ name: users.name })
    .from(users)
    .where(eq(users.id, conversation.coachUserId ?? ''));
  const child = `${athlete.firstName} ${athlete.lastName}`;
  for (const guardian of guardians) {
    const email = guardian.email!;
    // The text around the message is in the guardian's language; the message is as written.
    const locale = await guardianLanguageOf(deps.db, athlete.userId, email, current);
    const t = mailWords(locale);
    const coachName = coach?.name ?? t('mail.guardianCopy.aCoachInSentence');
    const from =
      sender.role === 'athlete'
        ? child
        : sender.role === 'guardian'
          ? t('mail.guardianCopy.fromGuardian')
          : (coach?.name ?? t('mail.guardianCopy.aCoach'));
    const { token, hash } = createSecretToken();
    await deps.db.insert(guardianThreadLinks).values({
      tokenHash: hash,
      participantId: guardian.id,
      expiresAt: new Date(nowOf(deps).getTime() + GUARDIAN_LINK_DAYS * DAY_MS),
    });
    const url = pageUrl(deps.publicUrl, locale, `/guardian/thread/${token}`);
    const { siteName } = deps;
    const paragraphs = [
      t('mail.guardianCopy.wrote', { from, child, coach: coachName, siteName }),
      message.body,
      t('mail.guardianCopy.open', { days: GUARDIAN_LINK_DAYS }),
      t('mail.guardianCopy.account', {
        siteName,
        email,
        child,
        guardianUrl: pageUrl(deps.publicUrl, locale, '/guardian'),
        signupUrl: pageUrl(
          deps.publicUrl,
          locale,
          `/signup/guardian?email=${encodeURIComponent(email)}`,
        ),
      }),
    ];
    await deps.mailer.send({
      to: email,
      subject: t('mail.guardianCopy.subject', { child, coach: coachName }),
      text: `${paragraphs.join('\n\n')}\n\n${url}`,
      html: emailLayout({
        siteName,
        locale,
        heading: t('mail.guardianCopy.heading', { child }),
        paragraphs,
        action: { label: t('mail.guardianCopy.action'), url },
        footer: t('mail.guardianCopy.footer', { child, siteName }),
      }),
    });
  }
}
