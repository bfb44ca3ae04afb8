import { asc, eq } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { user as users } from '#server/db/schema/auth';
import { conversationParticipants as cp, messages as m } from '#server/db/schema/messaging';
import { held } from '#server/modules/reports';

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
