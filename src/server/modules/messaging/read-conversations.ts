// Reading: a member's list of conversations and one conversation's thread.
import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ParticipantRole } from '#shared/messaging';
import type { SessionUser } from '#server/auth/guards';
import type { Database } from '#server/db/client';
import { preparedPerDatabase } from '#server/db/prepared';
import { user as users } from '#server/db/schema/auth';
import { highlightVideos } from '#server/db/schema/highlight-videos';
import {
  conversationParticipants as cp,
  conversations as c,
  messages as m,
} from '#server/db/schema/messaging';
import { guardianAddressOf, isCurrentGuardian } from '#server/modules/privacy';
import { held } from '#server/modules/reports';
import { hasBlocked, otherSideOf } from './blocks';
import { membership, participantIs, readableNow } from './membership';
import { clipColumns, messageView } from './message-view';
import { nowOf, type Conversation, type MessagingDeps, type Participant } from './messaging-deps';
import { athleteByUser } from './parties';

/**
 * A member's conversations, newest first, each with its other members and the member's unread
 * count: one statement (one round trip, planned once per connection), in two forms: by account,
 * or by account and confirmed guardian address.
 */
function listStatement(db: Database, byGuardianAddress: boolean) {
  const otherName = 'other';
  const other = alias(cp, otherName);
  const mine = byGuardianAddress
    ? or(
        eq(cp.userId, sql.placeholder('userId')),
        // A guardian's row lists the conversation while they are still the athlete's guardian.
        and(
          eq(cp.role, 'guardian'),
          eq(cp.email, sql.placeholder('email')),
          isCurrentGuardian(c.athleteUserId, cp.email),
        ),
      )
    : participantIs(sql.placeholder('userId'), null);
  return db
    .select({
      conversation: c,
      me: cp,
      others: sql<{ role: ParticipantRole; name: string | null }[] | null>`(
        select json_agg(json_build_object('role', ${other.role}, 'name', ${users.name})
          order by ${other.joinedAt}, ${other.id})
        from ${cp} as ${sql.identifier(otherName)} left join ${users} on ${users.id} = ${other.userId}
        where ${other.conversationId} = ${c.id} and ${other.role} <> ${cp.role})`,
      unread: sql<number>`(
        select count(*)::int from ${m}
        where ${m.conversationId} = ${c.id}
          and ${readableNow(sql.placeholder('now'), cp)}
          and ${m.senderParticipantId} is distinct from ${cp.id}
          and (${cp.lastReadAt} is null or ${m.createdAt} > ${cp.lastReadAt}))`,
    })
    .from(cp)
    .innerJoin(c, eq(c.id, cp.conversationId))
    .where(mine)
    .orderBy(desc(c.lastMessageAt))
    .limit(200)
    .prepare(byGuardianAddress ? 'messaging_list_with_address' : 'messaging_list');
}
const listByAccount = preparedPerDatabase((db) => listStatement(db, false));
const listByAccountOrAddress = preparedPerDatabase((db) => listStatement(db, true));

/** The conversations of the signed-in user, newest first, with unread state. */
export async function listConversations(deps: MessagingDeps, user: SessionUser) {
  const email = guardianAddressOf(user);
  const statement = (email ? listByAccountOrAddress : listByAccount)(deps.db);
  const rows = await statement.execute({ userId: user.id, email, now: nowOf(deps) });
  return rows.map(({ conversation, me, others, unread }) => ({
    id: conversation.id,
    status: conversation.status,
    myRole: me.role,
    with: (others ?? []).map((one) => ({
      role: one.role,
      name: one.role === 'guardian' ? 'Parent or guardian' : (one.name ?? ''),
    })),
    athleteProfileId: conversation.athleteProfileId,
    lastMessageAt: conversation.lastMessageAt.toISOString(),
    unread,
  }));
}

/** One conversation with its messages; held ones show to their sender only. Marks it read. */
export async function openConversation(deps: MessagingDeps, user: SessionUser, id: string) {
  const { conversation, participants, me } = await membership(deps.db, user, id);
  return threadView(deps, conversation, participants, me);
}

export async function threadView(
  deps: MessagingDeps,
  conversation: Conversation,
  participants: Participant[],
  me: Participant,
) {
  const now = nowOf(deps);
  const rows = await deps.db
    .select({ message: m, held: held('message', m.id), clip: clipColumns })
    .from(m)
    .leftJoin(highlightVideos, eq(highlightVideos.id, m.clipId))
    .where(and(eq(m.conversationId, conversation.id), readableNow(now, me)))
    .orderBy(asc(m.createdAt))
    .limit(500);
  await deps.db.update(cp).set({ lastReadAt: now }).where(eq(cp.id, me.id));
  const names = await deps.db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(
      inArray(
        users.id,
        participants.flatMap((one) => (one.userId ? [one.userId] : [])),
      ),
    );
  const nameOf = new Map(names.map((row) => [row.id, row.name]));
  const other = me.userId ? otherSideOf(conversation, me.userId) : null;
  const [blockedByMe, athlete] = await Promise.all([
    other && me.userId ? hasBlocked(deps.db, me.userId, other) : false,
    me.role === 'athlete' && conversation.athleteUserId
      ? athleteByUser(deps.db, conversation.athleteUserId, now)
      : null,
  ]);
  return {
    id: conversation.id,
    status: conversation.status,
    myRole: me.role,
    athleteProfileId: conversation.athleteProfileId,
    blockedByMe,
    // An athlete of 18 may take the guardians off a conversation they were copied on as a minor.
    mayRemoveGuardians:
      athlete !== null && !athlete.minor && participants.some((one) => one.role === 'guardian'),
    participants: participants.map((one) => ({
      role: one.role,
      name: one.role === 'guardian' ? 'Parent or guardian' : (nameOf.get(one.userId ?? '') ?? ''),
      isMe: one.id === me.id,
    })),
    messages: rows.map((row) => messageView(row.message, me.id, row.held, row.clip)),
  };
}
