import { z } from './zod';
import { emailAddress } from './email-address';
import { lineText } from './text';
import { coachTypes } from '../account-fields';
import { coachLevels, verificationStatuses } from '../recruiting';

// Coaches: their standing, verification and public page (docs/product.md#coach-verification).

const optionalLine = (max: number, label: string) =>
  lineText()
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .optional()
    .transform((value) => value || undefined);

/** POST /api/me/coach/verification */
export const verificationRequestSchema = z
  .object({
    institution: lineText({ error: 'Name your school, college or program.' })
      .trim()
      .min(2, 'Name your school, college or program.')
      .max(120, 'Keep the name under 120 characters.'),
    level: z.enum(coachLevels, { error: 'Choose the level you coach at.' }),
    title: optionalLine(80, 'Title'),
    domainEmail: emailAddress.optional().or(z.literal('').transform(() => undefined)),
    staffPageUrl: z
      .url({
        protocol: /^https?$/,
        error: 'Give the full address of the page, starting with https://',
      })
      .max(500, 'That address is too long.')
      .optional()
      .or(z.literal('').transform(() => undefined)),
  })
  .strict();
export type VerificationRequestInput = z.output<typeof verificationRequestSchema>;
export type VerificationRequestForm = z.input<typeof verificationRequestSchema>;

/** POST /api/me/coach/verification/code */
export const verificationCodeSchema = z
  .object({
    code: z
      .string()
      .trim()
      .regex(/^\d{6}$/, 'The code is six digits.'),
  })
  .strict();

export const verificationRequestViewSchema = z.object({
  id: z.string(),
  status: z.enum(verificationStatuses),
  institution: z.string(),
  level: z.enum(coachLevels),
  /** masked: "jo••••@state.edu" (maskEmail) */
  domainEmail: z.string().nullable(),
  staffPageUrl: z.string().nullable(),
  /** the administrator's reason for a rejection */
  reason: z.string().nullable(),
  codeExpiresAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  createdAt: z.string(),
  /** after a rejection: the day the coach may ask again */
  retryFrom: z.string().nullable(),
});

export const coachBadgeSchema = z.object({
  institution: z.string(),
  level: z.enum(coachLevels),
  sport: z.string(),
  /** "Verified · {institution} · {level}" */
  text: z.string(),
  expiresAt: z.string(),
});
export type CoachBadgeView = z.infer<typeof coachBadgeSchema>;

/** GET /api/me/coach: the signed-in user's standing as a coach. */
export const coachStandingSchema = z.object({
  coach: z.boolean(),
  verified: z.boolean(),
  badge: coachBadgeSchema.nullable(),
  profile: z
    .object({
      firstName: z.string(),
      lastName: z.string(),
      coachType: z.enum(coachTypes),
      sport: z.string(),
      title: z.string().nullable(),
      institution: z.string().nullable(),
    })
    .nullable(),
  request: verificationRequestViewSchema.nullable(),
});
export type CoachStanding = z.infer<typeof coachStandingSchema>;

/** GET /api/coaches/{id}: a verified coach's public page, nothing more. */
export const coachPageSchema = z.object({
  id: z.string(),
  name: z.string(),
  title: z.string().nullable(),
  institution: z.string(),
  level: z.enum(coachLevels),
  sports: z.array(z.string()),
  badge: z.string(),
});
export type CoachPage = z.infer<typeof coachPageSchema>;

export const coachIdParamSchema = z.object({
  id: z.string().regex(/^[\w-]{1,64}$/, 'We could not find that coach.'),
});

/** GET /api/admin/verifications */
export const verificationQueueQuerySchema = z.object({
  show: z.enum(['waiting', 'decided']).default('waiting'),
});

export const verificationQueueItemSchema = z.object({
  id: z.string(),
  userId: z.string(),
  name: z.string(),
  accountEmail: z.string(),
  coachType: z.enum(coachTypes).nullable(),
  sport: z.string().nullable(),
  title: z.string().nullable(),
  institution: z.string(),
  level: z.enum(coachLevels),
  domainEmail: z.string().nullable(),
  emailConfirmed: z.boolean(),
  staffPageUrl: z.string().nullable(),
  status: z.enum(verificationStatuses),
  reason: z.string().nullable(),
  reviewerEmail: z.string().nullable(),
  requestedAt: z.string(),
  reviewedAt: z.string().nullable(),
});
export type VerificationQueueItem = z.infer<typeof verificationQueueItemSchema>;
export const verificationQueueSchema = z.object({ items: z.array(verificationQueueItemSchema) });

export const verificationIdParamSchema = z.object({ id: z.uuid('No such request.') });

/** POST /api/admin/verifications/{id}/reject */
export const verificationRejectSchema = z
  .object({
    reason: lineText({ error: 'Say why, so the coach can fix it.' })
      .trim()
      .min(5, 'Say why, so the coach can fix it.')
      .max(300, 'Keep the reason under 300 characters.'),
  })
  .strict();
