import { z } from './zod';
import { encodedPageLink } from './keyset-cursor';
import { lineText } from './text';
import { reportReasons, reportStatuses, reportTargetTypes } from '../privacy';

// The admin inbox of safety reports. What anyone may send (POST /api/reports) and the receipt
// they get are in ./privacy.ts, beside the other minors' safety texts.

/** GET /api/admin/reports */
export const reportListQuerySchema = z.object({
  status: z.enum(reportStatuses).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  cursor: encodedPageLink(200).optional(),
});
export type ReportListQuery = z.output<typeof reportListQuerySchema>;

/** One report as the admin inbox shows it. */
export const reportSchema = z.object({
  id: z.string(),
  /** the short code the reporter's receipt quotes */
  reference: z.string(),
  targetType: z.enum(reportTargetTypes),
  targetId: z.string(),
  /** what was reported and its page; null once it was deleted */
  target: z.object({ title: z.string(), url: z.string() }).nullable(),
  /** true while a moderator keeps the target off the site */
  held: z.boolean(),
  reason: z.enum(reportReasons),
  details: z.string().nullable(),
  reporterUserId: z.string().nullable(),
  reporterEmail: z.string().nullable(),
  status: z.enum(reportStatuses),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
  resolvedBy: z.string().nullable(),
});
export type Report = z.infer<typeof reportSchema>;

export const reportListSchema = z.object({
  items: z.array(reportSchema),
  nextCursor: z.string().nullable(),
});
export type ReportList = z.infer<typeof reportListSchema>;

export const reportIdParamSchema = z.object({
  id: z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, {
    error: 'There is no report with this id.',
  }),
});

/** POST /api/admin/reports/{id}/hold: the reason is what the owner of a held profile is told. */
export const holdInputSchema = z
  .object({
    reason: lineText({ error: 'Please give a reason for the hold' })
      .trim()
      .min(3, 'Please give a reason for the hold')
      .max(500, 'Please keep the reason under 500 characters'),
  })
  .strict();
export type HoldInput = z.infer<typeof holdInputSchema>;

/** GET /api/admin/reports/messages/{messageId}/conversation */
export const reportedMessageParamSchema = z
  .object({
    messageId: z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, {
      error: 'No report names this message.',
    }),
  })
  .strict();

const participantRole = z.enum(['athlete', 'coach', 'guardian', 'staff']);

/** A reported message's conversation as the administrator reads it (each reading audited). */
export const reportedConversationSchema = z.object({
  conversationId: z.string(),
  reportedMessageId: z.string(),
  participants: z.array(z.object({ role: participantRole, name: z.string() })),
  messages: z.array(
    z.object({
      id: z.string(),
      fromRole: participantRole,
      from: z.string(),
      /** null: removed with its sender's account */
      text: z.string().nullable(),
      sentAt: z.string(),
      held: z.boolean(),
      reported: z.boolean(),
    }),
  ),
});
export type ReportedConversation = z.infer<typeof reportedConversationSchema>;
