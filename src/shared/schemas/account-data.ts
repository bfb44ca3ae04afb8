import { z } from './zod';

/** One stored row as it is in the database, less its secret columns; times as ISO strings. */
const row = z.record(z.string(), z.unknown());

/**
 * GET /api/me/export: everything the site holds about the caller's account, for the right of
 * access and portability. Rows are whole but for secrets (password hashes, session and consent
 * tokens, two-factor secrets, stream keys), and never another member's rows.
 */
export const accountExportSchema = z.object({
  exportedAt: z.string().describe('When this file was made (ISO 8601)'),
  site: z.string(),
  account: row.describe('The account: name, email, role, account type, phone, dates'),
  sessions: z.array(row).describe('Signed-in devices: when, until when, IP address, browser'),
  signInMethods: z.array(row).describe('How the account signs in (provider ids only)'),
  twoFactor: row.nullable().describe('Whether two-factor sign-in is set up (never its secret)'),
  athleteProfile: row.nullable(),
  highlightReel: z.array(row),
  guardianConsent: row.nullable().describe('The parent or guardian consent record'),
  coachProfile: row.nullable(),
  organizations: z.array(row).describe('Organizations the account registered, with their teams'),
  teamMemberships: z
    .array(row)
    .describe('The athlete’s places on teams (invited, waiting, active or left), with each team'),
  programStaff: z
    .array(row)
    .describe('Programs the account helps run as staff (admin or coach, invited or active)'),
  statVerifications: z
    .array(row)
    .describe('Roster coaches’ verifications of the athlete’s statistics and measurables'),
  memberAccess: row.nullable(),
  subscriptions: z.array(row),
  paymentCustomers: z.array(row),
  checkoutSessions: z.array(row),
  purchases: z.array(row),
  payments: z.array(row),
  piAccounts: z.array(row),
  newsletterSubscription: row.nullable().describe('The newsletter sign-up of the account email'),
  contactMessages: z.array(row).describe('Messages sent from the account email'),
  reportsFiled: z.array(row),
  channels: z.array(row).describe('Live channels the account runs, with broadcasts and sessions'),
  contentHolds: z.array(row).describe('Moderation holds on the account’s profile or channels'),
  profileViews: z
    .object({ byVerifiedCoaches: z.array(row), otherMembersViews: z.number() })
    .describe('Views of the athlete profile: verified coaches named, other members counted'),
  evaluationsOfMe: z.array(row).describe('Coaches’ evaluations of the athlete, shown or not'),
  athleteStats: z.array(row).describe('The athlete’s self-reported statistics'),
  evaluationsWritten: z.array(row).describe('Evaluations the account wrote as a coach'),
  profileViewsMade: z.array(row).describe('Athlete profiles the account viewed, by day'),
  coachVerifications: z
    .array(row)
    .describe('The account’s requests to be verified as a coach and their answers'),
  recruitingBoards: z
    .array(row)
    .describe('The coach’s boards with their athletes, stages, ratings and private notes'),
  savedSearches: z.array(row).describe('The coach’s saved athlete searches and digest settings'),
  conversations: z
    .array(row)
    .describe('Conversations with coaches or athletes: your role and every message you could read'),
});
export type AccountExport = z.infer<typeof accountExportSchema>;
