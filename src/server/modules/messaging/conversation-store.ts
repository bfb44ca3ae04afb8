// The storage of conversations, their participants and messages: the queries and the writes.
import { and, eq, sql } from 'drizzle-orm';
import { messagingMessages as say } from '#shared/messaging';
import type { Database } from '#server/db/client';
import { preparedPerDatabase } from '#server/db/prepared';
import {
  conversationParticipants as cp,
  conversations as c,
  messages as m,
} from '#server/db/schema/messaging';
import { AppError } from '#server/http/app-error';
import type { Athlete } from './parties';
import type { Conversation, MessageRow } from './messaging-deps';

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

export async function loadConversation(db: Database, id: string) {
  const [[conversation], participants] = await Promise.all([
    conversationStatement(db).execute({ id }),
    participantsStatement(db).execute({ id }),
  ]);
  if (!conversation) throw new AppError('NOT_FOUND', say.notFound);
  return { conversation, participants };
}

export const loadParticipants = (db: Database, id: string) =>
  participantsStatement(db).execute({ id });

export async function countMessages(db: Database, conversationId: string) {
  const [row] = await messageCountStatement(db).execute({ id: conversationId });
  return row?.n ?? 0;
}

/** The conversation of this athlete and this coach, if they have one (one per pair). */
export async function findPair(db: Database, athleteUserId: string, coachUserId: string) {
  const [row] = await db
    .select()
    .from(c)
    .where(and(eq(c.athleteUserId, athleteUserId), eq(c.coachUserId, coachUserId)));
  return row ?? null;
}

type NewMessage = Omit<MessageRow, 'id' | 'removedAt'> & { status: Conversation['status'] };

/**
 * The conversation, its participants (the athlete, the coach and the guardian given) and its
 * first message, in one transaction; null when the pair has one already (the pair is unique: two
 * first messages at the same moment make one conversation).
 */
export async function createConversation(
  db: Database,
  input: {
    athlete: Athlete;
    coachUserId: string;
    senderUserId: string;
    guardianEmail: string | null;
    status: Conversation['status'];
    message: Pick<NewMessage, 'body' | 'createdAt' | 'deliverAt'>;
  },
) {
  const { athlete, coachUserId, guardianEmail, status, message: first } = input;
  return db.transaction(async (tx) => {
    const [conversation] = await tx
      .insert(c)
      .values({
        athleteProfileId: athlete.profileId,
        athleteUserId: athlete.userId,
        coachUserId,
        startedByUserId: input.senderUserId,
        status,
        lastMessageAt: first.createdAt,
      })
      .onConflictDoNothing()
      .returning();
    if (!conversation) return null;
    const participants = await tx
      .insert(cp)
      .values([
        { conversationId: conversation.id, role: 'athlete', userId: athlete.userId },
        { conversationId: conversation.id, role: 'coach', userId: coachUserId },
        ...(guardianEmail
          ? [{ conversationId: conversation.id, role: 'guardian' as const, email: guardianEmail }]
          : []),
      ])
      .returning();
    const me = participants.find((one) => one.userId === input.senderUserId)!;
    const message = await saveMessage(tx, {
      conversationId: conversation.id,
      senderParticipantId: me.id,
      senderRole: me.role,
      clipId: null,
      status,
      ...first,
    });
    return { conversation, participants, me, message };
  });
}

/** Makes a guardian a participant (once: a second add at the same moment changes nothing). */
export async function addGuardian(db: Database, conversationId: string, email: string) {
  await db.insert(cp).values({ conversationId, role: 'guardian', email }).onConflictDoNothing();
}

/**
 * A request's one message: decided with the conversation locked, so sends at the same moment
 * store one message and are told to wait.
 */
export async function saveOnlyMessage(db: Database, row: NewMessage) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from ${c} where ${c.id} = ${row.conversationId} for update`);
    const [sent] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(m)
      .where(eq(m.conversationId, row.conversationId));
    if ((sent?.n ?? 0) > 0) throw new AppError('CONFLICT', say.waitForAnswer);
    return saveMessage(tx, row);
  });
}

/**
 * Stores a message, and in the same statement moves the conversation's last-message time (and
 * status) and marks it read for its sender: one round trip, all or nothing.
 */
export async function saveMessage(
  db: Pick<Database, 'execute'>,
  row: NewMessage,
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
