import { consentStatuses, guardianVisibilities, profileVisibilities } from '../privacy';
import { messagingMessages } from '../messaging';
import { conversationSummarySchema } from './messaging';
import { childTeamRequestSchema } from './programs';
import { lineText } from './text';
import { z } from './zod';

// A parent's or guardian's own page, /guardian (docs/product.md#guardians): each child who named
// the signed-in member's address, with their consent, contact settings and conversations.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const childParamSchema = z
  .object({ profileId: z.string().regex(UUID, { error: messagingMessages.notYourChild }) })
  .strict();

/** PUT /api/guardian/children/{profileId}/contact: one coach (or every coach, null) on or off. */
export const contactSettingInputSchema = z
  .object({ coachUserId: lineText().min(1).max(100).nullable(), allowed: z.boolean() })
  .strict();

export const contactSettingsSchema = z.object({
  allCoachesOff: z.boolean(),
  coachesOff: z.array(z.object({ coachUserId: z.string(), name: z.string() })),
});

export const guardianChildSchema = z.object({
  profileId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  minor: z.boolean(),
  listed: z.boolean(),
  visibility: z.enum(profileVisibilities),
  consent: z.object({
    status: z.enum(consentStatuses),
    decidedAt: z.string().nullable(),
    allowedVisibility: z.enum(guardianVisibilities),
  }),
  contact: contactSettingsSchema,
  conversations: z.array(conversationSummarySchema),
  /** the child's places on teams waiting for the guardian's approval */
  teamRequests: z.array(childTeamRequestSchema),
});

export const guardianOverviewSchema = z.object({
  /** the address children are matched by; null until the member has confirmed it */
  email: z.string().nullable(),
  /**
   * the account is a coach's, an organization's, staff's, an athlete's or an administrator's,
   * which is nobody's parent or guardian on this site (docs/product.md#guardian-rights)
   */
  notAGuardian: z.boolean(),
  children: z.array(guardianChildSchema),
});

export type GuardianChild = z.infer<typeof guardianChildSchema>;
export type GuardianOverview = z.infer<typeof guardianOverviewSchema>;
export type ContactSettings = z.infer<typeof contactSettingsSchema>;
