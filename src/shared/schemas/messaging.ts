import { MESSAGE_MAX, messagingMessages } from '../messaging';
import { lineText, multilineText } from './text';
import { z } from './zod';

// Messaging (docs/product.md#messaging): what the routes take and give.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const uuid = (error: string) => z.string().regex(UUID, { error });

/** A message as typed: kept as is (shown escaped), tabs and line breaks the only controls. */
export const messageTextSchema = multilineText({ error: messagingMessages.empty })
  .max(MESSAGE_MAX, messagingMessages.tooLong)
  .refine((text) => text.trim().length > 0, { error: messagingMessages.empty });

export const sendMessageSchema = z
  .object({ text: messageTextSchema, clipId: uuid(messagingMessages.noClip).optional() })
  .strict();
export const startWithAthleteSchema = z
  .object({ athleteId: uuid('We could not find that athlete.'), text: messageTextSchema })
  .strict();
export const startWithCoachSchema = z
  .object({ coachId: lineText().min(1).max(100), text: messageTextSchema })
  .strict();
export const answerRequestSchema = z.object({ answer: z.enum(['accept', 'decline']) }).strict();
export const contactOffSchema = z.object({ scope: z.enum(['this-coach', 'all-coaches']) }).strict();

export const conversationIdParamSchema = z
  .object({ id: uuid(messagingMessages.notFound) })
  .strict();
export const athleteIdParamSchema = z
  .object({ athleteId: uuid('We could not find that athlete.') })
  .strict();
/** A guardian's thread link token: 32 random bytes, base64url. */
export const guardianTokenParamSchema = z
  .object({ token: z.string().regex(/^[\w-]{43}$/, { error: messagingMessages.linkExpired }) })
  .strict();

const roles = z.enum(['athlete', 'coach', 'guardian', 'staff']);
const statuses = z.enum(['request', 'active', 'declined']);

export const messageSchema = z.object({
  id: z.string(),
  fromRole: roles,
  mine: z.boolean(),
  text: z.string(),
  removed: z.boolean(),
  clipId: z.string().nullable(),
  /** an attached highlight clip that plays (the athlete's own) */
  clip: z
    .object({
      title: z.string(),
      url: z.string(),
      srcType: z.enum(['file', 'hls']),
      /** the athlete's captions for it, null when none */
      captionsUrl: z.string().nullable(),
    })
    .nullable(),
  sentAt: z.string(),
  deliverAt: z.string(),
});
export const sentMessageSchema = z.object({
  conversationId: z.string(),
  message: messageSchema,
  /** when the message is held for the athlete's quiet hours: its delivery time */
  heldUntil: z.string().nullable(),
});
export const conversationSummarySchema = z.object({
  id: z.string(),
  status: statuses,
  myRole: roles,
  with: z.array(z.object({ role: roles, name: z.string() })),
  athleteProfileId: z.string().nullable(),
  lastMessageAt: z.string(),
  unread: z.number(),
});
export const threadSchema = z.object({
  id: z.string(),
  status: statuses,
  myRole: roles,
  athleteProfileId: z.string(),
  /** the signed-in member has blocked the other side (they may lift it) */
  blockedByMe: z.boolean(),
  /** the athlete, now 18, may take the guardians off this conversation */
  mayRemoveGuardians: z.boolean(),
  participants: z.array(z.object({ role: roles, name: z.string(), isMe: z.boolean() })),
  messages: z.array(messageSchema),
});
export const mayMessageSchema = z.union([
  z.object({ allowed: z.literal(true), conversationId: z.string().nullable() }),
  z.object({
    allowed: z.literal(false),
    reason: z.string(),
    rule: z.string(),
    from: z.object({ year: z.number(), month: z.number(), day: z.number() }).optional(),
  }),
]);

/** GET and PUT /api/messages/settings */
export const messagingPreferencesSchema = z.object({ unreadEmails: z.boolean() }).strict();

export type Message = z.infer<typeof messageSchema>;
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;
export type Thread = z.infer<typeof threadSchema>;
export type MayMessage = z.infer<typeof mayMessageSchema>;
