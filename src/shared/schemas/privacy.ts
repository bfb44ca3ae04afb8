import { z } from './zod';
import { emailAddress } from './email-address';
import { multilineText } from './text';
import {
  guardianVisibilities,
  ageGroupOn,
  birthDateOf,
  consentStatuses,
  privacyMessages,
  profileVisibilities,
  reportReasons,
  reportTargetTypes,
  reportStatuses,
} from '../privacy';
import { locales } from '../locales';

export * from '../privacy';

/** A month (1–12) or year as a select sends it: digits only. */
const birthPart = (message: string, pattern: RegExp) =>
  z
    .string({ error: message })
    .trim()
    .regex(pattern, message)
    .transform(Number)
    .or(z.number({ error: message }).int());

/** The sign-up forms' date of birth and, for athletes under 18, their guardian's address. */
export const birthFields = {
  birthMonth: birthPart(privacyMessages.birthMonthRequired, /^(0?[1-9]|1[0-2])$/).refine(
    (month) => month >= 1 && month <= 12,
    privacyMessages.birthMonthRequired,
  ),
  birthYear: birthPart(privacyMessages.birthYearRequired, /^(19|20)\d\d$/).refine(
    (year) => year >= 1900 && year <= 2100,
    privacyMessages.birthYearRequired,
  ),
  guardianEmail: z
    .string()
    .trim()
    .toLowerCase()
    .max(254)
    .optional()
    .transform((value) => (value ? value : undefined)),
};

/**
 * The age rules on a sign-up's date of birth: under 13 is refused (on birthYear, the field the
 * form shows the explanation under); 13 to 17 need a valid guardian address that is not their own.
 */
export function checkBirthFields(
  value: { birthMonth?: number; birthYear?: number; guardianEmail?: string; email: string },
  ctx: z.RefinementCtx,
  today = new Date(),
): void {
  if (value.birthMonth === undefined || value.birthYear === undefined) return;
  const group = ageGroupOn(birthDateOf({ year: value.birthYear, month: value.birthMonth }), today);
  if (group === 'child') {
    ctx.addIssue({ code: 'custom', path: ['birthYear'], message: privacyMessages.underMinimumAge });
    return;
  }
  if (group !== 'minor') return;
  if (!value.guardianEmail) {
    ctx.addIssue({
      code: 'custom',
      path: ['guardianEmail'],
      message: privacyMessages.guardianEmailRequired,
    });
  } else if (!emailAddress.safeParse(value.guardianEmail).success) {
    ctx.addIssue({
      code: 'custom',
      path: ['guardianEmail'],
      message: 'Please enter a valid email address',
    });
  } else if (value.guardianEmail === value.email.trim().toLowerCase()) {
    ctx.addIssue({
      code: 'custom',
      path: ['guardianEmail'],
      message: privacyMessages.guardianEmailSameAsOwn,
    });
  }
}

/** PUT /api/me/privacy/guardian: the athlete names another parent or guardian. */
export const guardianChangeSchema = z
  .object({
    guardianEmail: emailAddress.transform((address) => address.toLowerCase()),
  })
  .strict();
export type GuardianChange = z.infer<typeof guardianChangeSchema>;

/** PUT /api/me/privacy */
export const visibilityUpdateSchema = z
  .object({ visibility: z.enum(profileVisibilities) })
  .strict();

/** What an athlete (or their guardian) is told about who sees the profile and why. */
export const privacyStatusSchema = z.object({
  /** the athlete profile this is about */
  profileId: z.string(),
  visibility: z.enum(profileVisibilities),
  /** the widest setting the owner may choose: for a minor, what their guardian allowed */
  widestAllowed: z.enum(profileVisibilities),
  /** true when lists and search show the profile to members (and to visitors if public) */
  listed: z.boolean(),
  /** why the profile is kept out of lists, in the order the owner can act on them */
  hiddenBecause: z.array(z.enum(['email-unconfirmed', 'consent-needed', 'private', 'moderation'])),
  moderationReason: z.string().nullable(),
  /** null for adults and for profiles without a date of birth */
  consent: z
    .object({
      status: z.enum(consentStatuses),
      /** the guardian's address, partly masked */
      guardianEmail: z.string(),
      sentAt: z.string(),
      expiresAt: z.string(),
      expired: z.boolean(),
      allowedVisibility: z.enum(guardianVisibilities),
    })
    .nullable(),
});
export type PrivacyStatus = z.infer<typeof privacyStatusSchema>;

/** GET /api/consent/{token}: what the guardian is asked about. */
export const consentRequestSchema = z.object({
  athleteFirstName: z.string(),
  athleteName: z.string(),
  status: z.enum(consentStatuses),
  expired: z.boolean(),
  expiresAt: z.string(),
  decidedAt: z.string().nullable(),
  allowedVisibility: z.enum(guardianVisibilities),
  siteName: z.string(),
});
export type ConsentRequest = z.infer<typeof consentRequestSchema>;

/** POST /api/consent/{token} */
/** The language of the page the guardian decides on: the one they are written to in after. */
const decidedIn = { language: z.enum(locales).optional() };
export const consentDecisionSchema = z.discriminatedUnion('decision', [
  z
    .object({
      decision: z.literal('grant'),
      visibility: z.enum(guardianVisibilities),
      ...decidedIn,
    })
    .strict(),
  z.object({ decision: z.literal('decline'), ...decidedIn }).strict(),
  z.object({ decision: z.literal('withdraw'), ...decidedIn }).strict(),
]);
export type ConsentDecision = z.infer<typeof consentDecisionSchema>;

/** POST /api/reports */
export const reportInputSchema = z
  .object({
    targetType: z.enum(reportTargetTypes, { error: 'Please say what you are reporting' }),
    targetId: z
      .string()
      .trim()
      .min(1, 'Please say what you are reporting')
      .max(120)
      .regex(/^[A-Za-z0-9_-]+$/, 'Please say what you are reporting'),
    reason: z.enum(reportReasons, { error: 'Please choose a reason' }),
    details: multilineText()
      .trim()
      .max(2000, 'Please keep the details under 2000 characters')
      .optional(),
    /** a visitor's address for the receipt; members get it at their account's address */
    email: z
      .string()
      .trim()
      .max(254)
      .optional()
      .transform((value) => (value ? value : undefined))
      .pipe(emailAddress.optional()),
  })
  .strict();
export type ReportInput = z.input<typeof reportInputSchema>;

export const reportReceiptSchema = z.object({
  id: z.string(),
  reference: z.string(),
  status: z.enum(reportStatuses),
  receiptSentTo: z.string().nullable(),
});
export type ReportReceipt = z.infer<typeof reportReceiptSchema>;
