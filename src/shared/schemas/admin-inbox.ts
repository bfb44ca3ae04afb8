import { messageStatuses } from '../admin';
import { adminPageQuery } from './admin';
import { lineText, multilineText } from './text';
import { z } from './zod';

// The admin inbox: contact and support-chat messages with their answers, and the newsletter's
// confirmed subscribers. Safety reports have their schemas in ./reports.ts.

/** The message lists of the inbox: one status, or all of them. */
export const messageStatusFilters = [...messageStatuses, 'all'] as const;
export type MessageStatusFilter = (typeof messageStatusFilters)[number];

/** GET /api/admin/messages */
export const messageListQuerySchema = z
  .object({
    ...adminPageQuery,
    status: z.enum(messageStatusFilters).default('all'),
    /** part of the sender's email or of the subject */
    search: lineText().trim().max(200, 'Please search for at most 200 characters').optional(),
  })
  .strict();
export type MessageListQuery = z.output<typeof messageListQuerySchema>;

export const messageIdParamSchema = z.object({
  id: z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, {
    error: 'There is no message with this id.',
  }),
});

const messageStatusSchema = z.enum(messageStatuses);

/** One message in the inbox list. */
export const messageSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  /** the start of the message, for the list */
  preview: z.string(),
  status: messageStatusSchema,
  replyCount: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MessageSummary = z.infer<typeof messageSummarySchema>;

/** How many messages each status holds (with the search applied), and all of them. */
export const messageCountsSchema = z.object({
  new: z.number(),
  answered: z.number(),
  closed: z.number(),
  all: z.number(),
});
export type MessageCounts = z.infer<typeof messageCountsSchema>;

export const messageListSchema = z.object({
  items: z.array(messageSummarySchema),
  nextCursor: z.string().nullable(),
  counts: messageCountsSchema,
});
export type MessageList = z.infer<typeof messageListSchema>;

/** An administrator's answer, as the thread shows it. */
export const messageReplySchema = z.object({
  id: z.string(),
  authorName: z.string(),
  body: z.string(),
  createdAt: z.string(),
});
export type MessageReply = z.infer<typeof messageReplySchema>;

/** GET /api/admin/messages/{id}: the message and its answers, oldest first. */
export const messageThreadSchema = messageSummarySchema
  .omit({ preview: true, replyCount: true })
  .extend({
    message: z.string(),
    replies: z.array(messageReplySchema),
  });
export type MessageThread = z.infer<typeof messageThreadSchema>;

/** POST /api/admin/messages/{id}/reply */
export const messageReplyInputSchema = z
  .object({
    body: multilineText({ error: 'Please write your answer' })
      .trim()
      .min(1, 'Please write your answer')
      .max(5000, 'Your answer must be at most 5000 characters'),
  })
  .strict();
export type MessageReplyInput = z.input<typeof messageReplyInputSchema>;

/** POST /api/admin/messages/{id}/status */
export const messageStatusInputSchema = z
  .object({ status: z.enum(messageStatuses, { error: 'Choose new, answered or closed' }) })
  .strict();
export type MessageStatusInput = z.infer<typeof messageStatusInputSchema>;

/** GET /api/admin/newsletter */
export const subscriberListQuerySchema = z.object({ ...adminPageQuery }).strict();
export type SubscriberListQuery = z.output<typeof subscriberListQuerySchema>;

export const subscriberSchema = z.object({
  id: z.string(),
  email: z.string(),
  confirmedAt: z.string(),
  createdAt: z.string(),
});
export type Subscriber = z.infer<typeof subscriberSchema>;

export const subscriberListSchema = z.object({
  items: z.array(subscriberSchema),
  nextCursor: z.string().nullable(),
  /** every confirmed subscriber, not only this page */
  total: z.number(),
});
export type SubscriberList = z.infer<typeof subscriberListSchema>;
