import { userTypes } from '../account-fields';
import {
  BAN_MAX_YEARS,
  BAN_REASON_MAX,
  BAN_REASON_MIN,
  memberMessages,
  memberPlanFilters,
  memberRoles,
  memberSorts,
  onOff,
  yesNo,
} from '../admin-members';
import { consentStatuses } from '../privacy';
import { adminPageQuery } from './admin';
import { lineText } from './text';
import { z } from './zod';

export * from '../admin-members';

// The members part of the admin dashboard: the list with its search and filters, one member's
// page, and the actions on a member. Turning training access on and off is
// PUT /api/admin/members/{userId}/access (memberAccessInputSchema in ./training.ts).

/** GET /api/admin/members */
export const memberListQuerySchema = z
  .object({
    ...adminPageQuery,
    /** any part of the name or of the email address */
    q: lineText().trim().max(200, memberMessages.searchTooLong).optional(),
    role: z.enum(memberRoles).optional(),
    userType: z.enum(userTypes).optional(),
    /** the paid plan held now, or none */
    plan: z.enum(memberPlanFilters).optional(),
    /** training access as administrators set it (no setting: on) */
    access: z.enum(onOff).optional(),
    banned: z.enum(yesNo).optional(),
    /** a parent's or guardian's consent is still awaited */
    consentPending: z.enum(yesNo).optional(),
    sort: z.enum(memberSorts).default('newest'),
  })
  .strict();
export type MemberListQuery = z.output<typeof memberListQuerySchema>;
export type MemberListFilters = z.input<typeof memberListQuerySchema>;

/** One member as the list shows them. */
export const memberSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(memberRoles),
  userType: z.enum(userTypes).nullable(),
  emailVerified: z.boolean(),
  /** banned now (a ban whose end date has passed no longer counts) */
  banned: z.boolean(),
  /** the paid plan held now (premium, recruiting), or null */
  plan: z.string().nullable(),
  /** training access: off only when an administrator turned it off */
  access: z.boolean(),
  consentStatus: z.enum(consentStatuses).nullable(),
  createdAt: z.string(),
  /** when their newest session was opened; null if they have none */
  lastSignInAt: z.string().nullable(),
});
export type MemberSummary = z.infer<typeof memberSummarySchema>;

export const memberListSchema = z.object({
  items: z.array(memberSummarySchema),
  nextCursor: z.string().nullable(),
});
export type MemberList = z.infer<typeof memberListSchema>;

export const memberIdParamSchema = z.object({
  userId: lineText({ error: memberMessages.notFound })
    .min(1, memberMessages.notFound)
    .max(200, memberMessages.notFound),
});

const athleteProfileSchema = z.object({
  id: z.string(),
  name: z.string(),
  sport: z.string(),
  position: z.string(),
  school: z.string(),
  graduationYear: z.number().nullable(),
  visibility: z.string(),
  /** shown in lists and search */
  listed: z.boolean(),
  /** the public page: /athlete/{id} */
  url: z.string(),
});

const coachProfileSchema = z.object({
  name: z.string(),
  coachType: z.string(),
  sport: z.string(),
  /** the college, school or program they coach at, if given */
  place: z.string().nullable(),
});

const organizationSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.string(),
  schoolLevel: z.string().nullable(),
});

const subscriptionSchema = z.object({
  id: z.string(),
  tier: z.string(),
  status: z.string(),
  provider: z.string(),
  currentPeriodEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  trialEnd: z.string().nullable(),
  createdAt: z.string(),
});

const paymentSchema = z.object({
  id: z.string(),
  provider: z.string(),
  description: z.string(),
  amountCents: z.number(),
  currency: z.string(),
  status: z.string(),
  refundedAt: z.string().nullable(),
  refundedCents: z.number().nullable(),
  createdAt: z.string(),
});

const purchaseSchema = z.object({
  id: z.string(),
  kind: z.string(),
  description: z.string(),
  amountCents: z.number(),
  status: z.string(),
  provider: z.string(),
  accessUntil: z.string().nullable(),
  paidAt: z.string().nullable(),
  createdAt: z.string(),
});

const sessionSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
  expiresAt: z.string(),
});

/** GET /api/admin/members/{userId}: everything the member page shows. */
export const memberDetailSchema = z.object({
  member: memberSummarySchema.extend({ phone: z.string().nullable() }),
  /** the administrator is looking at their own account */
  self: z.boolean(),
  profile: z.object({
    athlete: athleteProfileSchema.nullable(),
    coach: coachProfileSchema.nullable(),
    organizations: z.array(organizationSchema),
  }),
  subscriptions: z.array(subscriptionSchema),
  /** newest first, at most 50 */
  payments: z.array(paymentSchema),
  /** passes and session seats, newest first, at most 50 */
  purchases: z.array(purchaseSchema),
  access: z.object({
    hasAccess: z.boolean(),
    /** when an administrator last switched it, and who */
    updatedAt: z.string().nullable(),
    updatedBy: z.string().nullable(),
  }),
  ban: z.object({
    banned: z.boolean(),
    reason: z.string().nullable(),
    expiresAt: z.string().nullable(),
  }),
  twoFactorEnabled: z.boolean(),
  consent: z
    .object({
      status: z.enum(consentStatuses),
      /** enough of the guardian's address to recognise it */
      guardianEmail: z.string(),
      expiresAt: z.string(),
      decidedAt: z.string().nullable(),
    })
    .nullable(),
  /** sessions still open, newest first */
  sessions: z.array(sessionSchema),
});
export type MemberDetail = z.infer<typeof memberDetailSchema>;

/** POST /api/admin/members/{userId}/ban */
export const banInputSchema = z
  .object({
    reason: lineText({ error: memberMessages.banReasonShort })
      .trim()
      .min(BAN_REASON_MIN, memberMessages.banReasonShort)
      .max(BAN_REASON_MAX, memberMessages.banReasonLong),
    /** when the ban ends; without it the ban lasts until an administrator lifts it */
    expiresAt: z.iso
      .datetime({ offset: true, error: memberMessages.banEndPast })
      .refine((value) => Date.parse(value) > Date.now(), memberMessages.banEndPast)
      .refine(
        (value) => Date.parse(value) < Date.now() + BAN_MAX_YEARS * 366 * 24 * 3600_000,
        memberMessages.banEndTooFar,
      )
      .optional(),
  })
  .strict();
export type BanInput = z.input<typeof banInputSchema>;

/** POST /api/admin/members/{userId}/role */
export const roleInputSchema = z
  .object({ role: z.enum(memberRoles, { error: memberMessages.chooseRole }) })
  .strict();
export type RoleInput = z.infer<typeof roleInputSchema>;

/** POST /api/admin/members/{userId}/delete: the member's email, typed to confirm. */
export const deleteMemberInputSchema = z
  .object({
    confirmEmail: lineText({ error: memberMessages.confirmEmailMissing })
      .trim()
      .min(1, memberMessages.confirmEmailMissing)
      .max(320, memberMessages.confirmEmailWrong),
  })
  .strict();
export type DeleteMemberInput = z.infer<typeof deleteMemberInputSchema>;

export const deletedMemberSchema = z.object({ id: z.string(), email: z.string() });
export type DeletedMember = z.infer<typeof deletedMemberSchema>;
