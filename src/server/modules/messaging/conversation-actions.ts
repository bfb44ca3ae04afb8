// What a participant does to a conversation besides writing: answering a request, and an adult
// athlete taking the guardians off.
import { and, eq } from 'drizzle-orm';
import { messagingMessages as say } from '#shared/messaging';
import type { SessionUser } from '#server/auth/guards';
import { conversationParticipants as cp, conversations as c } from '#server/db/schema/messaging';
import { AppError } from '#server/http/app-error';
import { signal } from './conversation-signals';
import { membership } from './membership';
import { nowOf, type Conversation, type MessagingDeps, type Participant } from './messaging-deps';
import { athleteByUser } from './parties';

/** The athlete (or a guardian) accepts or declines a coach's request. */
export async function answerRequest(
  deps: MessagingDeps,
  user: SessionUser,
  id: string,
  answer: 'accept' | 'decline',
) {
  const { conversation, participants, me } = await membership(deps.db, user, id);
  return answerAs(deps, { conversation, participants, me }, answer);
}

export async function answerAs(
  deps: MessagingDeps,
  {
    conversation,
    participants,
    me,
  }: { conversation: Conversation; participants: Participant[]; me: Participant },
  answer: 'accept' | 'decline',
) {
  if (me.role !== 'athlete' && me.role !== 'guardian') {
    throw new AppError('FORBIDDEN', say.notAnswerable);
  }
  const status = answer === 'accept' ? 'active' : 'declined';
  await deps.db.update(c).set({ status }).where(eq(c.id, conversation.id));
  signal(deps, conversation, participants);
  return { status };
}

/**
 * An athlete who has turned 18 takes their guardians off a conversation they were copied on as a
 * minor: they get no more copies and lose the thread. While the athlete is a minor nobody can.
 */
export async function removeGuardians(deps: MessagingDeps, user: SessionUser, id: string) {
  const { conversation, participants, me } = await membership(deps.db, user, id);
  if (me.role !== 'athlete') throw new AppError('FORBIDDEN', say.athleteRemovesGuardians);
  const athlete = await athleteByUser(deps.db, user.id, nowOf(deps));
  if (!athlete || athlete.minor) throw new AppError('FORBIDDEN', say.guardiansStayForMinors);
  await deps.db
    .delete(cp)
    .where(and(eq(cp.conversationId, conversation.id), eq(cp.role, 'guardian')));
  signal(deps, conversation, participants);
  return { guardians: 0 as const };
}
