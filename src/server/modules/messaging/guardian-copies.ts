import { eq } from 'drizzle-orm';
import { GUARDIAN_LINK_DAYS } from '#shared/messaging';
import { emailLayout } from '#server/adapters/mail/email-layout';
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
import type { Athlete } from './parties';

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
  const from =
    sender.role === 'athlete'
      ? child
      : sender.role === 'guardian'
        ? 'A parent or guardian'
        : (coach?.name ?? 'A coach');
  for (const guardian of guardians) {
    const { token, hash } = createSecretToken();
    await deps.db.insert(guardianThreadLinks).values({
      tokenHash: hash,
      participantId: guardian.id,
      expiresAt: new Date(nowOf(deps).getTime() + GUARDIAN_LINK_DAYS * DAY_MS),
    });
    const url = `${deps.publicUrl}/guardian/thread/${token}`;
    const paragraphs = [
      `${from} wrote in ${child}'s conversation with ${coach?.name ?? 'a coach'} on ${deps.siteName}. As ${child}'s parent or guardian you receive a copy of every message.`,
      message.body,
      `Open the conversation to read it, reply, or switch off contact from this coach or from all coaches. The link works for ${GUARDIAN_LINK_DAYS} days.`,
      `With an account on ${deps.siteName} under this address (${guardian.email}), ${child}'s conversations, consent and who may contact them are on one page, ${deps.publicUrl}/guardian: log in, or create a parent or guardian account with this address at ${deps.publicUrl}/signup/guardian?email=${encodeURIComponent(guardian.email!)}.`,
    ];
    await deps.mailer.send({
      to: guardian.email!,
      subject: `New message in ${child}'s conversation with ${coach?.name ?? 'a coach'}`,
      text: `${paragraphs.join('\n\n')}\n\n${url}`,
      html: emailLayout({
        siteName: deps.siteName,
        heading: `A message in ${child}'s conversation`,
        paragraphs,
        action: { label: 'Open the conversation', url },
        footer: `You receive this email because you gave consent for ${child}'s profile on ${deps.siteName}.`,
      }),
    });
  }
}
