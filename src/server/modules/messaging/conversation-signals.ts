import type { SessionUser } from '#server/auth/guards';
import { guardianAddressOf } from '#server/modules/privacy';
import type { Conversation, MessagingDeps, Participant } from './messaging-deps';

/**
 * The conversation's two members hear that it changed (their open pages ask again). Not waited
 * for: the change is stored, and a signal that fails only delays the pages' next look.
 */
export function signal(
  deps: MessagingDeps,
  conversation: Conversation,
  participants: Participant[] = [],
) {
  const members = [conversation.athleteUserId, conversation.coachUserId].flatMap((id) =>
    id ? [id] : [],
  );
  // Guardians signed in with their address hear it by that address.
  const guardians = participants.flatMap((one) =>
    one.role === 'guardian' && one.email ? [guardianSignalKey(one.email)] : [],
  );
  void deps.signals?.changed([...members, ...guardians]).catch(() => {});
}

/** The signal key a guardian's open pages listen on (their confirmed address). */
export const guardianSignalKey = (email: string) => `guardian:${email}`;

/** The keys a signed-in member's event stream listens on. */
export function signalKeysOf(user: SessionUser) {
  const email = guardianAddressOf(user);
  return email ? [user.id, guardianSignalKey(email)] : [user.id];
}
