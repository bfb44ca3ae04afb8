// A guardian's thread link (mailed with each copy): it opens one conversation, to read, reply,
// answer a request and switch contact off, without an account.
import { and, eq, gt } from 'drizzle-orm';
import { messagingMessages as say } from '#shared/messaging';
import { conversationParticipants as cp, guardianThreadLinks } from '#server/db/schema/messaging';
import { AppError } from '#server/http/app-error';
import { hashSecretToken } from '#server/lib/secret-token';
import { switchOff } from './contact-switches';
import { answerAs } from './conversation-actions';
import { loadConversation } from './conversation-store';
import { withCurrentGuardian } from './membership';
import { nowOf, type MessagingDeps } from './messaging-deps';
import { threadView } from './read-conversations';
import { post } from './send-message';

/** A guardian's link: the guardian participant it opens, or a refusal. */
async function guardianByLink(deps: MessagingDeps, token: string) {
  const [link] = await deps.db
    .select({ participant: cp })
    .from(guardianThreadLinks)
    .innerJoin(cp, eq(cp.id, guardianThreadLinks.participantId))
    .where(
      and(
        eq(guardianThreadLinks.tokenHash, hashSecretToken(token)),
        gt(guardianThreadLinks.expiresAt, nowOf(deps)),
      ),
    );
  if (!link || link.participant.role !== 'guardian') {
    throw new AppError('NOT_FOUND', say.linkExpired);
  }
  const loaded = await loadConversation(deps.db, link.participant.conversationId);
  const { conversation } = loaded;
  // A link works while its guardian is still the athlete's guardian.
  const { participants, guardian } = await withCurrentGuardian(
    deps.db,
    conversation,
    loaded.participants,
  );
  if (!participants.some((one) => one.id === link.participant.id)) {
    throw new AppError('NOT_FOUND', say.linkExpired);
  }
  return { conversation, participants, me: link.participant, guardian };
}

export async function openByGuardianLink(deps: MessagingDeps, token: string) {
  const { conversation, participants, me } = await guardianByLink(deps, token);
  return threadView(deps, conversation, participants, me);
}

export async function replyByGuardianLink(
  deps: MessagingDeps,
  token: string,
  input: { text: string },
) {
  const { conversation, participants, me, guardian } = await guardianByLink(deps, token);
  return post(deps, conversation, participants, me, input, { known: { guardian } });
}

export async function answerByGuardianLink(
  deps: MessagingDeps,
  token: string,
  answer: 'accept' | 'decline',
) {
  return answerAs(deps, await guardianByLink(deps, token), answer);
}

/** The guardian switches contact off: from this conversation's coach, or from every coach. */
export async function switchOffByGuardianLink(
  deps: MessagingDeps,
  token: string,
  scope: 'this-coach' | 'all-coaches',
) {
  const { conversation, me } = await guardianByLink(deps, token);
  return switchOff(deps, conversation, me, scope);
}
