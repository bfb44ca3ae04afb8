import { AppError } from '#server/http/app-error';

/** The answer to a look-up or an action on a message that does not exist. */
export const noSuchMessage = () => new AppError('NOT_FOUND', 'There is no message with this id.');

/** The audit row's target for an action on a message: its sender's address and its subject. */
export const messageTarget = (message: { id: string; email: string; subject: string }) => ({
  targetType: 'message' as const,
  targetId: message.id,
  targetLabel: `${message.email}: ${message.subject}`,
});
