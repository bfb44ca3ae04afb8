import {
  and,
  asc,
  desc,
  eq,
  gt,
  inArray,
  isNull,
  lte,
  or,
  sql,
  type SQLWrapper,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  GUARDIAN_LINK_DAYS,
  messagingMessages as say,
  type ParticipantRole,
} from '#shared/messaging';
import { mayAthleteStart, mayCoachStart, type Starter } from '#shared/messaging-rules';
import { nextDeliveryTime, timeZoneOfState } from '#shared/quiet-hours';
import type { Mailer } from '#server/adapters/mail/mailer';
import type { ConversationSignals } from '#server/caches';
import { emailLayout } from '#server/adapters/mail/email-layout';
import { isActiveAdmin, type SessionUser } from '#server/auth/guards';
import type { Database } from '#server/db/client';
import { preparedPerDatabase } from '#server/db/prepared';
import { user as users } from '#server/db/schema/auth';
import { highlightVideos } from '#server/db/schema/highlight-videos';
import {
  conversationParticipants as cp,
  contactSwitches,
  conversations as c,
  guardianThreadLinks,
  messageBlocks,
  messages as m,
} from '#server/db/schema/messaging';
import { AppError } from '#server/http/app-error';
import { countRequest } from '#server/http/rate-limit';
import { createSecretToken, hashSecretToken } from '#server/lib/secret-token';
import { findCoachBadge, isCoachAccount } from '#server/modules/coaches';
import { guardianAddressOf, isCurrentGuardian, rowVisibleTo } from '#server/modules/privacy';
import { coachesAthlete } from '#server/modules/programs';
import { held } from '#server/modules/reports';
import {
  athleteByProfile,
  athleteByUser,
  contactOff,
  eitherBlocked,
  guardianOf,
  type Athlete,
} from './parties';

export type MessagingDeps = {
  db: Database;
  mailer: Mailer;
  /** tells the members' open pages on every instance that a conversation changed */
  signals?: ConversationSignals | undefined;
  siteName: string;
  publicUrl: string;
  /** the time rules go by (tests move it) */
  now?: () => Date;
};

const DAY_MS = 24 * 3600_000;
const nowOf = (deps: MessagingDeps) => deps.now?.() ?? new Date();

type Conversation = typeof c.$inferSelect;
type Participant = typeof cp.$inferSelect;

/** Who the signed-in user is to the rules. */
async function starterOf(db: Database, user: SessionUser | null): Promise<Starter> {
  if (!user) return { kind: 'visitor' };
  if (isActiveAdmin(user)) return { kind: 'admin' };
  if (isCoachAccount(user)) {
    const badge = await findCoachBadge(db, user.id);
    return badge
      ? { kind: 'verified-coach', userId: user.id, level: badge.level }
      : { kind: 'coach' };
  }
  const athlete = await athleteByUser(db, user.id);
  return athlete
    ? { kind: 'athlete', userId: user.id, recruitingPlan: athlete.recruitingPlan }
    : { kind: 'member' };
}

const contactOffMessages = { all: say.contactOff, thisCoach: say.contactOffOne };

/**
 * Whether this user may write first to the athlete of this profile today, and if not why (the
 * Message button's answer). A profile the user may not see is not found.
 */
export async function coachMayStart(
  deps: MessagingDeps,
  user: SessionUser | null,
  profileId: string,
) {
  const starter = await starterOf(deps.db, user);
  const athlete = await athleteByProfile(deps.db, profileId);
  const audience = starter.kind === 'verified-coach' ? 'coach' : user ? 'member' : 'visitor';
  if (!athlete || !rowVisibleTo(athlete, audience)) {
    throw new AppError('NOT_FOUND', 'We could not find that athlete.');
  }
  // The staff of the athlete's own team may write too (any coach, or the program's account);
  // a conversation begun as staff goes on after the athlete leaves the team.
  const coachId = user && starter.kind !== 'athlete' && user.id !== athlete.userId ? user.id : '';
  const ownTeamStaff = coachId ? await coachesAthlete(deps.db, coachId, athlete.profileId) : false;
  const [existing, off] = coachId
    ? await Promise.all([
        findPair(deps.db, athlete.userId, coachId),
        contactOff(deps.db, athlete.userId, coachId),
      ])
    : [null, null];
  // A conversation they already have opens, unless a guardian has switched the coach off.
  if (existing && !off) return { allowed: true as const, conversationId: existing.id, athlete };
  const decision = mayCoachStart(
    starter,
    {
      userId: athlete.userId,
      sportId: athlete.sportId,
      classYear: athlete.classYear,
      gender: athlete.gender,
      contactOff: off,
      ownTeamStaff,
    },
    nowOf(deps),
    contactOffMessages,
  );
  return { ...decision, conversationId: null, athlete };
}

async function findPair(db: Database, athleteUserId: string, coachUserId: string) {
  const [row] = await db
    .select()
    .from(c)
    .where(and(eq(c.athleteUserId, athleteUserId), eq(c.coachUserId, coachUserId)));
  return row ?? null;
}

/**
 * Starts the conversation with its first message, all at once: the athlete, the coach and, when
 * the athlete is a minor, their guardian who consented (never a party to it) are its participants
 * from the start, so no conversation with a minor lacks a guardian, and none is left without its
 * message. The send is counted before anything is stored. Two first messages at the same moment
 * make one conversation: the second finds it (the pair is unique) and is sent in it as any later
 * message, so a coach's second one waits for the answer (409).
 */
async function startConversation(
  deps: MessagingDeps,
  user: SessionUser,
  athlete: Athlete,
  coachUserId: string,
  status: Conversation['status'],
  text: string,
) {
  const now = nowOf(deps);
  const fromCoachSide = user.id === coachUserId;
  const guardian = athlete.minor
    ? await guardianOf(deps.db, athlete.userId, [athlete.userId, coachUserId])
    : null;
  if (athlete.minor && !guardian?.consented) {
    // A minor without a guardian's consent is not listed, so this is only reached by an athlete
    // writing first: they are told why.
    throw new AppError('FORBIDDEN', say.consentFirst);
  }
  await countSend(deps.db, user.id, fromCoachSide ? athlete.userId : coachUserId);
  const deliverAt =
    fromCoachSide && athlete.minor ? nextDeliveryTime(now, timeZoneOfState(athlete.state)) : now;
  const started = await deps.db.transaction(async (tx) => {
    const [conversation] = await tx
      .insert(c)
      .values({
        athleteProfileId: athlete.profileId,
        athleteUserId: athlete.userId,
        coachUserId,
        startedByUserId: user.id,
        status,
        lastMessageAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!conversation) return null;
    const participants = await tx
      .insert(cp)
      .values([
        { conversationId: conversation.id, role: 'athlete', userId: athlete.userId },
        { conversationId: conversation.id, role: 'coach', userId: coachUserId },
        ...(guardian
          ? [{ conversationId: conversation.id, role: 'guardian' as const, email: guardian.email }]
          : []),
      ])
      .returning();
    const me = participants.find((one) => one.userId === user.id)!;
    const message = await saveMessage(tx, {
      conversationId: conversation.id,
      senderParticipantId: me.id,
      senderRole: me.role,
      body: text,
      clipId: null,
      createdAt: now,
      deliverAt,
      status,
    });
    return { conversation, participants, me, message };
  });
  if (!started) {
    const existing = await findPair(deps.db, athlete.userId, coachUserId);
    if (!existing) throw new AppError('CONFLICT', say.waitForAnswer);
    return sendMessage(deps, user, existing.id, { text }, { counted: true });
  }
  const { conversation, participants, me, message } = started;
  signal(deps, conversation, participants);
  await copyGuardians(deps, conversation, participants, me, message, athlete);
  return {
    conversationId: conversation.id,
    message: messageView(message, me.id, false, null),
    heldUntil: deliverAt > now ? deliverAt.toISOString() : null,
  };
}

/**
 * A verified college coach, or the staff of the athlete's own team, writes first to an athlete:
 * the conversation starts as a request.
 */
export async function startWithAthlete(
  deps: MessagingDeps,
  user: SessionUser,
  profileId: string,
  text: string,
) {
  const decision = await coachMayStart(deps, user, profileId);
  if (decision.conversationId) {
    return sendMessage(deps, user, decision.conversationId, { text });
  }
  if (!decision.allowed) throw new AppError('FORBIDDEN', decision.reason);
  if (await eitherBlocked(deps.db, user.id, decision.athlete.userId)) {
    throw new AppError('FORBIDDEN', say.blocked);
  }
  return startConversation(deps, user, decision.athlete, user.id, 'request', text);
}

/** An athlete writes first to a verified college coach (the Recruiting Profile plan). */
export async function startWithCoach(
  deps: MessagingDeps,
  user: SessionUser,
  coachUserId: string,
  text: string,
) {
  const athlete = await athleteByUser(deps.db, user.id);
  const existing = athlete ? await findPair(deps.db, athlete.userId, coachUserId) : null;
  if (existing) return sendMessage(deps, user, existing.id, { text });
  const badge = await findCoachBadge(deps.db, coachUserId);
  const decision = mayAthleteStart(await starterOf(deps.db, user), {
    verifiedLevel: badge?.level ?? null,
  });
  if (!decision.allowed || !athlete) {
    throw new AppError('FORBIDDEN', decision.allowed ? say.notYours : decision.reason);
  }
  if (await eitherBlocked(deps.db, user.id, coachUserId)) {
    throw new AppError('FORBIDDEN', say.blocked);
  }
  return startConversation(deps, user, athlete, coachUserId, 'active', text);
}

const conversationStatement = preparedPerDatabase((db) =>
  db
    .select()
    .from(c)
    .where(eq(c.id, sql.placeholder('id')))
    .prepare('messaging_conversation'),
);
const participantsStatement = preparedPerDatabase((db) =>
  db
    .select()
    .from(cp)
    .where(eq(cp.conversationId, sql.placeholder('id')))
    .prepare('messaging_participants'),
);
/** How many messages a conversation holds: a request takes one until it is answered. */
const messageCountStatement = preparedPerDatabase((db) =>
  db
    .select({ n: sql<number>`count(*)::int` })
    .from(m)
    .where(eq(m.conversationId, sql.placeholder('id')))
    .prepare('messaging_message_count'),
);

async function loadConversation(db: Database, id: string) {
  const [[conversation], participants] = await Promise.all([
    conversationStatement(db).execute({ id }),
    participantsStatement(db).execute({ id }),
  ]);
  if (!conversation) throw new AppError('NOT_FOUND', say.notFound);
  return { conversation, participants };
}

/** The account ids of a conversation's parties: everyone in it but its guardians. */
const partiesOf = (participants: Participant[]) =>
  participants.flatMap((one) => (one.role !== 'guardian' && one.userId ? [one.userId] : []));

const guardianIn = (participants: Participant[], email: string) =>
  participants.some((one) => one.role === 'guardian' && one.email === email);

/**
 * The participants that count now: the parties, and of the guardians only the one the athlete
 * has now (privacy's rule: not suspended, not replaced, not an address that may not be one).
 */
const currentParties = (participants: Participant[], guardian: { email: string } | null) =>
  participants.filter((one) => one.role !== 'guardian' || one.email === guardian?.email);

async function withCurrentGuardian(
  db: Database,
  conversation: Conversation,
  participants: Participant[],
) {
  if (!participants.some((one) => one.role === 'guardian')) return participants;
  const guardian = conversation.athleteUserId
    ? await guardianOf(db, conversation.athleteUserId, partiesOf(participants))
    : null;
  return currentParties(participants, guardian);
}

/** The participant rows that are this user: their own, and as a guardian by their address. */
export function isMe(
  user: Pick<SessionUser, 'id' | 'email' | 'emailVerified' | 'role' | 'userType'>,
) {
  return participantIs(user.id, guardianAddressOf(user));
}

/**
 * `isMe` from an account id and a confirmed guardian address (none: the account alone), given
 * as values or as a prepared statement's placeholders.
 */
function participantIs(userId: string | SQLWrapper, guardianAddress: string | SQLWrapper | null) {
  return guardianAddress === null
    ? eq(cp.userId, userId)
    : or(eq(cp.userId, userId), and(eq(cp.role, 'guardian'), eq(cp.email, guardianAddress)))!;
}

const findMe = (user: SessionUser, participants: Participant[]) => {
  const email = guardianAddressOf(user);
  return (
    participants.find((one) => one.userId === user.id) ??
    (email ? participants.find((one) => one.role === 'guardian' && one.email === email) : undefined)
  );
};

/**
 * The messages a participant may read now: held messages wait for the athlete until 8 am; their
 * sender and the guardians (who got the copy by email already) read them at once. The reader is
 * a participant row's values, or the columns of participant rows joined to the messages.
 */
export function readableNow(
  now: Date | SQLWrapper,
  reader: { id: string | SQLWrapper; role: ParticipantRole | SQLWrapper },
) {
  return or(
    sql`${reader.role}::text = 'guardian'`,
    lte(m.deliverAt, now),
    sql`${m.senderParticipantId} = ${reader.id}`,
  )!;
}

/** The signed-in user's place in a conversation (a conversation is not shown to others). */
async function membership(db: Database, user: SessionUser, id: string) {
  const loaded = await loadConversation(db, id);
  const { conversation } = loaded;
  const participants = await withCurrentGuardian(db, conversation, loaded.participants);
  const me = findMe(user, participants);
  if (!me) throw new AppError('NOT_FOUND', say.notFound);
  return { conversation, participants, me };
}

/**
 * One message from a participant, after every rule that holds inside a conversation: a request
 * takes one message until it is answered, a declined one none from the coach until the athlete
 * writes, blocks and a guardian's switch stop the coach. A message from an adult to a minor in
 * quiet hours is held until 8 am in the athlete's time zone. Each guardian gets a copy.
 */
async function post(
  deps: MessagingDeps,
  conversation: Conversation,
  participants: Participant[],
  me: Participant,
  input: { text: string; clipId?: string | undefined },
  options: { counted?: boolean } = {},
) {
  const now = nowOf(deps);
  const { athleteUserId, coachUserId } = conversation;
  if (!athleteUserId || !coachUserId) throw new AppError('FORBIDDEN', say.closed);
  const fromCoachSide = me.role === 'coach' || me.role === 'staff';
  if (fromCoachSide && conversation.status === 'declined') {
    throw new AppError('FORBIDDEN', say.declined);
  }
  // What the rules below need, asked at once (each is one indexed lookup); the send is counted
  // whatever they answer, as every attempt is.
  const [athlete, alreadySent, off, blocked, guardian] = await Promise.all([
    athleteByUser(deps.db, athleteUserId),
    fromCoachSide && conversation.status === 'request'
      ? messageCountStatement(deps.db)
          .execute({ id: conversation.id })
          .then(([row]) => row?.n ?? 0)
      : 0,
    fromCoachSide ? contactOff(deps.db, athleteUserId, coachUserId) : null,
    eitherBlocked(deps.db, athleteUserId, coachUserId),
    guardianOf(deps.db, athleteUserId, partiesOf(participants)),
    options.counted
      ? null
      : countSend(
          deps.db,
          me.userId ?? `guardian:${me.id}`,
          fromCoachSide ? athleteUserId : coachUserId,
        ),
  ]);
  if (!athlete) throw new AppError('FORBIDDEN', say.closed);
  // A minor hears from no coach without the consent of their guardian: one who withdrew it, or
  // one they named since the conversation began (a date of birth given later) who has not yet
  // given it.
  if (fromCoachSide && athlete.minor && !guardian?.consented) {
    throw new AppError(
      'FORBIDDEN',
      guardian?.status === 'withdrawn' ? say.consentWithdrawn : say.consentNeeded,
    );
  }
  if (alreadySent > 0) throw new AppError('CONFLICT', say.waitForAnswer);
  if (off) throw new AppError('FORBIDDEN', off === 'all' ? say.contactOff : say.contactOffOne);
  if (blocked) throw new AppError('FORBIDDEN', say.blocked);
  // The guardians follow the athlete: a minor's guardian who consented is a participant before
  // the next message is stored, whenever they were named.
  if (athlete.minor && guardian?.consented && !guardianIn(participants, guardian.email)) {
    await deps.db
      .insert(cp)
      .values({ conversationId: conversation.id, role: 'guardian', email: guardian.email })
      .onConflictDoNothing();
    participants = (await loadConversation(deps.db, conversation.id)).participants;
  }
  // Only the guardian the athlete has now is copied; an address set aside is not.
  const people = currentParties(participants, guardian);
  // A minor's own message is copied to their guardian, or not sent.
  if (athlete.minor && !people.some((one) => one.role === 'guardian')) {
    throw new AppError('FORBIDDEN', say.consentFirst);
  }
  // The athlete (or a guardian) writing answers a request, or opens a declined one again.
  const status = fromCoachSide ? conversation.status : 'active';
  let clip: ClipRow | null = null;
  if (input.clipId) {
    [clip = null] = await deps.db
      .select(clipColumns)
      .from(highlightVideos)
      .where(
        and(eq(highlightVideos.id, input.clipId), eq(highlightVideos.profileId, athlete.profileId)),
      );
    if (!clip || me.role !== 'athlete') throw new AppError('BAD_REQUEST', say.noClip);
  }
  const deliverAt =
    fromCoachSide && athlete.minor ? nextDeliveryTime(now, timeZoneOfState(athlete.state)) : now;
  const row = {
    conversationId: conversation.id,
    senderParticipantId: me.id,
    senderRole: me.role,
    body: input.text,
    clipId: input.clipId ?? null,
    createdAt: now,
    deliverAt,
    status,
  };
  // A request takes one message until it is answered: decided with the conversation locked, so
  // sends at the same moment store one message and are told to wait.
  const message =
    fromCoachSide && conversation.status === 'request'
      ? await deps.db.transaction(async (tx) => {
          await tx.execute(sql`select 1 from ${c} where ${c.id} = ${conversation.id} for update`);
          const [sent] = await tx
            .select({ n: sql<number>`count(*)::int` })
            .from(m)
            .where(eq(m.conversationId, conversation.id));
          if ((sent?.n ?? 0) > 0) throw new AppError('CONFLICT', say.waitForAnswer);
          return saveMessage(tx, row);
        })
      : await saveMessage(deps.db, row);
  signal(deps, conversation, people);
  await copyGuardians(deps, { ...conversation, status }, people, me, message, athlete);
  return {
    conversationId: conversation.id,
    message: messageView(message, me.id, false, clip),
    heldUntil: deliverAt > now ? deliverAt.toISOString() : null,
  };
}

/**
 * The conversation's two members hear that it changed (their open pages ask again). Not waited
 * for: the change is stored, and a signal that fails only delays the pages' next look.
 */
function signal(deps: MessagingDeps, conversation: Conversation, participants: Participant[] = []) {
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

/**
 * Stores a message, and in the same statement moves the conversation's last-message time (and
 * status) and marks it read for its sender: one round trip, all or nothing.
 */
async function saveMessage(
  db: Pick<Database, 'execute'>,
  row: Omit<MessageRow, 'id' | 'removedAt'> & { status: Conversation['status'] },
): Promise<MessageRow> {
  const result = (await db.execute(sql`
    with saved as (
      insert into ${m} (conversation_id, sender_participant_id, sender_role, body, clip_id,
        created_at, deliver_at)
      values (${row.conversationId}, ${row.senderParticipantId}, ${row.senderRole}, ${row.body},
        ${row.clipId}, ${row.createdAt.toISOString()}, ${row.deliverAt.toISOString()})
      returning *),
    moved as (
      update ${c} set last_message_at = ${row.createdAt.toISOString()}, status = ${row.status}
      where id = ${row.conversationId}),
    read as (
      update ${cp} set last_read_at = ${row.createdAt.toISOString()}
      where id = ${row.senderParticipantId})
    select id, conversation_id, sender_participant_id, sender_role, body, clip_id, created_at,
      deliver_at, removed_at
    from saved`)) as unknown as { rows: Record<string, unknown>[] };
  const saved = result.rows[0]!;
  const date = (value: unknown) => (value instanceof Date ? value : new Date(String(value)));
  return {
    id: String(saved.id),
    conversationId: String(saved.conversation_id),
    senderParticipantId: saved.sender_participant_id as string | null,
    senderRole: saved.sender_role as MessageRow['senderRole'],
    body: String(saved.body),
    clipId: saved.clip_id as string | null,
    createdAt: date(saved.created_at),
    deliverAt: date(saved.deliver_at),
    removedAt: saved.removed_at === null ? null : date(saved.removed_at),
  };
}

/** Sending is limited per sender and per recipient, across instances (the database counts). */
export const sendLimits = {
  perSender: { limit: 30, windowSeconds: 300 },
  perRecipient: { limit: 60, windowSeconds: 300 },
} as const;

async function countSend(db: Database, sender: string, recipient: string) {
  const [bySender, byRecipient] = await Promise.all([
    countRequest(db, `message-from:${sender}`, sendLimits.perSender.windowSeconds),
    countRequest(db, `message-to:${recipient}`, sendLimits.perRecipient.windowSeconds),
  ]);
  if (
    bySender.hits > sendLimits.perSender.limit ||
    byRecipient.hits > sendLimits.perRecipient.limit
  ) {
    throw new AppError(
      'RATE_LIMITED',
      'Too many messages in a short time. Please wait a few minutes.',
    );
  }
}

/** Sends a message in a conversation the user is part of. */
export async function sendMessage(
  deps: MessagingDeps,
  user: SessionUser,
  conversationId: string,
  input: { text: string; clipId?: string | undefined },
  options: { counted?: boolean } = {},
) {
  const { conversation, participants, me } = await membership(deps.db, user, conversationId);
  return post(deps, conversation, participants, me, input, options);
}

type MessageRow = typeof m.$inferSelect;

/** An attached highlight clip as a message shows it: only a clip that plays. */
type ClipRow = {
  title: string | null;
  url: string | null;
  provider: string | null;
  status: string | null;
  captionsUrl: string | null;
};
const clipOf = (clip: ClipRow | null | undefined) =>
  clip?.url && clip.status === 'ready'
    ? {
        title: clip.title ?? 'Highlight video',
        url: clip.url,
        srcType: clip.provider === 'livepeer' ? ('hls' as const) : ('file' as const),
        captionsUrl: clip.captionsUrl,
      }
    : null;

const clipColumns = {
  title: highlightVideos.title,
  url: highlightVideos.url,
  provider: highlightVideos.provider,
  status: highlightVideos.status,
  captionsUrl: highlightVideos.captionsUrl,
};

/** What a member reads of a message: its text, unless it was removed or a moderator holds it. */
function messageView(
  row: MessageRow,
  viewerParticipantId: string | null,
  isHeld = false,
  clip: ClipRow | null = null,
) {
  const hidden = row.removedAt !== null || isHeld;
  return {
    id: row.id,
    fromRole: row.senderRole,
    mine: row.senderParticipantId !== null && row.senderParticipantId === viewerParticipantId,
    text: row.removedAt
      ? 'Message removed: account deleted'
      : isHeld
        ? 'Message held by a moderator.'
        : row.body,
    removed: row.removedAt !== null || isHeld,
    clipId: row.clipId,
    clip: hidden ? null : clipOf(clip),
    sentAt: row.createdAt.toISOString(),
    deliverAt: row.deliverAt.toISOString(),
  };
}

/**
 * Every guardian of the conversation gets the message by email with a link that opens this
 * thread for them (single-purpose, expiring; a new one per mail). Their own messages are not
 * mailed back to them.
 */
async function copyGuardians(
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

async function threadView(
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
      ? athleteByUser(deps.db, conversation.athleteUserId)
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

async function answerAs(
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

/** One side blocks the other: nothing more is sent either way until it is lifted. */
export async function blockOtherSide(deps: MessagingDeps, user: SessionUser, id: string) {
  const { conversation, me } = await membership(deps.db, user, id);
  if (me.role === 'guardian') throw new AppError('FORBIDDEN', say.guardianSwitches);
  const other = otherSideOf(conversation, user.id);
  if (!other) return { blocked: true as const };
  await deps.db
    .insert(messageBlocks)
    .values({ blockerUserId: user.id, blockedUserId: other })
    .onConflictDoNothing();
  signal(deps, conversation);
  return { blocked: true as const };
}

/** Lifts the user's own block of the other side (a block by the other side stays). */
export async function unblockOtherSide(deps: MessagingDeps, user: SessionUser, id: string) {
  const { conversation, me } = await membership(deps.db, user, id);
  if (me.role === 'guardian') throw new AppError('FORBIDDEN', say.guardianSwitches);
  const other = otherSideOf(conversation, user.id);
  if (other) {
    await deps.db
      .delete(messageBlocks)
      .where(and(eq(messageBlocks.blockerUserId, user.id), eq(messageBlocks.blockedUserId, other)));
    signal(deps, conversation);
  }
  return { blocked: false as const };
}

const otherSideOf = (conversation: Conversation, userId: string) =>
  userId === conversation.coachUserId
    ? conversation.athleteUserId
    : userId === conversation.athleteUserId
      ? conversation.coachUserId
      : null;

async function hasBlocked(db: Database, blocker: string, blocked: string) {
  const [row] = await db
    .select({ one: sql`1` })
    .from(messageBlocks)
    .where(and(eq(messageBlocks.blockerUserId, blocker), eq(messageBlocks.blockedUserId, blocked)));
  return Boolean(row);
}

/**
 * An athlete who has turned 18 takes their guardians off a conversation they were copied on as a
 * minor: they get no more copies and lose the thread. While the athlete is a minor nobody can.
 */
export async function removeGuardians(deps: MessagingDeps, user: SessionUser, id: string) {
  const { conversation, participants, me } = await membership(deps.db, user, id);
  if (me.role !== 'athlete') throw new AppError('FORBIDDEN', say.athleteRemovesGuardians);
  const athlete = await athleteByUser(deps.db, user.id);
  if (!athlete || athlete.minor) throw new AppError('FORBIDDEN', say.guardiansStayForMinors);
  await deps.db
    .delete(cp)
    .where(and(eq(cp.conversationId, conversation.id), eq(cp.role, 'guardian')));
  signal(deps, conversation, participants);
  return { guardians: 0 as const };
}

/**
 * What a guardian has switched off for their child: every coach, and each coach by name (the
 * /guardian page, where each can be switched back on).
 */
export async function contactSettingsOf(db: Database, athleteUserId: string) {
  const rows = await db
    .select({ coachUserId: contactSwitches.coachUserId, name: users.name })
    .from(contactSwitches)
    .leftJoin(users, eq(users.id, contactSwitches.coachUserId))
    .where(eq(contactSwitches.athleteUserId, athleteUserId))
    .orderBy(asc(contactSwitches.createdAt));
  const coaches = new Map<string, string>();
  for (const row of rows) if (row.coachUserId) coaches.set(row.coachUserId, row.name ?? '');
  return {
    allCoachesOff: rows.some((row) => row.coachUserId === null),
    coachesOff: [...coaches].map(([coachUserId, name]) => ({ coachUserId, name })),
  };
}

/**
 * A guardian switches contact for their child on or off: from every coach (coachUserId null) or
 * from one. Switching on removes the switch whoever of the child's guardians set it.
 */
export async function setContact(
  deps: MessagingDeps,
  input: {
    athleteUserId: string;
    coachUserId: string | null;
    guardianEmail: string;
    allowed: boolean;
  },
) {
  const { athleteUserId, coachUserId } = input;
  const which = and(
    eq(contactSwitches.athleteUserId, athleteUserId),
    coachUserId === null
      ? isNull(contactSwitches.coachUserId)
      : eq(contactSwitches.coachUserId, coachUserId),
  );
  if (input.allowed) {
    await deps.db.delete(contactSwitches).where(which);
  } else {
    await deps.db
      .insert(contactSwitches)
      .values({ athleteUserId, coachUserId, guardianEmail: input.guardianEmail })
      .onConflictDoNothing();
  }
  void deps.signals?.changed([athleteUserId]).catch(() => {});
  return contactSettingsOf(deps.db, athleteUserId);
}

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
  const participants = await withCurrentGuardian(deps.db, conversation, loaded.participants);
  if (!participants.some((one) => one.id === link.participant.id)) {
    throw new AppError('NOT_FOUND', say.linkExpired);
  }
  return { conversation, participants, me: link.participant };
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
  const { conversation, participants, me } = await guardianByLink(deps, token);
  return post(deps, conversation, participants, me, input);
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

/** A signed-in guardian switches contact off from one of their child's conversations. */
export async function switchOffAsMember(
  deps: MessagingDeps,
  user: SessionUser,
  id: string,
  scope: 'this-coach' | 'all-coaches',
) {
  const { conversation, me } = await membership(deps.db, user, id);
  if (me.role !== 'guardian') throw new AppError('FORBIDDEN', say.guardiansOnly);
  return switchOff(deps, conversation, me, scope);
}

async function switchOff(
  deps: MessagingDeps,
  conversation: Conversation,
  me: Participant,
  scope: 'this-coach' | 'all-coaches',
) {
  // An athlete who deleted their account has nobody left to protect here.
  if (!conversation.athleteUserId) return { contactOff: scope };
  await deps.db
    .insert(contactSwitches)
    .values({
      athleteUserId: conversation.athleteUserId,
      coachUserId: scope === 'all-coaches' ? null : conversation.coachUserId,
      guardianEmail: me.email ?? '',
    })
    .onConflictDoNothing();
  return { contactOff: scope };
}

/**
 * A reported message's whole conversation, for the administrator who reads the report: every
 * message as stored (held ones included, marked), with who wrote it. Only the admin-reports
 * module calls this, after checking the report and recording the reading.
 */
export async function conversationForModeration(db: Database, messageId: string) {
  const [reported] = await db
    .select({ conversationId: m.conversationId })
    .from(m)
    .where(eq(m.id, messageId));
  if (!reported) return null;
  const people = await db
    .select({ id: cp.id, role: cp.role, name: users.name })
    .from(cp)
    .leftJoin(users, eq(users.id, cp.userId))
    .where(eq(cp.conversationId, reported.conversationId));
  const rows = await db
    .select({ message: m, held: held('message', m.id) })
    .from(m)
    .where(eq(m.conversationId, reported.conversationId))
    .orderBy(asc(m.createdAt))
    .limit(500);
  const nameOf = (participantId: string | null, role: string) => {
    const person = people.find((one) => one.id === participantId);
    return role === 'guardian' ? 'Parent or guardian' : (person?.name ?? 'Deleted account');
  };
  return {
    conversationId: reported.conversationId,
    reportedMessageId: messageId,
    participants: people.map((one) => ({
      role: one.role,
      name: one.role === 'guardian' ? 'Parent or guardian' : (one.name ?? 'Deleted account'),
    })),
    messages: rows.map(({ message, held: isHeld }) => ({
      id: message.id,
      fromRole: message.senderRole,
      from: nameOf(message.senderParticipantId, message.senderRole),
      text: message.removedAt ? null : message.body,
      sentAt: message.createdAt.toISOString(),
      held: isHeld,
      reported: message.id === messageId,
    })),
  };
}
