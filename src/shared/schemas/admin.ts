import { auditTargetTypes } from '../admin';
import { encodedPageLink, pageLinkMessage } from './keyset-cursor';
import { lineText } from './text';
import { z } from './zod';

export * from '../admin';

// What every part of the admin dashboard shares: the page links of its lists, the audit log,
// and the kinds and states its tables store. Each part's own schemas sit beside it
// (admin-members.ts, admin-inbox.ts, admin-payments.ts, admin-showcase.ts).

export const adminCursorMessage = pageLinkMessage;

/** A keyset page link as the server wrote it (base64url); anything else is refused. */
export const adminCursorSchema = encodedPageLink(400, adminCursorMessage);

/** `limit` and `cursor` of every admin list. */
export const adminPageQuery = {
  limit: z.coerce.number().int().min(1).max(100).default(25),
  cursor: adminCursorSchema.optional(),
};

/**
 * GET /api/admin/access: the administrator the dashboard opens for. A cheap answer for its gate,
 * which needs only to know whether the admin API lets this session in.
 */
export const adminAccessSchema = z.object({ id: z.string(), email: z.string() });

/** GET /api/admin/audit */
export const auditListQuerySchema = z
  .object({
    ...adminPageQuery,
    /** an action ("member.ban") or a family of them ("member") */
    action: z
      .string()
      .regex(/^[a-z_]+(\.[a-z_-]+)?$/, 'Choose an action from the list.')
      .max(60)
      .optional(),
    targetType: z.enum(auditTargetTypes).optional(),
    /** an id, typed or followed from a link: one line, as no id holds a control character */
    targetId: lineText().min(1).max(200).optional(),
    actorId: lineText().min(1).max(200).optional(),
  })
  .strict();
export type AuditListQuery = z.output<typeof auditListQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  actorId: z.string(),
  actorEmail: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  targetLabel: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditListSchema = z.object({
  items: z.array(auditEntrySchema),
  nextCursor: z.string().nullable(),
});
export type AuditList = z.infer<typeof auditListSchema>;
