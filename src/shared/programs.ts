// Organizations' programs: teams, rosters and invitations (docs/product.md#programs).
// Kept apart from zod so pages that only show these texts do not load it.

import { formatEventDays } from './event-times';

/** How long a mailed invitation or a join link works. */
export const INVITATION_DAYS = 14;

export const rosterStatuses = ['invited', 'guardian_pending', 'active', 'left'] as const;
export type RosterStatus = (typeof rosterStatuses)[number];

export const rosterStatusLabels: Record<RosterStatus, string> = {
  invited: 'Invited',
  guardian_pending: 'Waiting for a parent or guardian',
  active: 'On the roster',
  left: 'Left the team',
};

/** Who helps run a program besides its owner: an admin does all the owner does, a coach runs rosters. */
export const staffRoles = ['admin', 'coach'] as const;
export type StaffRole = (typeof staffRoles)[number];
export const staffStatuses = ['invited', 'active'] as const;
export type StaffStatus = (typeof staffStatuses)[number];

export const staffRoleLabels: Record<StaffRole, string> = {
  admin: 'Admin',
  coach: 'Coach',
};

export const staffStatusLabels: Record<StaffStatus, string> = {
  invited: 'Invited',
  active: 'Active',
};

/**
 * What a program puts on its schedule (docs/product.md#events). A paid training session sells
 * seats through its channel; tournaments and showcases are listed on /tournaments.
 */
export const eventKinds = ['game', 'practice', 'tournament', 'showcase', 'session'] as const;
export type EventKind = (typeof eventKinds)[number];

export const eventKindLabels: Record<EventKind, string> = {
  game: 'Game',
  practice: 'Practice',
  tournament: 'Tournament',
  showcase: 'Showcase',
  session: 'Training session',
};

/** The kinds /tournaments lists. */
export const listedEventKinds = ['tournament', 'showcase'] as const satisfies readonly EventKind[];

/** The words users see about events (docs/product.md#events). */
export const eventMessages = {
  eventNotFound: 'We could not find that event.',
  eventCancelled: 'This event was cancelled.',
  alreadyCancelled: 'This event is already cancelled.',
  eventPast: 'This event has already ended.',
  channelNotFound: 'Choose one of your program’s channels.',
  teamsNotFound: 'Choose your program’s own teams.',
  sessionNeedsChannel: 'A paid training session needs the channel that sells its seats.',
  sessionNeedsSeats: 'Give the session its number of seats.',
  sessionNeedsPrice: 'A paid training session needs a price a seat above $0.00.',
  sessionOnPassChannel:
    'A channel sold as a pass cannot sell seats. Choose another of your program’s channels.',
  capacityBelowBooked: 'There are more seats booked than that. Cancel the session instead.',
  endsBeforeStart: 'The event must end after it starts.',
  kindLocked: 'A session with seats booked stays a session.',
} as const;

/** The kinds that have a roster book for college coaches (docs/product.md#roster-book): the listed ones. */
export const rosterBookKinds = listedEventKinds;
export type RosterBookKind = (typeof rosterBookKinds)[number];

/** The words users see (docs/product.md#programs-texts). */
export const programMessages = {
  notOrganization: 'Programs are run by organization accounts and their staff.',
  adminsOnly: 'Only the program’s admins can do this.',
  staffNotFound: 'We could not find that staff member.',
  staffOwner: 'The program’s owner account cannot be removed.',
  alreadyStaff: 'This address already helps run the program.',
  staffInvitationNotFound:
    'We could not find that staff invitation. Check the link, or ask the program for a new one.',
  staffInvitationExpired: 'This staff invitation has expired. Ask the program for a new one.',
  staffInvitationUsed: 'This staff invitation has already been used.',
  staffMustBeAdult: 'Program staff must be 18 or older.',
  staffInvitationOtherAddress:
    'This staff invitation was sent to another address. Sign in with the address it was sent to (and confirm it), then open the link again.',
  noProgram: 'We could not find your organization. Sign up as an organization to run a program.',
  programNotFound: 'We could not find that program.',
  teamNotFound: 'We could not find that team.',
  entryNotFound: 'We could not find that athlete on this team.',
  invitationNotFound:
    'We could not find that invitation. Check the link, or ask the team for a new one.',
  invitationExpired: 'This invitation has expired. Ask the team for a new one.',
  invitationUsed: 'This invitation has already been used.',
  invitationOtherAddress: 'This invitation was sent to another address.',
  athletesOnly:
    'Only athletes can join a team. Create your athlete profile first, then open the link again.',
  alreadyOnTeam: 'You are already on this team.',
  alreadyInvited: 'This athlete is already on the team.',
  slugTaken: 'Another program already uses this address.',
  guardianDecided: 'This request was already answered. Reload the page to see it.',
  rosterBookReaders:
    'The roster book is for verified college coaches and the staff of the program running the event. Coaches can ask to be verified on the Recruiting page.',
} as const;

/** A program page's address made from its name: lower case letters, digits and dashes. */
export function slugFromName(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
  return slug || 'program';
}

/** "Lakeside Hoops Club in Madison, WI: 2 teams in Basketball." (the program page says the same). */
export function programDescription(program: {
  name: string;
  city: string | null;
  state: string | null;
  sports: string[];
  teamCount: number;
}): string {
  const place = [program.city, program.state].filter(Boolean).join(', ');
  const teamsText = program.teamCount === 1 ? '1 team' : `${program.teamCount} teams`;
  const sports = program.sports.length ? ` in ${program.sports.join(', ')}` : '';
  return `${program.name}${place ? ` in ${place}` : ''}: ${teamsText}${sports}.`;
}

/** "Showcase of Lakeside Hoops Club, Sat, Dec 5, 2026, Madison, WI.": an event's preview. */
export function eventDescription(event: {
  kind: EventKind;
  programName: string | null;
  startsAt: string | Date;
  endsAt: string | Date;
  timeZone: string;
  city: string | null;
  state: string | null;
}): string {
  const by = event.programName ? ` of ${event.programName}` : '';
  const place = [event.city, event.state].filter(Boolean).join(', ');
  const days = formatEventDays(event.startsAt, event.endsAt, event.timeZone);
  return `${eventKindLabels[event.kind]}${by}, ${days}${place ? `, ${place}` : ''}.`;
}

/** "Lakeside 16U, Basketball 16U, 2026–27 season, Lakeside Hoops Club." */
export const teamDescription = (
  team: { name: string; sport: string; level: string; season: string },
  programName: string,
) => `${team.name}, ${team.sport} ${team.level}, ${team.season} season, ${programName}.`;
