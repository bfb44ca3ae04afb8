import { eq } from 'drizzle-orm';
import type { MessageStatus } from '#shared/admin';
import type { MessageThread } from '#shared/schemas/admin-inbox';
import type { Database } from '#server/db/client';
import { contactMessages } from '#server/db/schema/contact-messages';
import { recordAudit, type AdminActor } from '#server/modules/admin';
import { getMessageThread } from './list-messages';
import { messageTarget, noSuchMessage } from './message-target';

/**
 * Moves a message to another status (closes it, reopens it). Setting the status it has changes
 * nothing and records nothing.
 */
export async function setMessageStatus(
  db: Database,
  input: { messageId: string; status: MessageStatus; actor: AdminActor },
): Promise<MessageThread> {
  await db.transaction(async (tx) => {
    const [message] = await tx
      .select({
        id: contactMessages.id,
        email: contactMessages.email,
        subject: contactMessages.subject,
        status: contactMessages.status,
      })
      .from(contactMessages)
      .where(eq(contactMessages.id, input.messageId))
      .for('update');
    if (!message) throw noSuchMessage();
    if (message.status === input.status) return;
    await tx
      .update(contactMessages)
      .set({ status: input.status })
      .where(eq(contactMessages.id, message.id));
    await recordAudit(tx, input.actor, {
      action: 'message.status',
      ...messageTarget(message),
      before: { status: message.status },
      after: { status: input.status },
    });
  });
  return getMessageThread(db, input.messageId);
}
