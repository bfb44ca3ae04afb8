import type { EventTimeZone } from '#shared/event-times';
import type { EventKind, RosterStatus, StaffRole, StaffStatus } from '#shared/programs';
import type { MeasurableStat } from '#shared/stat-verifications';
import type { MessageId } from '#client/lib/i18n/i18n';

// The programs' labels (#shared/programs' words) as messages, shown in the page's language.

/** A place on a roster: invited, waiting for a guardian, on it, left. */
export const rosterStatusLabels = {
  invited: 'programs.rosterStatus.invited',
  guardian_pending: 'programs.rosterStatus.guardianPending',
  active: 'programs.rosterStatus.active',
  left: 'programs.rosterStatus.left',
} as const satisfies Record<RosterStatus, MessageId>;

/** A staff member's role. */
export const staffRoleLabels = {
  admin: 'programs.staffRole.admin',
  coach: 'programs.staffRole.coach',
} as const satisfies Record<StaffRole, MessageId>;

/** A staff member's status. */
export const staffStatusLabels = {
  invited: 'programs.staffStatus.invited',
  active: 'programs.staffStatus.active',
} as const satisfies Record<StaffStatus, MessageId>;

/** What an event is. */
export const eventKindLabels = {
  game: 'programs.eventKind.game',
  practice: 'programs.eventKind.practice',
  tournament: 'programs.eventKind.tournament',
  showcase: 'programs.eventKind.showcase',
  session: 'programs.eventKind.session',
} as const satisfies Record<EventKind, MessageId>;

/** The time zones a program schedules in, by their short names. */
export const timeZoneLabels = {
  'America/New_York': 'programs.timeZone.eastern',
  'America/Chicago': 'programs.timeZone.central',
  'America/Denver': 'programs.timeZone.mountain',
  'America/Phoenix': 'programs.timeZone.arizona',
  'America/Los_Angeles': 'programs.timeZone.pacific',
  'America/Anchorage': 'programs.timeZone.alaska',
  'Pacific/Honolulu': 'programs.timeZone.hawaii',
} as const satisfies Record<EventTimeZone, MessageId>;

/** The profile's measurables a coach verifies; the season's statistics keep their own names. */
export const measurableLabels = {
  Height: 'programs.verify.height',
  Weight: 'programs.verify.weight',
} as const satisfies Record<MeasurableStat, MessageId>;
