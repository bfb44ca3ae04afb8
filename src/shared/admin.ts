// The admin dashboard's fixed values, without zod, so pages can read them; the schemas are in
// ./schemas/admin.ts.

/**
 * An active administrator: role admin and not banned (no account counts as none). The server's
 * admin guard and the pages for administrators both ask this.
 */
export const isActiveAdmin = (
  user: { role?: string | null; banned?: boolean | null } | null | undefined,
): boolean => user?.role === 'admin' && !user.banned;

/** What the athletes on show are: one Athlete of the Month, special mentions, featured ones. */
export const athletePickKinds = ['athlete_of_the_month', 'special_mention', 'featured'] as const;
export type AthletePickKind = (typeof athletePickKinds)[number];

/** A contact or support-chat message's state in the admin inbox. */
export const messageStatuses = ['new', 'answered', 'closed'] as const;
export type MessageStatus = (typeof messageStatuses)[number];

/** What an audit row is about. */
export const auditTargetTypes = [
  'member',
  'athlete',
  'channel',
  'payment',
  'message',
  'report',
  'newsletter',
] as const;
export type AuditTargetType = (typeof auditTargetTypes)[number];

/** What the dashboard says when an administrator's session is too old for admin actions. */
export const adminMessages = {
  staleSession:
    'For your safety, administrator actions need a recent sign-in. Please sign in again to continue.',
  secondFactorNeeded:
    'Your account uses two-step sign-in: please sign in again with your authenticator code to continue.',
} as const;
